#!/usr/bin/env bash
# Captures img/demo.png from a real run of `autofill demo`: starts it in a tmux pane, types a
# query, moves the highlight, captures the pane with its colors (`tmux capture-pane -e`) and
# draws that screen with scripts/render-terminal.py.
#
# Needs: tmux and fonts-dejavu-core (apt-get install tmux fonts-dejavu-core), and
# pip install pyte pillow. Builds `autofill` in .build-capture unless AUTOFILL names a binary.
# Usage: scripts/capture-demo.sh [OUTPUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-img/demo.png}
if [ -z "${AUTOFILL:-}" ]; then
  swift build --scratch-path .build-capture --product autofill > /dev/null
  AUTOFILL="$(swift build --scratch-path .build-capture --show-bin-path)/autofill"
fi
work=$(mktemp -d)
socket="autofill-capture-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2> /dev/null || true; rm -rf "$work"' EXIT
columns=92
rows=22

wait_for() { # pattern
  for _ in $(seq 1 200); do
    tmux_ capture-pane -p > "$work/screen" && grep -qF -- "$1" "$work/screen" && return 0
    sleep 0.1
  done
  echo "capture-demo: the screen never showed '$1'" >&2
  exit 1
}

tmux_ new-session -d -x "$columns" -y "$rows" "TERM=xterm-256color '$AUTOFILL' demo; sleep 60"
wait_for "Place ›"
tmux_ send-keys -l "sao"
wait_for "São Paulo"
tmux_ send-keys Down Down
sleep 0.6 # the VoiceOver line is announced after results settle
tmux_ capture-pane -p -e > "$work/screen.ansi"
cursor=$(tmux_ display-message -p '#{cursor_x} #{cursor_y}')
tmux_ send-keys C-d
python3 scripts/render-terminal.py "$work/screen.ansi" "$output" \
  --size "$columns" "$rows" --cursor $cursor
echo "capture-demo: wrote $output"
