#!/usr/bin/env bash
# Measures the Self-test's screen recording and the UI test's stills with `kbdock frames`, once each.
#
# Usage: selftest-frames.sh VIDEO STILLS_DIR RESULTS_DIR KBDOCK [SCALE] [CHUNK_SECONDS]
#
# The video is decoded with `ffmpeg -fps_mode passthrough` (every frame the recorder wrote, none
# duplicated or dropped; `-vsync 0` is gone from FFmpeg 9) in windows of CHUNK_SECONDS (default 20)
# into a scratch folder, and each window is measured and deleted before the next is decoded, so the
# disk never holds more than one window of full-resolution PNGs; they are measured with --video (edges
# read through compression and subsampled colour). Rows go to RESULTS_DIR/frames.jsonl
# as they are measured (JSON Lines, appended window by window), so a run stopped half-way keeps every
# row measured so far. The stills (still-<index>…png, lossless, one per settled step) go to
# RESULTS_DIR/stills.jsonl, measured one by one (a landscape still differs in size). `kbdock frames`' verdict lines go to RESULTS_DIR/frames.txt. The scratch
# folder is removed on every exit. SCALE is pixels per point (3 for the iPhone Pro simulators).
#
# Exit status: 0 when both were measured (whatever they show: the judge decides), 1 when the video
# could not be decoded or kbdock could not read a window or the stills, 2 for bad arguments.
set -uo pipefail

if [[ $# -lt 4 ]]; then
  echo "usage: selftest-frames.sh VIDEO STILLS_DIR RESULTS_DIR KBDOCK [SCALE] [CHUNK_SECONDS]" >&2
  exit 2
fi
video=$1
stills=$2
results=$3
kbdock=$4
scale=${5:-3}
chunk=${6:-20}

mkdir -p "$results"
work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/selftest-frames.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
: >"$results/frames.jsonl"
: >"$results/frames.txt"
status=0

# kbdock frames exits 1 when a frame is off and 2 when none shows both edges: measurements, not
# failures of this script. It exits 2 too for unusable input, which its message names.
measure() {
  local folder=$1 output=$2 label=$3
  shift 3
  local rc=0
  "$kbdock" frames "$folder" --scale "$scale" --format json "$@" >>"$output" 2>>"$results/frames.txt" || rc=$?
  echo "$label: kbdock frames exit status $rc"
}

if [[ -s $video ]]; then
  duration=$(ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$video")
  duration=${duration%%.*}
  if [[ ! $duration =~ ^[0-9]+$ ]]; then
    echo "video: ffprobe gave no duration for $video" >&2
    status=1
  else
    window=0
    for ((start = 0; start <= duration; start += chunk)); do
      folder="$work/w$(printf '%04d' "$window")"
      mkdir -p "$folder"
      if ! ffmpeg -nostdin -loglevel error -ss "$start" -t "$chunk" -i "$video" -fps_mode passthrough \
        "$folder/w$(printf '%04d' "$window")-%05d.png"; then
        echo "video: ffmpeg failed at ${start} s" >&2
        status=1
        break
      fi
      count=$(find "$folder" -name '*.png' | wc -l | tr -d ' ')
      if [[ $count -gt 0 ]]; then measure "$folder" "$results/frames.jsonl" "video ${start}-$((start + chunk)) s ($count frames)" --video; fi
      rm -rf "$folder"
      window=$((window + 1))
    done
  fi
else
  echo "video: $video is missing or empty" >&2
  status=1
fi
echo "video: $(wc -l <"$results/frames.jsonl" | tr -d ' ') rows in frames.jsonl"

: >"$results/stills.jsonl"
if compgen -G "$stills/still-*.png" >/dev/null; then
  # One at a time: a still taken in landscape is not the size of the others, and `kbdock frames`
  # wants one size per folder.
  for still in "$stills"/still-*.png; do
    folder="$work/still"
    rm -rf "$folder"
    mkdir -p "$folder"
    cp "$still" "$folder/"
    measure "$folder" "$results/stills.jsonl" "still $(basename "$still")" >/dev/null
  done
else
  echo "stills: none in $stills" >&2
  status=1
fi
echo "stills: $(wc -l <"$results/stills.jsonl" | tr -d ' ') rows in stills.jsonl"
tail -n 3 "$results/frames.txt"
exit "$status"
