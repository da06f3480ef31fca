#!/usr/bin/env python3
"""Checks the TestHarness project file and the script that keeps its hosted test target in sync
(scripts/sync-hosted-tests.py), on a copy of TestHarness/:

1. the project is in sync: the script changes nothing;
2. the project's TargetAttributes has one entry per target, each at its own level (five tabs,
   with nothing nested in it): the script once wrote the test target's entry inside the app's;
3. the script puts a missing entry for the test target back at that level, as it was.

Exit 0 when all hold, 1 otherwise.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

repo = pathlib.Path(__file__).resolve().parent.parent
script = repo / "scripts/sync-hosted-tests.py"
relative = "TestHarness/TestHarness.xcodeproj/project.pbxproj"
TEST_TARGET = "4A7F0C000000000000000415"
failures = []


def sync(root):
    subprocess.run([sys.executable, str(script), str(root)], check=True, stdout=subprocess.DEVNULL)
    return (root / relative).read_text()


def attribute_problems(text):
    """What is wrong with the TargetAttributes dictionary's shape."""
    start = text.index("\t\t\t\tTargetAttributes = {\n")
    end = text.index("\n\t\t\t\t};\n", start)
    lines = text[start:end].split("\n")[1:]
    targets_list = re.search(r"\n\t\t\ttargets = \(\n(.*?)\n\t\t\t\);", text, re.S).group(1)
    targets = re.findall(r"([0-9A-F]{24})", targets_list)
    problems, entries, depth = [], [], 0
    for line in lines:
        opens = re.match(r"^(\t+)([0-9A-F]{24}) = \{$", line)
        if opens:
            if depth != 0 or len(opens.group(1)) != 5:
                problems.append(f"entry {opens.group(2)} is nested or at the wrong level")
            entries.append(opens.group(2))
            depth += 1
        elif line.strip() == "};":
            if len(line) - len(line.lstrip("\t")) != 5:
                problems.append(f"a closing line at the wrong level: {line!r}")
            depth -= 1
        elif len(line) - len(line.lstrip("\t")) != 6:
            problems.append(f"an attribute at the wrong level: {line!r}")
    if depth != 0:
        problems.append("unbalanced braces")
    if sorted(entries) != sorted(targets):
        problems.append(f"entries {entries} are not the project's targets {targets}")
    return problems


with tempfile.TemporaryDirectory() as folder:
    root = pathlib.Path(folder)
    shutil.copytree(repo / "TestHarness", root / "TestHarness")
    (root / "scripts").mkdir()
    original = (repo / relative).read_text()

    if sync(root) != original:
        failures.append("the project is not in sync: run scripts/sync-hosted-tests.py and commit")
    failures += attribute_problems(original)

    entry = re.search(rf"\t\t\t\t\t{TEST_TARGET} = \{{\n.*?\n\t\t\t\t\t\}};\n", original, re.S)
    if not entry:
        failures.append("the test target has no TargetAttributes entry")
    else:
        (root / relative).write_text(original.replace(entry.group(0), ""))
        restored = sync(root)
        failures += [f"after restoring the entry: {p}" for p in attribute_problems(restored)]
        if restored != original:
            failures.append("the script does not restore the test target's entry as it was")

for failure in failures:
    print(f"project-sync: {failure}", file=sys.stderr)
print(f"project-sync: {'failed' if failures else 'ok'}")
sys.exit(1 if failures else 0)
