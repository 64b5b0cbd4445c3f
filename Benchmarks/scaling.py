#!/usr/bin/env python3
"""How `snapline check` scales: each shape of Benchmarks/scaling_shapes.py at N and 2N items.

    python3 Benchmarks/scaling.py --snapline PATH --measure PATH [--sizes 100000,200000,...]
                                  [--shapes strip-stacks,...] [--rounds 3]

For each shape and size it runs `snapline check` with every lint rule on (the two that are off
by default included) and, for the shapes made to stress one rule, with that rule disabled, each
under Benchmarks/measure.c, and prints the median CPU time (user + system: less sensitive to
other work on the machine than wall time), the median wall time, the peak RSS, the ratio of CPU
time to the previous size's (2.0 is linear for doubled sizes), and the ratio to the same size with
the rule off. Scenes go to Benchmarks/out/scaling/.
"""

import argparse
import os
import statistics
import subprocess
import sys

from measure_run import run

HERE = os.path.dirname(os.path.abspath(__file__))

# The rule each shape stresses (compared with the same run with it disabled).
RULE = {
    "strip-stacks": "paging-cuts-item",
    "strip-one": "paging-cuts-item",
    "coincident": "coincident-stops",
    "deep": "coincident-stops",
    "shelves": None,
    "shelves-written": None,
    "shelves-wide": "snap-target-oversized",
}
ALL_RULES = ["--enable", "unreachable-alignment", "--enable", "coincident-stops"]


def measure(tool, argv):
    r = run(tool, argv, who="scaling.py")
    if r["status"] not in (0, 1):  # 1: warnings under the defaults are not errors, but keep going
        sys.exit(f"scaling.py: {' '.join(argv)} exited {r['status']}")
    return r["wall"], r["cpu"], r["rss"]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--snapline", required=True)
    p.add_argument("--measure", required=True)
    p.add_argument("--shapes", default="strip-stacks,strip-one,coincident,deep,shelves")
    p.add_argument("--sizes", default="125000,250000,500000,1000000")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--out", default=os.path.join(HERE, "out", "scaling"))
    args = p.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'shape':<16} {'items':>8} {'cpu s':>7} {'wall s':>7} {'peak MB':>8} {'x prev':>7}   {'rule off cpu s':>14} {'x off':>6}")
    for shape in args.shapes.split(","):
        previous = None
        for n in sizes:
            path = os.path.join(args.out, f"{shape}-{n}.scene.yaml")
            subprocess.run([sys.executable, os.path.join(HERE, "scaling_shapes.py"), shape, str(n), path], check=True)
            # The table bound for the file's size would refuse these few-line scenes at 1M items:
            # only the node-based bound applies (24 x the node limit).
            base = [args.snapline, "check", "--quiet", "--max-nodes", str(2 * n + 100_000), "--max-table-size", str(24 * (2 * n + 100_000))]
            runs = [measure(args.measure, base + ALL_RULES + [path]) for _ in range(args.rounds)]
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            rss = max(r[2] for r in runs)
            line = f"{shape:<16} {n:>8} {cpu:>7.3f} {wall:>7.3f} {rss / 1e6:>8.1f} {(f'{cpu / previous:.2f}' if previous else '-'):>7}"
            rule = RULE.get(shape)
            if rule:
                off = [measure(args.measure, base + ALL_RULES + ["--disable", rule, path]) for _ in range(args.rounds)]
                off_cpu = statistics.median(r[1] for r in off)
                line += f"   {off_cpu:>14.3f} {cpu / off_cpu:>6.2f}"
            print(line, flush=True)
            previous = cpu
    return 0


if __name__ == "__main__":
    sys.exit(main())
