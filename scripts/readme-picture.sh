#!/usr/bin/env bash
# Makes the README's picture of a kbdock report: the interactive-dismissal scenario's report,
# screenshot at 1200 × 1820 in headless Chromium, written over
# Sources/KeyboardDockReplay/Documentation.docc/Resources/kbdock-report.png.
#
# Usage: scripts/readme-picture.sh
#
# Needs Chromium (`apt-get install chromium` on Debian or Ubuntu). Look at the picture before
# committing it: it must show the phone with the bars, the two plots and the table per strategy.
set -euo pipefail

cd "$(dirname "$0")/.."
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z $chromium ]]; then
  echo "readme-picture: Chromium is missing; install it with apt-get install chromium" >&2
  exit 2
fi
report=$(mktemp -d)
trap 'rm -rf "$report"' EXIT
swift run kbdock run interactive-dismissal --report "$report" >/dev/null
picture=Sources/KeyboardDockReplay/Documentation.docc/Resources/kbdock-report.png
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1820 \
  --screenshot="$PWD/$picture" "file://$report/index.html" 2>/dev/null
echo "readme-picture: wrote $picture"
