#!/usr/bin/env python3
"""Checks that every ```swift block in README.md appears verbatim in a Swift file under
TestHarness/, so `ios-typecheck` (which compiles the harness for iOS) checks the README's code.

A block may only appear indented as a whole (inside a function in the harness). A block right
after a line `<!-- readme-samples: skip REASON -->` is not checked (Package.swift, for one).
Exit 0 when every block is found, 1 otherwise.
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
readme = (root / "README.md").read_text(encoding="utf-8").splitlines()

blocks = []  # (line number, lines)
skip = False
i = 0
while i < len(readme):
    line = readme[i]
    if line.strip().startswith("<!-- readme-samples: skip"):
        skip = True
    elif line.strip() == "```swift":
        start = i + 1
        j = start
        while j < len(readme) and readme[j].strip() != "```":
            j += 1
        if not skip:
            blocks.append((start, [l.rstrip() for l in readme[start:j]]))
        skip = False
        i = j
    elif line.strip():
        skip = False
    i += 1

harness = [
    [l.rstrip() for l in p.read_text(encoding="utf-8").splitlines()]
    for p in sorted((root / "TestHarness").rglob("*.swift"))
]


def found(block):
    first = block[0]
    for lines in harness:
        for k, line in enumerate(lines):
            if not line.endswith(first) or line.strip() != first.strip():
                continue
            indent = line[: len(line) - len(first)]
            if indent.strip():
                continue
            window = lines[k : k + len(block)]
            if len(window) == len(block) and all(
                (h == indent + b) if b else (h == "") for h, b in zip(window, block)
            ):
                return True
    return False


missing = [(n, b) for n, b in blocks if b and not found(b)]
for n, b in missing:
    print(f"README.md:{n}: this swift block is not verbatim in TestHarness/:\n  {b[0]}")
print(f"readme-samples: {len(blocks) - len(missing)} of {len(blocks)} swift blocks found in TestHarness/")
sys.exit(1 if missing else 0)
