#!/usr/bin/env bash
# Checks the `autofill match` command-line interface: output format, options, and errors.
# Usage: .ci/cli-tests.sh PATH-TO-AUTOFILL-BINARY
set -u
bin=${1:?usage: cli-tests.sh PATH-TO-autofill}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

check() { # name, command that must succeed
  if eval "$2"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $1"; fi
}

printf 'Zürich\nZug\n\nStraße\nNew York\nbanana\r\nnana\nYork\n' > "$work/corpus.txt"
printf 'zu\nstras\n\nyork\n' > "$work/queries.txt"
printf 'ok\n\xff\xfe broken\n' > "$work/invalid.txt"

# Matches: one JSON line per query, stats on stderr first.
"$bin" match --corpus "$work/corpus.txt" zu stras "new y" > "$work/out" 2> "$work/err"
check "match exits 0" '[ $? -eq 0 ]'
check "match output" 'python3 - "$work/out" <<PY
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert [l["query"] for l in lines] == ["zu", "stras", "new y"], lines
assert [l["matches"] for l in lines] == [["Zürich", "Zug"], ["Straße"], ["New York"]], lines
assert all(isinstance(l["elapsed_us"], (int, float)) and l["elapsed_us"] >= 0 for l in lines)
assert list(lines[0].keys()) == ["query", "matches", "elapsed_us"]
PY'
check "stats line" 'python3 - "$work/err" <<PY
import json, sys
stats = json.loads(open(sys.argv[1], encoding="utf-8").readline())
assert stats["items"] == 7, stats
assert stats["index_build_ms"] >= 0 and stats["index_bytes"] > 0, stats
PY'

# Options.
"$bin" match --corpus "$work/corpus.txt" --wildcard-before --no-wildcard-after na york > "$work/out" 2>/dev/null
check "suffix mode" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert lines[0][\"matches\"] == [\"nana\", \"banana\"], lines
assert lines[1][\"matches\"] == [\"York\", \"New York\"], lines
" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --wildcard-before --order source --max 1 york > "$work/out" 2>/dev/null
check "source order and max" 'grep -q "\"matches\": \[\"New York\"\]" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --case-sensitive zu Zu > "$work/out" 2>/dev/null
check "case-sensitive" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert lines[0][\"matches\"] == [] and lines[1][\"matches\"] == [\"Zürich\", \"Zug\"], lines
" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --diacritic-sensitive zur zür > "$work/out" 2>/dev/null
check "diacritic-sensitive" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert lines[0][\"matches\"] == [] and lines[1][\"matches\"] == [\"Zürich\"], lines
" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --queries "$work/queries.txt" > "$work/out" 2>/dev/null
check "queries file, empty query matches nothing" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert [l[\"query\"] for l in lines] == [\"zu\", \"stras\", \"\", \"york\"], lines
assert lines[2][\"matches\"] == [], lines
" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --corpus "$work/corpus.txt" --max -1 york > "$work/out" 2>/dev/null
check "two corpora, no limit" 'grep -q "\"matches\": \[\"York\", \"York\"\]" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" 'quote"back\slash' > "$work/out" 2>/dev/null
check "JSON escaping" 'python3 -c "import json,sys; assert json.loads(open(sys.argv[1]).readline())[\"query\"] == \"quote\\\"back\\\\slash\"" "$work/out"'

# Typo tolerance: each match's typos, off by default.
"$bin" match --corpus "$work/corpus.txt" --typos 1 zurcih strase "new yrok" zu > "$work/out" 2>/dev/null
check "match --typos" 'python3 - "$work/out" <<PY
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert [l["matches"] for l in lines] == [["Zürich"], ["Straße"], ["New York"], ["Zürich", "Zug"]], lines
assert [l["typos"] for l in lines] == [[1], [1], [1], [0, 0]], lines
assert list(lines[0].keys()) == ["query", "matches", "typos", "elapsed_us"]
PY'
"$bin" match --corpus "$work/corpus.txt" zurcih > "$work/out" 2>/dev/null
check "no typos without --typos" 'grep -q "\"matches\": \[\], \"elapsed_us\"" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" --typos 3 x > /dev/null 2> "$work/err"
check "--typos 3 exits 2" '[ $? -eq 2 ] && grep -q "takes 0, 1 or 2" "$work/err"'

# Errors: a clear message and exit code 2, never a crash.
"$bin" match --corpus "$work/invalid.txt" x > /dev/null 2> "$work/err"
check "invalid UTF-8 exits 2" '[ $? -eq 2 ] && grep -q "not valid UTF-8" "$work/err"'
"$bin" match --corpus "$work/missing.txt" x > /dev/null 2> "$work/err"
check "missing file exits 2" '[ $? -eq 2 ] && grep -q "cannot read" "$work/err"'
"$bin" match --corpus "$work" x > /dev/null 2> "$work/err"
check "directory exits 2 and says so" '[ $? -eq 2 ] && grep -q "is a directory" "$work/err"'
# A device without end stops at the line limit (1 MiB) instead of filling the memory.
"$bin" match --corpus /dev/zero zu > /dev/null 2> "$work/err"
check "/dev/zero exits 2 at the line limit" '[ $? -eq 2 ] && grep -q "/dev/zero has a line longer than 1048576 bytes" "$work/err"'
chmod 000 "$work/invalid.txt"
if [ "$(id -u)" -ne 0 ]; then
  "$bin" match --corpus "$work/invalid.txt" x > /dev/null 2> "$work/err"
  check "unreadable file exits 2 and says why" '[ $? -eq 2 ] && grep -q "ermission denied" "$work/err"'
fi
chmod 644 "$work/invalid.txt"

# Non-regular files are read to their end: /dev/null, standard input as - or /dev/stdin, a
# pipe (process substitution) and a FIFO.
"$bin" match --corpus /dev/null x > "$work/out" 2> "$work/err"
check "/dev/null is an empty corpus" '[ $? -eq 0 ] && grep -q "\"matches\": \[\]" "$work/out"'
"$bin" match --corpus - zu < "$work/corpus.txt" > "$work/out" 2> /dev/null
check "- reads the corpus from standard input" 'grep -q "\"matches\": \[\"Zürich\", \"Zug\"\]" "$work/out"'
"$bin" match --corpus /dev/stdin zu < "$work/corpus.txt" > "$work/out" 2> /dev/null
check "/dev/stdin is read" 'grep -q "\"matches\": \[\"Zürich\", \"Zug\"\]" "$work/out"'
"$bin" match --corpus <(cat "$work/corpus.txt") zu > "$work/out" 2> /dev/null
check "process substitution is read" 'grep -q "\"matches\": \[\"Zürich\", \"Zug\"\]" "$work/out"'
mkfifo "$work/fifo"
cat "$work/queries.txt" > "$work/fifo" &
"$bin" match --corpus "$work/corpus.txt" --queries "$work/fifo" > "$work/out" 2> /dev/null
check "a FIFO of queries is read" '[ "$(wc -l < "$work/out")" -eq 4 ]'
wait
# Standard input is read once: - for two files would leave the second empty, silently.
for files in "--corpus - --queries -" "--corpus - --corpus -" "--corpus $work/corpus.txt --queries - --queries -"; do
  # shellcheck disable=SC2086
  "$bin" match $files < "$work/corpus.txt" > "$work/out" 2> "$work/err"
  check "match $files exits 2" '[ $? -eq 2 ] && grep -q "standard input (-) can be read only once" "$work/err" && [ ! -s "$work/out" ]'
done
"$bin" match --corpus - x < "$work" > /dev/null 2> "$work/err"
check "a directory as standard input exits 2 and says so" '[ $? -eq 2 ] && grep -q "cannot read standard input: it is a directory" "$work/err" && ! grep -q "error 256" "$work/err"'

# -- ends the options; a stray -x is an unknown option, not a query.
"$bin" match --corpus "$work/corpus.txt" -- --max -x > "$work/out" 2> "$work/err"
check "-- ends the options" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert [l[\"query\"] for l in lines] == [\"--max\", \"-x\"], lines
" "$work/out"'
"$bin" match --corpus "$work/corpus.txt" -x > /dev/null 2> "$work/err"
check "-x is an unknown option" '[ $? -eq 2 ] && grep -q "unknown option -x" "$work/err"'
"$bin" match --corpus "$work/corpus.txt" --max -1 york > /dev/null 2> "$work/err"
check "a negative option value is still a value" '[ $? -eq 0 ]'
"$bin" match x > /dev/null 2> "$work/err"
check "no corpus exits 2" '[ $? -eq 2 ] && grep -q "needs at least one --corpus" "$work/err"'
"$bin" match --corpus "$work/corpus.txt" --bogus x > /dev/null 2> "$work/err"
check "unknown option exits 2" '[ $? -eq 2 ] && grep -q "unknown option --bogus" "$work/err"'
"$bin" match --corpus "$work/corpus.txt" --max many x > /dev/null 2> "$work/err"
check "bad number exits 2" '[ $? -eq 2 ] && grep -q "whole number" "$work/err"'
"$bin" frobnicate > /dev/null 2> "$work/err"
check "unknown command exits 2" '[ $? -eq 2 ]'

# A Data.Query endpoint: the test server on an ephemeral loopback port.
server_log="$work/server.port"
python3 "$(dirname "$0")/../Tests/AutofillCoreTests/Support/Fixtures/dataquery-server.py" > "$server_log" &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do [ -s "$server_log" ] && break; sleep 0.1; done
url="http://127.0.0.1:$(head -n 1 "$server_log")/typeahead"
"$bin" match --remote "$url" --dataset cities --count 2 b zur > "$work/out" 2> "$work/err"
check "remote matches" 'python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding=\"utf-8\")]
assert [l[\"matches\"] for l in lines] == [[\"Bern\", \"Basel\"], [\"Zürich\"]], lines
" "$work/out"'
"$bin" match --remote "$url" --dataset cities --count 2 --skip 2 b > "$work/out" 2>/dev/null
check "remote paging" 'grep -q "\"matches\": \[\"Biel\", \"Brig\"\]" "$work/out"'
"$bin" match --remote "$url" --dataset error x > /dev/null 2> "$work/err"
check "remote error exits 1 with the server's message" '[ $? -eq 1 ] && grep -q "Dataset unavailable" "$work/err"'
"$bin" match --remote "$url" --dataset hostile-error x > /dev/null 2> "$work/err"
check "remote error text is printed without controls, cut short" '[ $? -eq 1 ] \
  && grep -q "^autofill: Dataset unavailable x" "$work/err" && [ "$(wc -c < "$work/err")" -lt 1200 ] \
  && ! LC_ALL=C grep -q "[[:cntrl:]]" <(tr -d "\n" < "$work/err")'
"$bin" match --remote "$url" --dataset gzip-bomb x > /dev/null 2> "$work/err"
check "remote gzip bomb exits 1 at the body cap" '[ $? -eq 1 ] && grep -q "larger than 4194304 bytes" "$work/err"'
"$bin" match --remote "$url" --dataset malformed x > /dev/null 2> "$work/err"
check "remote malformed exits 1" '[ $? -eq 1 ] && grep -q "could not be read" "$work/err"'
"$bin" match --remote "http://127.0.0.1:9/" --dataset cities x > /dev/null 2> "$work/err"
check "remote refused exits 1" '[ $? -eq 1 ] && grep -q "could not be reached" "$work/err"'
"$bin" match --remote "$url" x > /dev/null 2> "$work/err"
check "remote without dataset exits 2" '[ $? -eq 2 ] && grep -q "needs --dataset" "$work/err"'

# The benchmark runs (it is timed by hand, never here): a tiny corpus, its JSON report parsed.
"$bin" bench --corpus "$work/corpus.txt" --sessions 3 --baseline-queries 1 --json \
  > "$work/out" 2> "$work/err"
check "bench runs and reports" 'python3 - "$work/out" <<PY
import json, sys
report = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert report["items"] == 7 and len(report["index_build_ms"]) == 3, report
assert len(report["latency"]) == 8 and len(report["baseline_misses"]) == 4, report
assert all(row["queries"] > 0 for row in report["latency"]), report
assert all(row["range_of_scan_p50_ms"] >= 0 and row["prefolded_scan_p50_ms"] >= 0
           for row in report["baseline_misses"]), report
lookups = report["lookup_baselines"]
assert [row["mode"] for row in lookups] == ["exact", "prefix"], report
assert all(row["index_buffer_p99_us"] >= row["index_buffer_p50_us"] >= 0 and
           row["sorted_keys_p50_us"] >= 0 for row in lookups), report
# SQLite is loaded at run time where it is installed; otherwise the report says why not.
sqlite = report["sqlite"]
assert (sqlite["skipped"] is None) == (sqlite["version"] is not None), sqlite
assert all((row["sqlite_btree_p50_us"] is None) == (sqlite["skipped"] is not None)
           for row in lookups), report
PY'
"$bin" bench --corpus "$work/corpus.txt" --sessions 3 --baseline-queries 1 --typos 2 --json \
  > "$work/out" 2> "$work/err"
check "bench --typos reports a typos section" 'python3 - "$work/out" <<PY
import json, sys
typos = json.loads(open(sys.argv[1], encoding="utf-8").read())["typos"]
# The typo directory and filter of each order, built on its first typo query.
assert typos["maximum_typos"] == 2 and typos["index_bytes_added"] > 0, typos
assert abs(typos["bytes_per_item_added"] - typos["index_bytes_added"] / 7) < 0.01, typos
assert [row["mode"] for row in typos["latency"]] == ["prefix", "exact", "suffix", "contains"], typos
assert all(row["queries"] > 0 and row["p99_us"] >= row["p50_us"] for row in typos["latency"]), typos
assert len(typos["naive"]) == 4 and all(row["queries"] == 1 for row in typos["naive"]), typos
PY'
"$bin" bench --corpus "$work/corpus.txt" --typos 5 > /dev/null 2> "$work/err"
check "bench --typos 5 exits 2" '[ $? -eq 2 ] && grep -q "takes 0, 1 or 2" "$work/err"'
"$bin" bench --corpus "$work/missing.txt" > /dev/null 2> "$work/err"
check "bench with a missing corpus exits 2" '[ $? -eq 2 ]'
# An empty corpus has nothing to measure: a message, never a crash.
"$bin" bench --corpus /dev/null > /dev/null 2> "$work/err"
check "bench with an empty corpus exits 2" '[ $? -eq 2 ] && grep -q "the corpus has no entries" "$work/err"'
printf '\n\r\n\n' | "$bin" bench --corpus - > /dev/null 2> "$work/err"
check "bench with only blank lines exits 2" '[ $? -eq 2 ] && grep -q "the corpus has no entries" "$work/err"'
"$bin" bench --corpus - --corpus - < "$work/corpus.txt" > /dev/null 2> "$work/err"
check "bench --corpus - twice exits 2" '[ $? -eq 2 ] && grep -q "can be read only once" "$work/err"'
for option in "--sessions -3" "--sessions 0" "--slowest -1" "--baseline-queries 0"; do
  # shellcheck disable=SC2086
  "$bin" bench --corpus "$work/corpus.txt" $option > /dev/null 2> "$work/err"
  check "bench $option exits 2" '[ $? -eq 2 ] && grep -q "needs at least" "$work/err"'
done

# Demo: --sections is documented, and is only for the built-in places (the drawing itself is
# checked in a terminal by .ci/demo-check.sh).
"$bin" demo --help > "$work/out" 2> "$work/err"
check "demo --help documents --sections" 'grep -q "\[--sections\]" "$work/out" && grep -q "\"Cities\" and \"Countries\"" "$work/out"'
"$bin" demo --sections --corpus "$work/corpus.txt" < /dev/null > /dev/null 2> "$work/err"
check "demo --sections with --corpus exits 2" '[ $? -eq 2 ] && grep -q "sections the built-in places" "$work/err"'
"$bin" demo --sections < /dev/null > /dev/null 2> "$work/err"
check "demo --sections without a terminal exits 2" '[ $? -eq 2 ] && grep -q "needs an interactive terminal" "$work/err"'

# Placement: layouts as JSON lines in, AutofillPlacement's frame and direction out.
printf '%s\n' \
  '{"field": [16, 100, 300, 44], "container": [0, 0, 390, 844], "rows": 3}' \
  '{"field": [16, 500, 300, 44], "container": [0, 0, 390, 844], "rows": 8, "safe_area": [47, 0, 34, 0], "keyboard": [0, 508, 390, 336]}' \
  '{"field": [300, 100, 80, 44], "container": [0, 0, 390, 844], "rows": 2, "min_width": 200, "layout_direction": "rtl"}' \
  '{"field": [150, 100, 80, 44], "container": [0, 0, 390, 844], "rows": 2, "min_width": 200, "alignment": "center", "gap": 10}' \
  | "$bin" placement > "$work/out" 2> "$work/err"
check "placement below, above over the keyboard, widened and clamped, centred" 'python3 - "$work/out" <<PY
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert lines[0] == {"direction": "below", "frame": [16, 146, 300, 132], "is_empty": False}, lines
assert lines[1] == {"direction": "above", "frame": [16, 278, 300, 220], "is_empty": False}, lines
assert lines[2] == {"direction": "below", "frame": [180, 146, 200, 88], "is_empty": False}, lines
assert lines[3] == {"direction": "below", "frame": [90, 154, 200, 88], "is_empty": False}, lines
PY'
echo '{"field": [0, 0, 10, 10], "container": [0, 0, 100, 100], "rows": 1, "alignment": "middle"}' \
  | "$bin" placement > /dev/null 2> "$work/err"
check "placement with an unknown alignment exits 2" '[ $? -eq 2 ] && grep -q "alignment is leading, center or trailing" "$work/err"'
echo '{"field": [0, 0, 10, 10], "container": [0, 0, 100, 100], "rows": 0}' | "$bin" placement > "$work/out"
check "placement with no rows is empty" 'grep -q "\"is_empty\": true" "$work/out"'
# Extreme but finite numbers: a result or exit 2 with a message, never a crash.
for field in '[9223372036854775808, 0, 10, 10]' '[0, 0, 1e300, 1e300]' '[-1.7e308, 1.7e308, 1e308, 1e308]' \
  '[1e-300, 4e18, 2e19, 1e-9]'; do
  for container in '[0, 0, 390, 844]' '[0, 0, 1.7976931348623157e308, 1.7976931348623157e308]'; do
    echo "{\"field\": $field, \"container\": $container, \"rows\": 3, \"row_height\": 1e308}" \
      | "$bin" placement > "$work/out" 2> "$work/err"
    code=$?
    check "placement $field in $container: a result or exit 2" '
      { [ $code -eq 0 ] && python3 -c "import json,sys; json.loads(open(sys.argv[1]).read())" "$work/out"; } ||
      { [ $code -eq 2 ] && grep -q "autofill: line 1" "$work/err"; }'
  done
done
# Row counts at Int.max (issue 48): as many rows as fit, exit 0.
echo '{"field":[16,500,300,44],"container":[0,0,390,844],"rows":9223372036854775807,"max_visible_rows":9223372036854775807}' \
  | "$bin" placement > "$work/out" 2> "$work/err"
check "placement of Int.max rows exits 0 with the rows that fit" '[ $? -eq 0 ] && python3 - "$work/out" <<PY
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert line == {"direction": "below", "frame": [16, 546, 300, 264], "is_empty": False}, line
PY'
# Numbers beyond a screen place nothing (rule 0), exit 0.
echo '{"field": [16, 500, 300, 44], "container": [0, 0, 390, 844], "rows": 3, "safe_area": [1e300, 0, 0, 0]}' \
  | "$bin" placement > "$work/out" 2> "$work/err"
check "placement with a huge inset is empty" '[ $? -eq 0 ] && grep -q "\"is_empty\": true" "$work/out"'
"$bin" placement < "$work" > /dev/null 2> "$work/err"
check "placement from a directory exits 2 and says so" '[ $? -eq 2 ] && grep -q "cannot read standard input: it is a directory" "$work/err"'
# Numbers JSON cannot hold: the key that holds one is named.
while IFS='|' read -r extra key number; do
  echo "{\"field\": [0, 0, 10, 10], \"container\": [0, 0, 100, 100], \"rows\": 2$extra}" \
    | "$bin" placement > /dev/null 2> "$work/err"
  check "placement $key $number exits 2 and names it" '[ $? -eq 2 ] && grep -q "line 1: $key holds $number, which is not a finite number" "$work/err"'
done <<'LINES'
, "gap": NaN|gap|NaN
, "row_height": Infinity|row_height|Infinity
, "margin": -Infinity|margin|-Infinity
, "keyboard": [0, 1e999, 10, 10]|keyboard|1e999
, "layout_direction": "NaN", "safe_area": [0, 0, nan, 0]|safe_area|nan
LINES
echo '{"field": [0, 0, 10, 10], "container": [0, 0, 100, 100], "rows": 2, "keybaord": null}' \
  | "$bin" placement > /dev/null 2> "$work/err"
check "placement unknown key exits 2" '[ $? -eq 2 ] && grep -q "unknown key keybaord" "$work/err"'

# Index files: built from a corpus, they answer as the corpus does; a damaged one is an error.
"$bin" index build --corpus "$work/corpus.txt" --prepare prefix --prepare contains,typos=1 \
  -o "$work/corpus.afix"
check "index build exits 0" '[ $? -eq 0 ] && [ -s "$work/corpus.afix" ]'
"$bin" match --index "$work/corpus.afix" --wildcard-before zu york > "$work/out" 2> "$work/err"
check "match --index answers as the corpus" 'python3 - "$work/out" "$work/err" <<PY
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert [l["matches"] for l in lines] == [["Zürich", "Zug"], ["York", "New York"]], lines
stats = json.loads(open(sys.argv[2]).readline())
assert list(stats.keys()) == ["items", "open_us", "first_suggestion_us", "anon_growth_bytes", "mapped_bytes"], stats
assert stats["items"] == 7 and stats["open_us"] <= stats["first_suggestion_us"], stats
PY'
"$bin" bench --index "$work/corpus.afix" --sessions 3 > "$work/out" 2> "$work/err"
check "bench --index reports the file's figures" 'python3 - "$work/out" <<PY
import json, sys
stats = json.loads(open(sys.argv[1]).readline())
for key in ["open_us", "first_suggestion_us", "anon_growth_bytes", "mapped_bytes", "file_p50_us", "built_p99_us"]:
    assert key in stats, (key, stats)
assert stats["items"] == 7 and stats["queries"] > 0, stats
PY'
printf '[{"value": "Zürich", "subtitle": "CH", "section": "Cities", "id": 7}, {"value": "Zug", "id": "zg"}]' \
  > "$work/items.json"
"$bin" index build --corpus "$work/items.json" -o "$work/items.afix" && \
  "$bin" match --index "$work/items.afix" z > "$work/out" 2> /dev/null
check "index build reads a JSON corpus" 'grep -q "\"matches\": \[\"Zürich\", \"Zug\"\]" "$work/out"'
head -c 100 "$work/corpus.afix" > "$work/cut.afix"
"$bin" match --index "$work/cut.afix" zu > /dev/null 2> "$work/err"
check "a truncated index file exits 2 and says so" '[ $? -eq 2 ] && grep -q "truncated" "$work/err"'
"$bin" index build --corpus "$work/corpus.txt" --prepare prefix,bogus -o "$work/x.afix" 2> "$work/err"
check "index build refuses an unknown --prepare word" '[ $? -eq 2 ] && grep -q "not bogus" "$work/err"'

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
