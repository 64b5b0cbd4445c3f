#!/usr/bin/env python3
"""Runs the shell steps of docs/ci/snapline.yml as GitHub Actions would, against this checkout.

The job runs in a scratch workspace holding one scene with a warning and one clean scene, where
`actions/checkout` would have put the user's repository. The install step finds this checkout
where it would have cloned Snapline ($RUNNER_TEMP/snapline) and runs its real `make install`;
MAKEFLAGS asks for the debug build that CI has already made (no second, release build), and
`sudo`/`apt-get` are stubs (libyaml is installed already). Steps that use an action are checked
by what they need: Swift on PATH, and a valid SARIF file for the upload.

Usage: python3 .ci/test_workflow.py   (after `swift build --product snapline`)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
WORKFLOW = os.path.join(ROOT, "docs", "ci", "snapline.yml")


def fail(message):
    print("docs/ci/snapline.yml: " + message)
    sys.exit(1)


def main():
    with open(WORKFLOW) as f:
        workflow = yaml.safe_load(f)
    jobs = workflow.get("jobs", {})
    if len(jobs) != 1:
        fail("expected one job, got %s" % list(jobs))
    job = next(iter(jobs.values()))
    if workflow.get("permissions", {}).get("security-events") != "write":
        fail("the SARIF upload needs `permissions: security-events: write`")
    steps = job["steps"]
    uses = [s.get("uses", "").split("@")[0] for s in steps]
    for needed in ["actions/checkout", "github/codeql-action/upload-sarif"]:
        if needed not in uses:
            fail("no `%s` step" % needed)
    if uses[0] != "actions/checkout":
        fail("the first step must check out the repository")

    scratch = tempfile.mkdtemp(prefix="snapline-workflow-")
    try:
        run_job(job, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run_job(job, scratch):
    workspace = os.path.join(scratch, "workspace")
    runner_temp = os.path.join(scratch, "runner-temp")
    home = os.path.join(scratch, "home")
    stubs = os.path.join(scratch, "stubs")
    for d in (workspace, runner_temp, home, stubs):
        os.makedirs(d)
    # Where the install step would clone Snapline: this checkout.
    os.symlink(ROOT, os.path.join(runner_temp, "snapline"))
    # The user's repository: the scenes where the workflow's SCENES says they are.
    scenes = os.path.join(workspace, job["env"]["SCENES"])
    os.makedirs(scenes)
    shutil.copy(os.path.join(ROOT, "examples/lint/paging-cuts-item.scene.yaml"), scenes)
    shutil.copy(os.path.join(ROOT, "examples/store-menu.scene.yaml"), scenes)
    with open(os.path.join(stubs, "sudo"), "w") as f:
        f.write('#!/bin/sh\nexec "$@"\n')
    with open(os.path.join(stubs, "apt-get"), "w") as f:
        f.write('#!/bin/sh\necho "apt-get $* (stub: the test installs nothing)"\n')
    for name in ("sudo", "apt-get"):
        os.chmod(os.path.join(stubs, name), 0o755)
    if subprocess.run(["pkg-config", "--exists", "yaml-0.1"]).returncode != 0:
        fail("libyaml is not installed (the test stubs apt-get)")

    github_path = os.path.join(scratch, "github_path")
    open(github_path, "w").close()
    github_output = os.path.join(scratch, "github_output")
    env = dict(os.environ)
    env.update({k: str(v) for k, v in job.get("env", {}).items()})
    env.update({
        "HOME": home, "RUNNER_TEMP": runner_temp, "GITHUB_WORKSPACE": workspace,
        "GITHUB_PATH": github_path, "GITHUB_OUTPUT": github_output, "CI": "true", "GITHUB_ACTIONS": "true",
        # `git ls-remote` of the placeholder address would fail: this checkout stands in for it.
        "SNAPLINE_REPOSITORY": ROOT, "SNAPLINE_REF": "HEAD",
        "PATH": stubs + os.pathsep + env["PATH"],
        # Reuse CI's debug build instead of a release build from scratch.
        "MAKEFLAGS": "CONFIGURATION=debug STATIC=",
    })
    # Nothing named snapline on PATH before the install step puts it there.
    env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if not os.path.exists(os.path.join(p, "snapline")))

    outputs = {}
    step_outputs = {}
    for step in job["steps"]:
        name = step.get("name") or step.get("uses")
        if "uses" in step:
            check_action(step, workspace, env, step_outputs)
            continue
        open(github_output, "w").close()
        # GitHub's default shell on Linux: bash -e -o pipefail, in the workspace.
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
            cwd=workspace, env=env, capture_output=True, text=True)
        print("== %s: exit %d" % (name, result.returncode))
        if result.returncode != 0 and not step.get("continue-on-error", False):
            print(result.stdout + result.stderr)
            fail("step `%s` failed" % name)
        outputs[name] = result
        if "id" in step:
            with open(github_output) as f:
                step_outputs[step["id"]] = dict(line.strip().split("=", 1) for line in f if "=" in line)
        # Lines appended to $GITHUB_PATH come first on PATH for the later steps.
        with open(github_path) as f:
            added = [line.strip() for line in f if line.strip()]
        for directory in added:
            if directory not in env["PATH"].split(os.pathsep):
                env["PATH"] = directory + os.pathsep + env["PATH"]

    installed = os.path.join(home, ".local", "bin", "snapline")
    if not os.access(installed, os.X_OK):
        fail("the install step did not put snapline in ~/.local/bin")
    check = outputs["Check scenes"]
    expected = "::warning file=%s/paging-cuts-item.scene.yaml,line=" % job["env"]["SCENES"]
    if expected not in check.stdout:
        fail("`Check scenes` printed no annotation for the warning:\n" + check.stdout + check.stderr)
    if "store-menu" in check.stdout:
        fail("the clean scene got an annotation:\n" + check.stdout)
    print("workflow: install, annotations and SARIF as expected")


def check_action(step, workspace, env, step_outputs):
    action = step["uses"].split("@")[0]
    if action == "actions/checkout":
        return  # the workspace is prepared above
    if action == "actions/cache":
        # A cache miss (the first run): the key must name the commit found by an earlier step,
        # so a new Snapline commit builds again, and the path must be what the install writes.
        commit = step_outputs.get("snapline", {}).get("commit", "")
        if len(commit) != 40:
            fail("the `snapline` step found no commit for the cache key (got %r)" % commit)
        if "steps.snapline.outputs.commit" not in step["with"]["key"]:
            fail("the cache key does not name Snapline's commit")
        if step["with"]["path"] != "~/.local/bin/snapline":
            fail("the cache does not hold the installed snapline")
        return
    if action == "swift-actions/setup-swift":
        if subprocess.run(["swift", "--version"], capture_output=True, env=env).returncode != 0:
            fail("no Swift toolchain for the steps after setup-swift")
        return
    if action == "github/codeql-action/upload-sarif":
        path = os.path.join(workspace, step["with"]["sarif_file"])
        with open(path) as f:
            log = json.load(f)
        if log.get("version") != "2.1.0" or log["runs"][0]["tool"]["driver"]["name"] != "snapline":
            fail("the SARIF file is not a snapline SARIF 2.1.0 log")
        rules = [r["ruleId"] for r in log["runs"][0]["results"]]
        if rules != ["paging-cuts-item"]:
            fail("expected one paging-cuts-item result in the SARIF log, got %s" % rules)
        return
    fail("unknown action %s: the test does not know how to stand in for it" % action)


if __name__ == "__main__":
    main()
