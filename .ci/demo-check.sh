#!/usr/bin/env bash
# Runs the README's `swift run autofill demo` in a terminal (a tmux pane, since CI has none):
# types a query, checks the dropdown, selects a row, quits with Ctrl-D and checks the exit
# status; finds "zurcih" with a typo allowed (Ctrl-Y, --typos); does the same after "@" with
# --trigger @; keeps two picks as mentions through an edit before them and deletes one whole
# with Backspace in --composer; shows a pick again before typing with --recent, the places
# under section headers with --sections (the highlight skipping them), the texts in French with
# --lang fr, a corpus merged with the test Data.Query server (--corpus with --remote), and the
# server's answer before typing (--empty-query); then checks that without a terminal it exits
# with code 2.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
socket="autofill-ci-$$"
runs=0
# A fresh server per run: a new session on the socket of a server that is still exiting
# fails with "server exited unexpectedly".
tmux_() { tmux -L "$socket-$runs" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2> /dev/null || true; rm -rf "$work"' EXIT

wait_for() { # pattern: polls the pane for up to 120 s (the first run may build)
  for _ in $(seq 1 1200); do
    if tmux_ capture-pane -p > "$work/screen" 2> /dev/null && grep -qF -- "$1" "$work/screen"; then
      return 0
    fi
    sleep 0.1
  done
  echo "demo-check: the screen never showed '$1':" >&2
  cat "$work/screen" >&2
  exit 1
}

start() { # demo arguments…: runs the demo in a fresh pane (waits for $ready, or the field)
  tmux_ kill-server 2> /dev/null || true
  runs=$((runs + 1))
  rm -f "$work/status"
  tmux_ new-session -d -x 100 -y 30 \
    "swift run autofill demo $*; echo \$? > '$work/status'; sleep 600"
  wait_for "${ready:-Place ›}"
}

quit() { # quits with Ctrl-D and checks the exit status
  tmux_ send-keys C-d
  for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.1; done
  status=$(cat "$work/status" 2> /dev/null || echo none)
  if [ "$status" != 0 ]; then
    echo "demo-check: the demo exited with status $status, not 0" >&2
    exit 1
  fi
}

start
tmux_ send-keys -l "zür"
wait_for "Switzerland"
tmux_ send-keys Down Enter
wait_for "Place › Zürich"
quit
echo "demo-check: typed, selected and quit (exit status 0)"

# Typo tolerance: Ctrl-Y allows one typo, and "zurcih" (two letters swapped) finds Zürich; a
# second Ctrl-Y allows two, as --typos 2 does from the start.
start
tmux_ send-keys C-y
wait_for "typos:1"
tmux_ send-keys -l "zurcih"
wait_for "Switzerland"
tmux_ send-keys Down Enter
wait_for "Place › Zürich"
tmux_ send-keys C-y
wait_for "typos:2"
quit
start --typos 2
wait_for "typos:2"
quit
echo "demo-check: Ctrl-Y and --typos turned typo tolerance on (exit status 0)"

# With a trigger only the word after "@" is completed, and a selection replaces just it.
start --trigger @
wait_for "triggers @"
tmux_ send-keys -l "Hi @zür"
wait_for "Switzerland"
tmux_ send-keys Down Enter
wait_for "Place › Hi @Zürich"
quit
echo "demo-check: --trigger @ replaced just the word (exit status 0)"

# --composer: each pick becomes a mention, a token in reverse video listed with its item; both
# survive typing before them; after a mention, Backspace selects it and a second deletes it.
ready="Message ›" start --composer --trigger @
wait_for "mentions 0"
tmux_ send-keys -l "hi @zur"
wait_for "Switzerland"
tmux_ send-keys Down Enter
wait_for "mentions 1: @Zürich Zürich, Switzerland"
tmux_ send-keys -l " and @gen"
wait_for "Genoa"
tmux_ send-keys Down Enter
wait_for "mentions 2: @Zürich Zürich, Switzerland · @"
tmux_ send-keys Home
tmux_ send-keys -l "Oh "
wait_for "Message › Oh hi @Zürich  and @"
wait_for "mentions 2: @Zürich Zürich, Switzerland · @"
# Both tokens in reverse video (SGR 7) in the message row.
tokens=$(tmux_ capture-pane -p -e | grep "Message" |
  grep -oP '\e\[[0-9;]*\b7m(\e\[[0-9;]*m)*@[^\e]+' | grep -c "@" || true)
if [ "$tokens" != 2 ]; then
  echo "demo-check: the message shows $tokens tokens in reverse video, not 2:" >&2
  tmux_ capture-pane -p -e | grep "Message" | cat -v >&2
  exit 1
fi
# End; Backspace deletes the space after the last mention, selects it, then deletes it whole.
tmux_ send-keys End BSpace BSpace
wait_for "mentions 2:"
tmux_ send-keys BSpace
wait_for "mentions 1: @Zürich Zürich, Switzerland"
if ! grep -qE "Message › Oh hi @Zürich  and *$" "$work/screen"; then
  echo "demo-check: Backspace did not remove the mention whole:" >&2
  cat "$work/screen" >&2
  exit 1
fi
quit
echo "demo-check: --composer kept both mentions, Backspace removed one whole (exit status 0)"

# --recent: a pick shows again, under "Recent", once the line is empty.
start --recent
wait_for "recent picks before typing"
tmux_ send-keys -l "zür"
wait_for "Switzerland"
tmux_ send-keys Down Enter
wait_for "Place › Zürich"
for _ in 1 2 3 4 5 6; do tmux_ send-keys BSpace; done
wait_for "Recent"
wait_for "Zürich"
quit
echo "demo-check: --recent showed the pick before typing (exit status 0)"

# --sections: the places under "Countries" and "Cities", the best match's section first; the
# highlight skips the headers, so three Downs reach the first city.
start --sections
wait_for "cities and countries"
tmux_ send-keys -l "sw"
wait_for "Swansea"
if ! grep -A1 "│ Countries" "$work/screen" | grep -q "│ Sweden" ||
  ! grep -A1 "│ Cities" "$work/screen" | grep -q "│ Swansea"; then
  echo "demo-check: --sections did not draw the headers above their rows:" >&2
  cat "$work/screen" >&2
  exit 1
fi
tmux_ send-keys Down Down Down
wait_for "Swansea, 3 of 4"
tmux_ send-keys Enter
wait_for "Place › Swansea"
quit
echo "demo-check: --sections drew the headers and the highlight skipped them (exit status 0)"

# --lang fr: the state texts and the count announcement in French, with its plural form (a
# simulated source, which says when nothing matches).
start --lang fr --latency 1
tmux_ send-keys -l "qqqq"
wait_for "Aucun résultat"
for _ in 1 2 3 4; do tmux_ send-keys BSpace; done
tmux_ send-keys -l "zür"
wait_for "suggestion disponible"
quit
echo "demo-check: --lang fr translated the texts (exit status 0)"

# A Data.Query endpoint: the test server on an ephemeral loopback port.
python3 Tests/AutofillCoreTests/Support/Fixtures/dataquery-server.py > "$work/port" &
server_pid=$!
trap 'kill "$server_pid" 2> /dev/null; tmux_ kill-server 2> /dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.1; done
url="http://127.0.0.1:$(head -n 1 "$work/port")/typeahead"

# --corpus with --remote: the file's matches, then the server's under them, Zürich once.
printf 'Zugspitze\nZürich\n' > "$work/corpus.txt"
start --corpus "$work/corpus.txt" --remote "$url" --dataset cities
tmux_ send-keys -l "zu"
wait_for "From the files"
wait_for "Zuoz"
wait_for "From the server"
shown=$(grep -c "Zürich" "$work/screen" || true)
if [ "$shown" != 1 ]; then
  echo "demo-check: Zürich shows on $shown lines, not once:" >&2
  cat "$work/screen" >&2
  exit 1
fi
quit
echo "demo-check: --corpus with --remote merged the answers, each value once (exit status 0)"

# --empty-query: the server's first page before anything is typed.
start --remote "$url" --dataset cities --empty-query
wait_for "the source before typing"
wait_for "Zuoz"
quit
echo "demo-check: --empty-query asked the server before typing (exit status 0)"

set +e
swift run autofill demo < /dev/null > /dev/null 2> "$work/err"
status=$?
set -e
if [ "$status" -ne 2 ] || ! grep -q "needs an interactive terminal" "$work/err"; then
  echo "demo-check: without a terminal the demo exited with $status:" >&2
  cat "$work/err" >&2
  exit 1
fi
echo "demo-check: without a terminal it exits with code 2"
