#!/bin/sh
# Builds and runs the package in Tests/PluginFixture, which uses AutofillIndexPlugin as an app
# would: its places.autofill.txt must be built into places.afix in its bundle, opened from
# Bundle.module, and suggest from it. The fixture names this package by a path, so it is copied
# beside a link named AutofillTextField (the package's identity), wherever the clone is.
set -eu
cd "$(dirname "$0")/.."
root=$PWD
scratch=${PLUGIN_FIXTURE_DIR:-$root/.build-plugin-fixture}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/AutofillTextField"
cp -R Tests/PluginFixture "$work/PluginFixture"
swift build --package-path "$work/PluginFixture" --scratch-path "$scratch"
output=$(swift run --package-path "$work/PluginFixture" --scratch-path "$scratch" --skip-build \
  PluginFixture zu stras)
expected=$(printf 'Zürich, Zug, Zurigo\nStraße')
if [ "$output" != "$expected" ]; then
  echo "plugin fixture: expected" >&2
  echo "$expected" >&2
  echo "got" >&2
  echo "$output" >&2
  exit 1
fi
echo "plugin fixture: the index built by AutofillIndexPlugin suggests from Bundle.module"
