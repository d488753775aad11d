#!/usr/bin/env python3
"""Fails when an iOS 26 (or later) availability check sits outside the one SDK guard.

`#available(iOS 26, *)` checks the running system, not the SDK: a symbol only the iOS 26 SDK
declares fails to compile with Xcode 16 even behind it. Every such check in the app-facing
sources must therefore sit inside `#if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK` (documented on
`ComposerDesign`, KeyboardDock/InputBar/ComposerDesign.swift), whose classic branch `.ci/ios-build`
compiles with `-DKEYBOARDDOCK_IOS18_SDK`. Usage: python3 .ci/sdk-guard.py [folders…]
(default: Sources/KeyboardDock Sources/KeyboardDockSwiftUI Examples SelfTestUITests).
"""
import pathlib
import re
import sys

GUARD = "compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK"
NEWER = re.compile(r"(#|@)available\((iOS|macOS|tvOS|visionOS) (2[6-9]|[3-9][0-9])")


def check(path):
    problems = []
    stack = []  # one entry per open #if: whether that branch is inside the guard
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            stack.append(stripped[4:].strip() == GUARD)
        elif stripped.startswith("#elseif") or stripped.startswith("#else"):
            if stack:
                stack[-1] = False
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        elif NEWER.search(line) and not stripped.startswith("//") and not any(stack):
            problems.append(f"{path}:{number}: an iOS 26 availability check outside `#if {GUARD}`")
    return problems


def main():
    folders = sys.argv[1:] or [
        "Sources/KeyboardDock", "Sources/KeyboardDockSwiftUI", "Examples", "SelfTestUITests"]
    problems = []
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            problems += check(path)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"sdk guard: {len(problems)} check(s) outside the guard", file=sys.stderr)
        return 1
    print("sdk guard: every iOS 26 availability check is inside the guard")
    return 0


if __name__ == "__main__":
    sys.exit(main())
