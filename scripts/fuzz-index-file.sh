#!/bin/sh
# Fuzzes the index file loader (Sources/AutofillCore/IndexFile/IndexFileFormat*.swift) with
# libFuzzer and AddressSanitizer: compiles the format's source alone with the harness
# Tests/Fuzz/IndexFileFuzzer.swift, seeds the corpus with small valid files, and runs RUNS
# inputs (default 100000). Exits non-zero on a crash, a sanitizer report or a mismatch.
#
#   scripts/fuzz-index-file.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
runs=${1:-100000}
out=${FUZZ_DIR:-.build/fuzz-index-file}
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -module-name AutofillCore -O \
  Sources/AutofillCore/AutofillItem.swift Sources/AutofillCore/AutofillHighlight.swift \
  Sources/AutofillCore/AutofillMatchMode.swift \
  Sources/AutofillCore/AutofillMatchOptions.swift \
  Sources/AutofillCore/IndexFile/IndexFileFormat.swift \
  Sources/AutofillCore/IndexFile/IndexFileFormat+Version3.swift Tests/Fuzz/IndexFileFuzzer.swift \
  -o "$out/fuzz-index-file"
FUZZ_SEED_DIR="$out/corpus" "$out/fuzz-index-file" -runs="$runs" -max_len=2048 -seed=1 \
  -print_final_stats=1 "$out/corpus"
