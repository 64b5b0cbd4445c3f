#!/usr/bin/env python3
"""Run a check script inside an HTML report in headless Chromium and print its result.

    python3 .ci/browser_check.py REPORT.html... SCRIPT.js [NAME=VALUE ...]

Copies the report (several: their bodies one after another, without their scripts, so one
browser start checks them all) with SCRIPT appended (NAME=VALUE pairs become data-NAME attributes of
<body>, the script's parameters; budget=MS sets the virtual time the page runs, default 200), loads it with `chromium --headless --dump-dom` and prints the
text of the <pre> the script adds (its id ends in "-result"), as JSON. Exit 1 when none appears.
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile


def main():
    at = next(k for k, arg in enumerate(sys.argv) if arg.endswith(".js"))
    reports, script = sys.argv[1:at], sys.argv[at]
    pairs = [pair.split("=", 1) for pair in sys.argv[at + 1:]]
    # budget=MS: virtual time the page gets to run its timers (the simulator's animation).
    budget = int(dict(pairs).get("budget", "200"))
    attributes = "".join(' data-%s="%s"' % (html.escape(k, quote=True), html.escape(v, quote=True)) for k, v in pairs if k != "budget")
    page = open(reports[0], encoding="utf-8").read()
    if len(reports) > 1:
        bodies = []
        for report in reports:
            body = open(report, encoding="utf-8").read().split("<body>", 1)[1].rsplit("</body>", 1)[0]
            bodies.append(re.sub(r"<script\b.*?</script>", "", body, flags=re.S))
        page = page.split("<body>", 1)[0] + "<body>" + "\n".join(bodies) + "</body></html>\n"
    page = page.replace("<body>", "<body%s>" % attributes, 1)
    page = page.replace("</body>", "<script>%s</script>\n</body>" % open(script, encoding="utf-8").read(), 1)
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--window-size=1600,1200", "--virtual-time-budget=%d" % budget, "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=120).stdout
    found = re.findall(r'<pre id="[a-z]+-result">([^<]*)</pre>', dom)
    if not found:
        print("no result in the page (did the script fail?)")
        sys.exit(1)
    print(json.dumps(json.loads(html.unescape(found[-1]))))


if __name__ == "__main__":
    main()
