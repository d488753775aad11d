#!/usr/bin/env bash
# Makes the README's picture of the iOS 26 composer: kbdock's report of the interactive-dismissal
# scenario on iOS 26.1 with a floating glass bar (the condition `floatingBarGap: 8`), screenshot
# in headless Chromium, written over
# Sources/KeyboardDockReplay/Documentation.docc/Resources/kbdock-ios26-composer.png.
#
# The picture is drawn from kbdock's model (its simulated keyboard and KeyboardDock's bar as the
# engine placed it), not a screenshot of a device.
#
# Usage: scripts/composer-picture.sh
#
# Needs Chromium (`apt-get install chromium` on Debian or Ubuntu) and python3. Look at the picture
# before committing it: it must show the phone with the glass bar floating above the keyboard.
set -euo pipefail

cd "$(dirname "$0")/.."
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z $chromium ]]; then
  echo "composer-picture: Chromium is missing; install it with apt-get install chromium" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift run kbdock export interactive-dismissal >"$work/base.json"
python3 - "$work/base.json" "$work/ios26-composer.json" <<'PY'
import json, sys
scenario = json.load(open(sys.argv[1]))
scenario["name"] = "ios26-composer"
scenario["title"] = "iPhone, iOS 26: the floating glass composer, dragged down with the keyboard"
scenario["conditions"] = {
    "keyboardSpring": {"mass": 1, "stiffness": 555.027, "damping": 47.118},
    "system": "iOS 26.1", "floatingBarGap": 8}
json.dump(scenario, open(sys.argv[2], "w"))
PY
kbdock=$(swift build --show-bin-path)/kbdock
(cd "$work" && "$kbdock" scenario ios26-composer.json --report report >/dev/null)
picture=Sources/KeyboardDockReplay/Documentation.docc/Resources/kbdock-ios26-composer.png
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1100 \
  --screenshot="$PWD/$picture" "file://$work/report/index.html" 2>/dev/null
echo "composer-picture: wrote $picture"
