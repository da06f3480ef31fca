#!/usr/bin/env bash
# Selects the Xcode a CI job builds with, from the runner image's /Applications: the exact
# version if it is there (select-xcode.sh 16.4), else the newest release of that major version
# (select-xcode.sh 26 picks 26.5 over 26.4.1; betas are never picked). Exports DEVELOPER_DIR to
# the later steps of a GitHub Actions job (GITHUB_ENV) and to this shell's caller's output.
set -euo pipefail
wanted=${1:?usage: select-xcode.sh VERSION (16.4, or 26 for the newest 26.x)}
app=""
if [ -d "/Applications/Xcode_${wanted}.app" ]; then
  app="/Applications/Xcode_${wanted}.app"
else
  # Releases only: Xcode_26.5.app, not Xcode_27_beta_6.app or a release candidate's name.
  app=$(find /Applications -maxdepth 1 -type d -name "Xcode_${wanted}.*.app" \
    | grep -E "^/Applications/Xcode_[0-9.]+\.app$" | sort -V | tail -n 1 || true)
fi
if [ -z "$app" ]; then
  echo "select-xcode: no Xcode ${wanted} on this runner; it has:" >&2
  ls -d /Applications/Xcode*.app >&2 || true
  exit 1
fi
developer_dir="$app/Contents/Developer"
if [ -n "${GITHUB_ENV:-}" ]; then echo "DEVELOPER_DIR=$developer_dir" >> "$GITHUB_ENV"; fi
DEVELOPER_DIR="$developer_dir" xcodebuild -version >&2
echo "$developer_dir"
