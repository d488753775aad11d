#!/usr/bin/env bash
# Builds one libFuzzer target with -sanitize=fuzzer,address and runs it.
#
# Usage: Fuzz/fuzz.sh TARGET [RUNS] [libFuzzer options…]
#   TARGET  CoreFuzz, TraceFuzz or ScenarioFuzz (Fuzz/Sources/TARGET)
#   RUNS    executions to run (default 10000000); -1 runs until a crash (0 only replays the corpus)
# The corpus grows in Fuzz/.corpus/TARGET (ignored by git); a crash leaves its input in
# Fuzz/.crashes/ and the script exits non-zero. Turn each crash into a test named for what it checks. Seeds
# in Fuzz/Seeds/TARGET are copied into the corpus first.
set -euo pipefail

cd "$(dirname "$0")"
target=${1:?usage: fuzz.sh TARGET [RUNS] [libFuzzer options…]}
runs=${2:-10000000}
shift $(($# < 2 ? $# : 2))
# SwiftPM passes `--sanitize fuzzer --sanitize address` to swiftc as two flags, and the last
# one wins: the code would get AddressSanitizer but no coverage counters, and libFuzzer would run
# blind ("no interesting inputs", a corpus of 1 byte). `-Xswiftc -sanitize=fuzzer,address`
# comes last and asks for both; --disable-dead-strip keeps the linker from dropping the counters.
# The library's sources are reached through the links in Library/; SwiftPM may not notice files
# added there in an existing scratch folder, so a failed build is retried once from an empty one.
build() {
  swift build -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address \
    --product "$target" --scratch-path .build-fuzz --disable-dead-strip >&2
}
build || { rm -rf .build-fuzz && build; }
mkdir -p ".corpus/$target" .crashes
# Committed seeds (Fuzz/Seeds/TARGET: a small trace, the built-in scenarios) start the corpus.
if [ -d "Seeds/$target" ]; then cp -n "Seeds/$target"/* ".corpus/$target"/; fi
exec ".build-fuzz/release/$target" -runs="$runs" -artifact_prefix=.crashes/ -print_final_stats=1 \
  "$@" ".corpus/$target"
