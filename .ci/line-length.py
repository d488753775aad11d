#!/usr/bin/env python3
"""Fails on any line longer than 110 columns (characters) in the package's Swift files.

swift-format's lineLength does not flag comments or string literals, so this check does. It reads
the .swift files under Sources, Tests, Examples, Benchmarks, Fuzz and SelfTestUITests (build folders left out) and
every Package.swift, from the repository root or the folders named on the command line, and prints
FILE:LINE: COLUMNS for each line over the limit.
"""
import os
import sys

LIMIT = 110
ROOTS = ["Sources", "Tests", "Examples", "Benchmarks", "Fuzz", "SelfTestUITests"]


def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for folder, subfolders, names in os.walk(root):
            subfolders[:] = sorted(s for s in subfolders if not s.startswith(".build"))
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main():
    roots = sys.argv[1:] or ROOTS + ["Package.swift"]
    long_lines = []
    for path in swift_files(roots):
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                columns = len(line.rstrip("\n"))
                if columns > LIMIT:
                    long_lines.append(f"{path}:{number}: {columns} columns")
    for line in long_lines:
        print(line)
    if long_lines:
        print(f"line length: {len(long_lines)} lines over {LIMIT} columns", file=sys.stderr)
        return 1
    print(f"line length: no line over {LIMIT} columns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
