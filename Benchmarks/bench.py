#!/usr/bin/env python3
"""Measures `snapline check` and `snapline compile` against the libyaml floor.

Run through Benchmarks/run.sh, which builds the binaries and writes the scenes;
this script only runs and reports. For each scene it runs, alternating within
every round so that drifting machine load hits all three alike,

    yaml_floor FILE
    snapline check --enable unreachable-alignment --enable coincident-stops FILE
    snapline compile FILE -o OUT.json

one warm-up round (not counted) and then N measured rounds, each command under
Benchmarks/measure.c (wall time with ns resolution, CPU time, peak RSS), and
prints per command the median and min wall time, the ratio to the floor, the
peak RSS in MB and as a multiple of the scene's size, and the output size,
with PASS/MISS against the targets for the scene labelled --target-label.
Raw samples go to --json.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys

from measure_run import run
import tempfile

# Targets from the issue, for the 10 MB scene: wall time as a multiple of the
# floor's (medians), peak RSS as a multiple of the scene file's size.
TARGETS = {"check": 2.0, "compile": 3.5}
MEMORY_TARGET = 6.0

MB = 1e6


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        try:
            cpu = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True, text=True).stdout.strip() or cpu
        except OSError:
            pass
    return {
        "cores": os.cpu_count(),
        "cpu": cpu,
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }


def commit():
    def git(*args):
        return subprocess.run(["git"] + list(args), capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short=12", "HEAD") or "unknown"
    # Untracked files (the stub, the out/ directory) do not make a build dirty.
    dirty = git("status", "--porcelain", "--untracked-files=no")
    branch = git("rev-parse", "--abbrev-ref", "HEAD")
    return f"{head}{' (dirty)' if dirty else ''}" + (f" on {branch}" if branch and branch != "HEAD" else "")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--scene", action="append", required=True, metavar="LABEL=FILE",
                   help="a scene to measure; FILE.counts.json, if present, gives the expected event count")
    p.add_argument("--snapline", required=True)
    p.add_argument("--floor", required=True, help="the yaml_floor binary")
    p.add_argument("--measure", required=True, help="the measure binary")
    p.add_argument("--out", required=True, help="directory for the compiled tables")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--target-label", default="10MB", help="the scene whose rows are judged against the targets")
    p.add_argument("--json", help="write the raw samples and the summary here")
    p.add_argument("--strict", action="store_true", help="exit 3 when a target is missed")
    args = p.parse_args()
    if args.rounds < 1:
        p.error("--rounds must be >= 1")

    info = machine()
    started = datetime.datetime.now(datetime.timezone.utc)
    print(f"Snapline benchmark, commit {commit()}, {started:%Y-%m-%d %H:%M} UTC")
    print(f"machine: {info['cores']} cores, {info['cpu']}, {info['system']}"
          + (f", load average {info['load']:.2f} at start" if info["load"] is not None else ""))
    print(f"snapline: {args.snapline}")
    print(f"{args.rounds} round{'s' if args.rounds != 1 else ''} + {args.warmup} warm-up, alternating floor, check, compile; "
          f"wall time median and min, peak RSS the max over rounds")

    report = {"started": started.isoformat(), "commit": commit(), "machine": info, "rounds": args.rounds, "scenes": []}
    failures = 0
    misses = 0
    judged_failures = 0
    judged = False

    for spec in args.scene:
        label, _, path = spec.partition("=")
        size = os.path.getsize(path)
        counts = {}
        if os.path.exists(path + ".counts.json"):
            with open(path + ".counts.json") as f:
                counts = json.load(f)
        base = os.path.basename(path)
        for suffix in (".scene.yaml", ".scene.yml"):
            base = base[: -len(suffix)] if base.endswith(suffix) else base
        output = os.path.join(args.out, base + ".json")
        commands = {
            "floor": [args.floor, path],
            # Every lint rule on, the two that are off by default included.
            "check": [args.snapline, "check", "--enable", "unreachable-alignment", "--enable", "coincident-stops", path],
            "compile": [args.snapline, "compile", path, "-o", output],
        }
        samples = {name: [] for name in commands}
        errors = {}
        events = None
        for round_ in range(args.warmup + args.rounds):
            for name, argv in commands.items():
                if name in errors:
                    continue
                if name == "compile" and os.path.exists(output):
                    os.remove(output)
                with tempfile.TemporaryFile() as captured:
                    r = run(args.measure, argv, captured if name == "floor" else subprocess.DEVNULL)
                    if name == "floor":
                        captured.seek(0)
                        text = captured.read().decode().strip()
                if r["status"] != 0:
                    errors[name] = f"exit {r['status']}: {r['stderr'].strip()[:500]}"
                    continue
                if name == "floor":
                    events = int(text)
                if name == "compile" and not os.path.exists(output):
                    errors[name] = f"exit 0 but no output at {output}"
                    continue
                if round_ >= args.warmup:
                    samples[name].append({k: r[k] for k in ("wall", "cpu", "rss")})

        print()
        line = f"scene {label}: {path}, {size / MB:.2f} MB"
        if counts:
            line += f", {counts['sections']} sections, {counts['cards']} cards, {counts['nodes']} nodes"
        if events is not None:
            line += f", {events} YAML events"
            if counts and events != counts["yaml_events"]:
                line += f" (EXPECTED {counts['yaml_events']})"
                errors.setdefault("floor", f"event count {events}, expected {counts['yaml_events']}")
        print(line)

        judge = label == args.target_label
        judged |= judge
        header = f"{'command':<9} {'median s':>9} {'min s':>8} {'cpu s':>7} {'x floor':>8} {'peak MB':>8} {'x file':>7} {'output MB':>10}   targets"
        print(header)
        print("-" * len(header))
        floor_median = statistics.median(s["wall"] for s in samples["floor"]) if samples["floor"] else None
        scene_report = {"label": label, "path": path, "bytes": size, "counts": counts, "events": events, "commands": {}}
        for name in commands:
            if name in errors:
                print(f"{name:<9} FAILED: {errors[name]}")
                failures += 1
                judged_failures += judge and name in TARGETS
                scene_report["commands"][name] = {"error": errors[name]}
                continue
            s = samples[name]
            median = statistics.median(x["wall"] for x in s)
            best = min(x["wall"] for x in s)
            cpu = statistics.median(x["cpu"] for x in s)
            rss = max(x["rss"] for x in s)
            ratio = median / floor_median if floor_median else None
            out_bytes = os.path.getsize(output) if name == "compile" and os.path.exists(output) else None
            verdicts = []
            if judge and name in TARGETS:
                ok_time = ratio is not None and ratio <= TARGETS[name]
                ok_mem = rss <= MEMORY_TARGET * size
                verdicts = [f"time <= {TARGETS[name]:g}x floor {'PASS' if ok_time else 'MISS'}",
                            f"memory <= {MEMORY_TARGET:g}x file {'PASS' if ok_mem else 'MISS'}"]
                misses += (not ok_time) + (not ok_mem)
            print(f"{name:<9} {median:>9.3f} {best:>8.3f} {cpu:>7.3f} {(f'{ratio:.2f}' if ratio else '-'):>8} "
                  f"{rss / MB:>8.1f} {rss / size:>7.2f} {(f'{out_bytes / MB:.2f}' if out_bytes is not None else '-'):>10}   "
                  + ", ".join(verdicts))
            scene_report["commands"][name] = {
                "median": median, "min": best, "cpu_median": cpu, "peak_rss": rss, "ratio_to_floor": ratio,
                "output_bytes": out_bytes, "samples": s, "verdicts": verdicts,
            }
        if "compile" not in errors and os.path.exists(output):
            with open(output, "rb") as f:
                head = f.read(256)
            if b'"format": "snapline-table"' not in head:
                print(f"note: {output} does not start like a snapline table (section 5 of the spec)")
        report["scenes"].append(scene_report)

    print()
    if not judged:
        print(f"targets not judged: no scene labelled {args.target_label}")
    else:
        print(f"targets ({args.target_label} scene): check <= {TARGETS['check']:g}x floor, compile <= {TARGETS['compile']:g}x floor "
              f"(median wall time), peak RSS <= {MEMORY_TARGET:g}x file size: "
              + ", ".join([f"{misses} MISS"] * bool(misses)
                          + [f"{judged_failures} command(s) FAILED, not judged"] * bool(judged_failures)
                          or ["all PASS"]))
    if hasattr(os, "getloadavg"):
        print(f"load average {os.getloadavg()[0]:.2f} at end (other work on the machine skews the figures)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)
            f.write("\n")
        print(f"raw samples: {args.json}")
    if failures:
        return 1
    if args.strict and misses:
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
