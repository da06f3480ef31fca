#!/usr/bin/env bash
# Builds AutofillCore's DocC documentation on Linux with the toolchain's own `docc`, without the
# swift-docc-plugin: symbol graphs from SwiftPM, then `docc convert`. Any warning fails it.
# Output: .build-docs/AutofillCore.doccarchive (gitignored), and AutofillTextField's articles in
# .build-docs/AutofillTextField.doccarchive. View them with any static file server:
#   python3 -m http.server -d .build-docs/AutofillCore.doccarchive 8000
#   then open http://localhost:8000/documentation/autofillcore
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
catalog=Sources/AutofillCore/AutofillCore.docc
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# The state transition tables appear twice: in AutofillSuggestionMachine's doc comment and in
# the DynamicSources article. They must stay the same.
table_in_code=$(sed -n 's#^/// \(|.*|\)$#\1#p' Sources/AutofillCore/Suggestions/AutofillSuggestionMachine.swift)
# Every table that starts with that header, each up to the blank line after it.
table_in_article=$(sed -n '/^| event | from | to | effects |$/,/^$/p' "$catalog/DynamicSources.md" |
  grep '^|')
if [ "$table_in_code" != "$table_in_article" ]; then
  echo "build-docs: the transition table in $catalog/DynamicSources.md differs from" \
    "AutofillSuggestionMachine's doc comment:" >&2
  diff <(echo "$table_in_code") <(echo "$table_in_article") >&2 || true
  exit 1
fi

# Build the library targets, then extract each one's public symbols from its built module
# (what `swift package dump-symbol-graph` does, without building every other target).
swift build --scratch-path "$scratch" --target AutofillTextField
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
convert() { # module, catalog
  local graphs="$scratch/symbol-graphs/$1" archive="$scratch/$1.doccarchive"
  rm -rf "$graphs" "$archive"
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$1" -target "$(basename "$(dirname "$bin")")" \
    -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" -minimum-access-level public \
    -skip-synthesized-members -output-dir "$graphs"
  docc convert "$2" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$1" \
    --fallback-bundle-identifier "org.autofilltextfield.$1" \
    --output-path "$archive" \
    --warnings-as-errors 2>&1 | tee "$log"
  if grep -Eq "(warning|error):" "$log"; then
    echo "build-docs: docc printed warnings for $1" >&2
    exit 1
  fi
  echo "build-docs: $archive"
}
convert AutofillCore "$catalog"
# Off Apple platforms the UIKit class compiles away, so this checks the articles and their
# links only; Xcode's Product > Build Documentation builds it with the class's symbols.
convert AutofillTextField Sources/AutofillTextField/AutofillTextField.docc
