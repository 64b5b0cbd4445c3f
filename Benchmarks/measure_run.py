"""One command run under Benchmarks/measure.c: the one helper bench.py and scaling.py share.

measure.c (fork, exec, wait4) writes `wall user sys maxrss status` to a file; ru_maxrss is
in KiB on Linux and in bytes on macOS, converted here to bytes.
"""

import subprocess
import sys
import tempfile


def maxrss_bytes(value):
    # ru_maxrss is in KiB on Linux and in bytes on macOS.
    return value if sys.platform == "darwin" else value * 1024


def run(measure, argv, stdout=subprocess.DEVNULL, who="measure_run"):
    """Runs `argv` under the `measure` launcher: wall and CPU seconds, peak RSS in bytes, the
    exit status and the command's standard error. Exits when the launcher itself fails."""
    with tempfile.NamedTemporaryFile("r", prefix="snapline-bench-", suffix=".txt") as result:
        proc = subprocess.run([measure, result.name] + argv, stdout=stdout, stderr=subprocess.PIPE)
        if proc.returncode != 0:
            raise SystemExit(f"{who}: measure failed ({proc.returncode}): {proc.stderr.decode(errors='replace')}")
        wall, user, sys_, rss, status = result.read().split()
    return {
        "wall": float(wall),
        "cpu": float(user) + float(sys_),
        "rss": maxrss_bytes(int(rss)),
        "status": int(status),
        "stderr": proc.stderr.decode(errors="replace"),
    }
