#!/usr/bin/env bash
# Measures the replay's speed: a 10-minute session (72,001 frames at 120 fps) replayed with every
# strategy, its trace parsed (JSON Lines in memory) and replayed, and the trace file streamed as
# `kbdock replay FILE` does. Prints the median and the fastest time of each over RUNS runs.
#
# Usage: scripts/measure-replay.sh [RUNS]   (default 20, at most 1000)
#
# Builds `kbdock` in release and runs its hidden `benchmark` subcommand. The package's other
# benchmarks (the core and the dock driver) are in Benchmarks/ (`swift package benchmark`).
set -euo pipefail

runs=${1:-20}
cd "$(dirname "$0")/.."
swift build -c release --product kbdock >&2
"$(swift build -c release --show-bin-path)/kbdock" benchmark --runs "$runs"
