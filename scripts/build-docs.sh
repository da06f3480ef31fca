#!/usr/bin/env bash
# Builds AutofillCore's DocC documentation on Linux with the toolchain's own `docc`, without the
# swift-docc-plugin: symbol graphs from SwiftPM, then `docc convert`. Any warning fails it.
# Output: .build-docs/AutofillCore.doccarchive (gitignored). View it with any static file server:
#   python3 -m http.server -d .build-docs/AutofillCore.doccarchive 8000
#   then open http://localhost:8000/documentation/autofillcore
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
archive="$scratch/AutofillCore.doccarchive"
catalog=Sources/AutofillCore/AutofillCore.docc
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# The state transition table appears twice: in AutofillSuggestionMachine's doc comment and in
# the DynamicSources article. They must stay the same.
table_in_code=$(sed -n 's#^/// \(|.*|\)$#\1#p' Sources/AutofillCore/Suggestions/AutofillSuggestionMachine.swift)
table_in_article=$(grep '^| event | from | to | effects |$' -A 100 "$catalog/DynamicSources.md" |
  sed '/^|/!q' | grep '^|')
if [ "$table_in_code" != "$table_in_article" ]; then
  echo "build-docs: the transition table in $catalog/DynamicSources.md differs from" \
    "AutofillSuggestionMachine's doc comment:" >&2
  diff <(echo "$table_in_code") <(echo "$table_in_article") >&2 || true
  exit 1
fi

# Build the core alone, then extract its public symbols from the built module (what
# `swift package dump-symbol-graph` does, without building and extracting every other target).
swift build --scratch-path "$scratch" --target AutofillCore
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name AutofillCore -target "$(basename "$(dirname "$bin")")" \
  -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" -minimum-access-level public \
  -skip-synthesized-members -output-dir "$graphs"

docc convert "$catalog" \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name AutofillCore \
  --fallback-bundle-identifier org.autofilltextfield.AutofillCore \
  --output-path "$archive" \
  --warnings-as-errors 2>&1 | tee "$log"
if grep -Eq "(warning|error):" "$log"; then
  echo "build-docs: docc printed warnings" >&2
  exit 1
fi
echo "build-docs: $archive"
