#!/usr/bin/env bash
# Builds one libFuzzer target with -sanitize=fuzzer,address and runs it.
#
# Usage: Fuzz/fuzz.sh TARGET [RUNS] [libFuzzer options…]
#   TARGET  CoreFuzz, TraceFuzz or ScenarioFuzz (Fuzz/Sources/TARGET)
#   RUNS    executions to run (default 10000000); -1 runs until a crash (0 only replays the corpus)
# The corpus grows in Fuzz/.corpus/TARGET (ignored by git); a crash leaves its input in
# Fuzz/.crashes/ and the script exits non-zero. Turn each crash into a regression test.
set -euo pipefail

cd "$(dirname "$0")"
target=${1:?usage: fuzz.sh TARGET [RUNS] [libFuzzer options…]}
runs=${2:-10000000}
shift $(($# < 2 ? $# : 2))
# `--sanitize fuzzer --sanitize address` alone passes two -sanitize flags to swiftc, and the
# last one wins: the code would get no coverage instrumentation and libFuzzer would fuzz blind.
# The -Xswiftc flag, last on the command line, compiles with both; --sanitize keeps SwiftPM's
# linking for a libFuzzer executable.
swift build -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address \
  --product "$target" --scratch-path .build-fuzz >&2
mkdir -p ".corpus/$target" .crashes
exec ".build-fuzz/release/$target" -runs="$runs" -artifact_prefix=.crashes/ -print_final_stats=1 \
  "$@" ".corpus/$target"
