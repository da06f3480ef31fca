#!/usr/bin/env bash
# Prints the identifier of an available iPhone simulator for the selected Xcode (DEVELOPER_DIR,
# or xcode-select's): an iPhone of the newest iOS runtime not newer than the Xcode's iOS
# Simulator SDK (a full-size model before an SE or an "e" one), so each Xcode gets a simulator
# it can run, whatever the runner image names its devices (iPhone 16 with Xcode 16, iPhone 17
# with Xcode 26). Also exports SIMULATOR_ID to the later steps of a GitHub Actions job.
set -euo pipefail
sdk=$(xcrun --sdk iphonesimulator --show-sdk-version)
devices=${SIMCTL_DEVICES_JSON:-$(xcrun simctl list devices available --json)}
id=$(SDK="$sdk" python3 -c '
import json, os, re, sys

def version(text):
    return tuple(int(n) for n in re.findall(r"\d+", text))

sdk = version(os.environ["SDK"])
runtimes = json.load(sys.stdin)["devices"]
best = None
for runtime, devices in runtimes.items():
    if ".iOS-" not in runtime:
        continue
    v = version(runtime.split(".iOS-")[1])
    phones = [d for d in devices if d.get("isAvailable", True) and d["name"].startswith("iPhone")]
    # A full-size iPhone first: the SE and the "e" models have the smallest screens.
    phones.sort(key=lambda d: "SE" in d["name"] or d["name"].endswith("e"))
    if phones and v <= sdk and (best is None or v > best[0]):
        best = (v, phones[0]["udid"], phones[0]["name"])
if best is None:
    sys.exit("pick-simulator: no available iPhone simulator for iOS %s" % os.environ["SDK"])
print(best[1])
print("pick-simulator: %s, iOS %s" % (best[2], ".".join(map(str, best[0]))), file=sys.stderr)
' <<< "$devices")
if [ -n "${GITHUB_ENV:-}" ]; then echo "SIMULATOR_ID=$id" >> "$GITHUB_ENV"; fi
echo "$id"
