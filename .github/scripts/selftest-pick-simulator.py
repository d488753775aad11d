#!/usr/bin/env python3
"""Picks the Self-test workflow's simulator from recorded `simctl` lists.

Usage: selftest-pick-simulator.py MAJOR RUNTIMES_JSON DEVICETYPES_JSON

RUNTIMES_JSON is the output of `xcrun simctl list -j runtimes` and DEVICETYPES_JSON that of
`xcrun simctl list -j devicetypes`, each queried on its own: `simctl list -j runtimes devicetypes`
reads `devicetypes` as a search term on the runtimes and lists none.

Prints `RUNTIME_ID DEVICETYPE_ID`: the newest available iOS runtime of major version MAJOR, and the
newest iPhone Pro (not Pro Max) that runtime supports (the newest by its minimum runtime version, then by
its place in the list); any iPhone it supports when it supports no Pro. Exits 1 with a message naming
what was found when nothing fits, and 2 for unreadable input. It does not create anything.
"""

import json
import sys


def version(text):
    """`18.2` -> (18, 2); a part that is not a number sorts first."""
    parts = []
    for part in str(text).split("."):
        parts.append(int(part) if part.isdigit() else -1)
    return tuple(parts)


def load(path, key):
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError) as error:
        raise SystemExit(f"selftest-pick-simulator: {path}: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        print(f"selftest-pick-simulator: {path}: no \"{key}\" list (is it simctl list -j {key}?)",
              file=sys.stderr)
        sys.exit(2)
    return data[key]


def pick(major, runtimes, devicetypes):
    """Returns (runtime, devicetype) identifiers, or raises LookupError with the reason."""
    ios = [r for r in runtimes if isinstance(r, dict)
           and (r.get("platform") == "iOS"
                or str(r.get("identifier", "")).startswith("com.apple.CoreSimulator.SimRuntime.iOS-"))]
    matching = [r for r in ios if r.get("isAvailable") is True
                and str(r.get("version", "")).split(".")[0] == str(major)]
    if not matching:
        names = ", ".join(f"{r.get('name', r.get('identifier'))}"
                          + ("" if r.get("isAvailable") else " (unavailable)") for r in ios)
        raise LookupError(f"no available iOS {major} runtime (have: {names or 'none'})")
    runtime = max(matching, key=lambda r: version(r.get("version", "")))
    supported = [d.get("identifier") for d in runtime.get("supportedDeviceTypes", []) if isinstance(d, dict)]
    phones = [(index, d) for index, d in enumerate(devicetypes) if isinstance(d, dict)
              and d.get("productFamily") == "iPhone"
              and (not supported or d.get("identifier") in supported)]
    pros = [(i, d) for i, d in phones if " Pro" in d.get("name", "") and "Max" not in d.get("name", "")]
    candidates = pros or phones
    if not candidates:
        raise LookupError(f"no iPhone device type for {runtime.get('identifier')}")
    _, best = max(candidates, key=lambda item: (item[1].get("minRuntimeVersion", 0), item[0]))
    return runtime["identifier"], best["identifier"]


def main(argv):
    if len(argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    major, runtimes_path, devicetypes_path = argv[1:]
    runtimes = load(runtimes_path, "runtimes")
    devicetypes = load(devicetypes_path, "devicetypes")
    try:
        runtime, devicetype = pick(major, runtimes, devicetypes)
    except LookupError as error:
        print(f"selftest-pick-simulator: {error}", file=sys.stderr)
        return 1
    print(runtime, devicetype)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
