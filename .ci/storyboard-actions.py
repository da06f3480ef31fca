#!/usr/bin/env python3
"""Checks every action connection in TestHarness/'s storyboards and xibs: its destination has a
custom class, that class is declared in a Swift file under TestHarness/, and the class declares
an `@IBAction` or `@objc` method with the selector's name and number of arguments.

`ios-typecheck` checks custom classes, runtime attributes and outlets, but not actions: it
looks for a `target` attribute, while Interface Builder writes `destination`.
Exit 0 when every action resolves, 1 otherwise.
"""
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

root = pathlib.Path(__file__).resolve().parent.parent / "TestHarness"
sources = {p: p.read_text(encoding="utf-8") for p in root.rglob("*.swift")}


def class_body(name):
    """The text of `class NAME` up to the closing brace at the declaration's indentation."""
    for text in sources.values():
        match = re.search(rf"^(\s*)(?:[\w@]+\s+)*class {re.escape(name)}\b[^\n]*\{{", text, re.M)
        if match:
            indent = match.group(1).replace("\n", "")
            end = re.search(rf"^{indent}\}}", text[match.end():], re.M)
            return text[match.start(): match.end() + (end.start() if end else len(text))]
    return None


def has_action(body, selector):
    name = selector.split(":")[0]
    arguments = selector.count(":")
    lines = body.splitlines()
    for i, line in enumerate(lines):
        match = re.search(rf"\bfunc {re.escape(name)}\(([^)]*)\)", line)
        if not match:
            continue
        parameters = match.group(1).strip()
        count = parameters.count(":") if parameters else 0
        attributes = line + (lines[i - 1] if i > 0 else "")
        if ("@IBAction" in attributes or "@objc" in attributes) and count == arguments:
            return True
    return False


problems = []
checked = 0
for path in sorted(list(root.rglob("*.storyboard")) + list(root.rglob("*.xib"))):
    tree = ET.parse(path)
    classes = {e.get("id"): e.get("customClass") for e in tree.iter() if e.get("id")}
    for action in tree.iter("action"):
        checked += 1
        selector, destination = action.get("selector"), action.get("destination")
        cls = classes.get(destination)
        where = f"{path.relative_to(root.parent)}: action {selector}"
        if not cls:
            problems.append(f"{where}: destination {destination} has no custom class")
            continue
        body = class_body(cls)
        if body is None:
            problems.append(f"{where}: class {cls} is not declared under TestHarness/")
        elif not has_action(body, selector):
            problems.append(f"{where}: {cls} has no @IBAction/@objc method for it")

for problem in problems:
    print(problem)
print(f"storyboard-actions: {checked - len(problems)} of {checked} actions resolve")
sys.exit(1 if problems else 0)
