#!/usr/bin/env python3
"""Runs shellcheck on every `run:` block of the GitHub workflows, as the runner would run it.

Usage: python3 .ci/workflow-shellcheck.py [--extract DIR] [WORKFLOW...]   (default .github/workflows/*.yml)

Each block is written to a file of its own with a bash shebang (the runners' default shell for
`run:` is bash on macOS and Linux), with every `${{ … }}` expression replaced by a plain word of the
same role, and checked with shellcheck. Prints each problem under the workflow, job and step that
hold it; exits 1 when shellcheck reports anything, 2 when shellcheck is missing or a file is not a
workflow. With --extract DIR it writes the blocks to DIR and checks nothing (the tests use it).
It does not check the scripts the blocks call: .ci/run checks those directly.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:  # check-jsonschema brings ruamel.yaml along
    yaml = None


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if yaml is not None:
        return yaml.safe_load(text)
    from ruamel.yaml import YAML  # noqa: PLC0415

    return YAML(typ="safe").load(text)


EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def placeholder(match):
    """`${{ matrix.ios }}` -> `EXPR_matrix_ios`: a word shellcheck treats as a literal."""
    name = re.sub(r"[^A-Za-z0-9]+", "_", match.group(1)).strip("_")
    return "EXPR_" + (name or "expression")


def blocks(path):
    """Yields (label, script) for every step with `run:`."""
    workflow = load(path)
    if not isinstance(workflow, dict) or not isinstance(workflow.get("jobs"), dict):
        raise ValueError(f"{path}: not a workflow (no jobs)")
    for job_name, job in workflow["jobs"].items():
        for index, step in enumerate((job or {}).get("steps", []) or []):
            if isinstance(step, dict) and "run" in step:
                shell = step.get("shell") or (job.get("defaults", {}) or {}).get("run", {}).get("shell", "bash")
                if not str(shell).startswith("bash"):
                    continue
                label = f"{os.path.basename(path)}: {job_name}: step {index + 1} ({step.get('name', 'unnamed')})"
                yield label, EXPRESSION.sub(placeholder, str(step["run"]))


def main(argv):
    args = argv[1:]
    extract = None
    if args[:1] == ["--extract"]:
        if len(args) < 2:
            print("--extract needs a folder", file=sys.stderr)
            return 2
        extract, args = args[1], args[2:]
    paths = args or sorted(glob.glob(".github/workflows/*.yml"))
    if extract is None and shutil.which("shellcheck") is None:
        print("workflow-shellcheck: shellcheck is not installed (apt-get install shellcheck)", file=sys.stderr)
        return 2
    folder = extract or tempfile.mkdtemp(prefix="workflow-shellcheck.")
    os.makedirs(folder, exist_ok=True)
    failed = False
    count = 0
    try:
        for path in paths:
            try:
                found = list(blocks(path))
            except (OSError, ValueError) as error:
                print(f"workflow-shellcheck: {error}", file=sys.stderr)
                return 2
            for label, script in found:
                count += 1
                file = os.path.join(folder, f"block-{count:03d}.sh")
                with open(file, "w", encoding="utf-8") as handle:
                    handle.write(f"#!/usr/bin/env bash\n# {label}\n{script}")
                if extract is not None:
                    continue
                result = subprocess.run(
                    ["shellcheck", "--shell=bash", "--format=gcc", file],
                    capture_output=True, text=True, check=False)
                if result.returncode != 0:
                    failed = True
                    print(f"{label}:")
                    print(result.stdout.replace(file + ":", "  line ").rstrip())
    finally:
        if extract is None:
            shutil.rmtree(folder, ignore_errors=True)
    if extract is not None:
        print(f"workflow-shellcheck: {count} run blocks written to {folder}")
        return 0
    if failed:
        print("workflow-shellcheck: FAILED (line numbers count the two header lines)", file=sys.stderr)
        return 1
    print(f"workflow-shellcheck: {count} run blocks in {len(paths)} workflows: clean")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
