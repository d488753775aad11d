#!/usr/bin/env bash
# Measures the peak memory and the time of `kbdock replay` on a long trace.
#
# Usage: scripts/measure-trace-memory.sh [RECORDS]   (default 10000000)
#
# Writes a synthetic trace of RECORDS records to a temporary file (deleted at exit), builds the
# release `kbdock`, and replays the trace under GNU time (`/usr/bin/time -v`), printing the
# peak resident set size and the wall-clock time. `kbdock replay` reads a trace record by
# record, twice (once to check it and find its times, once to replay it), so its peak memory
# does not grow with the trace; the target is at most 100 MB for 10 million records.
#
# The trace: an iPhone header, then every 0.8 ms one record (so 10 M records span 8,000 s,
# 960,000 frames at 120 fps, under the 1,200,000-frame cap): per second a willShow and a
# willHide notification, and between them interactive samples and endTurn records.
#
# Needs GNU time at /usr/bin/time: on Debian or Ubuntu, `sudo apt-get install time`.
set -euo pipefail

records=${1:-10000000}
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/time ]; then
  echo "measure-trace-memory: /usr/bin/time (GNU time) is missing; install it with apt-get install time" >&2
  exit 2
fi

trace=$(mktemp --suffix=.jsonl)
log=$(mktemp)
trap 'rm -f "$trace" "$log"' EXIT

echo "measure-trace-memory: writing $records records to $trace" >&2
awk -v n="$records" 'BEGIN {
  print "{\"format\":\"kbdock-trace\",\"version\":1,\"screen\":[0,0,390,844],\"container\":{\"frame\":[0,0,390,844],\"safeArea\":{\"top\":47,\"left\":0,\"bottom\":34,\"right\":0}},\"bar\":{\"height\":52}}"
  for (i = 0; i < n; i++) {
    t = sprintf("%.4f", i * 0.0008)
    phase = i % 1250
    if (phase == 0) {
      print "{\"t\":" t ",\"type\":\"notification\",\"name\":\"willShow\",\"begin\":[0,844,390,336],\"end\":[0,508,390,336],\"duration\":0.25,\"curve\":7,\"isLocal\":true}"
    } else if (phase == 625) {
      print "{\"t\":" t ",\"type\":\"notification\",\"name\":\"willHide\",\"begin\":[0,508,390,336],\"end\":[0,844,390,336],\"duration\":0.25,\"curve\":7,\"isLocal\":true}"
    } else if (phase % 2 == 1) {
      print "{\"t\":" t ",\"type\":\"endTurn\"}"
    } else if (phase > 400 && phase < 600) {
      print "{\"t\":" t ",\"type\":\"sample\",\"frame\":[0," 508 + (phase - 400) ",390,336]}"
    } else {
      print "{\"t\":" t ",\"type\":\"endTurn\"}"
    }
  }
}' > "$trace"
echo "measure-trace-memory: $(wc -c < "$trace") bytes" >&2

swift build -c release --product kbdock >&2
kbdock=$(swift build -c release --show-bin-path)/kbdock

status=0
/usr/bin/time -v "$kbdock" replay "$trace" > /dev/null 2> "$log" || status=$?
if [ "$status" -ne 0 ]; then
  cat "$log" >&2
  echo "measure-trace-memory: kbdock exited with $status" >&2
  exit 1
fi
peak_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$log")
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log")
echo "records: $records"
echo "peak RSS: $((peak_kb / 1024)) MB ($peak_kb kB)"
echo "wall time: $wall"
