#!/usr/bin/env python3
"""Keeps a module's own symbols in its symbol graph, for its DocC catalog.

A module that re-exports another (`@_exported import KeyboardDockCore`) gets that module's
symbols in its graph too, with doc comments whose links point into the other catalog. This drops
every symbol declared outside Sources/MODULE/, except those its own symbols extend, which keep
their place but lose their doc comment (their documentation lives in their own catalog).
Usage: own-symbols.py MODULE GRAPH.symbols.json (rewritten in place).
"""
import json
import sys

module, path = sys.argv[1], sys.argv[2]
graph = json.load(open(path))
folder = f"/Sources/{module}/"


def own(symbol):
    return folder in symbol.get("location", {}).get("uri", "")


symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
kept = {usr for usr, s in symbols.items() if own(s)}
needed = {r["target"] for r in graph["relationships"] if r["source"] in kept}
for usr in needed - kept:
    if usr in symbols:
        symbols[usr].pop("docComment", None)
        kept.add(usr)
graph["symbols"] = [s for usr, s in symbols.items() if usr in kept]
graph["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
json.dump(graph, open(path, "w"))
