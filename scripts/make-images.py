#!/usr/bin/env python3
"""Draws the pictures in img/ (the README's and the DocC articles', whose catalogs link to them
from their Resources/ folders) from real runs of the code.

  architecture  img/architecture.png: the package's split and data flow (ARCHITECTURE.md).
  placement     img/placement.png: dropdown placements computed by `autofill placement`,
                which runs the core's AutofillPlacement on each layout drawn.
  benchmark     img/benchmark.png: the numbers in img/data/bench.json, written by
                `autofill bench --json` (run by hand on an idle machine; never invented).

Usage: scripts/make-images.py [architecture] [placement] [benchmark]
           [--autofill PATH] [--bench-json PATH] [--machine TEXT] [--out DIR]
With no names, draws all three (benchmark only if its JSON exists). Needs matplotlib
(`pip install matplotlib`); placement also needs a Swift toolchain, unless --autofill names a
built `autofill` binary. See scripts/README.md.
"""

import argparse
import json
import os
import subprocess
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch, Rectangle  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Colours shared by the pictures.
CORE = "#dbe9f6"
CORE_EDGE = "#2c6fad"
UIKIT = "#fde7d3"
UIKIT_EDGE = "#c8691c"
CLI = "#e2f1df"
CLI_EDGE = "#3d8b37"
GREY = "#555555"


def save(figure, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # Fixed metadata, so redrawing unchanged input gives the same bytes.
    figure.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(figure)
    print(f"wrote {os.path.relpath(path, ROOT)}")


# Architecture ------------------------------------------------------------------------------


def box(ax, x, y, w, h, title, lines, face, edge, title_size=12, line_size=9.5):
    ax.add_patch(
        FancyBboxPatch(
            (x, y), w, h, boxstyle="round,pad=0.02,rounding_size=0.12", fc=face, ec=edge, lw=1.6
        )
    )
    ax.text(x + 0.15, y + h - 0.14, title, ha="left", va="top", fontsize=title_size,
            fontweight="bold", color="#1a1a1a")
    ax.text(x + 0.15, y + h - 0.52, "\n".join(lines), ha="left", va="top", fontsize=line_size,
            color="#222222", linespacing=1.45)


def arrow(ax, start, end, label=None, label_at=None, color=GREY, style="-|>", rad=0.0,
          size=9, ha="center"):
    ax.add_patch(
        FancyArrowPatch(start, end, arrowstyle=style, mutation_scale=14, lw=1.4, color=color,
                        connectionstyle=f"arc3,rad={rad}")
    )
    if label:
        x, y = label_at or ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        ax.text(x, y, label, ha=ha, va="center", fontsize=size, color="#222222",
                bbox=dict(fc="white", ec="none", pad=1.5))


def draw_architecture(out):
    figure, ax = plt.subplots(figsize=(14, 8))
    figure.subplots_adjust(left=0, right=1, top=1, bottom=0)
    ax.set_xlim(0, 14)
    ax.set_ylim(0, 8)
    ax.axis("off")
    ax.text(7, 7.8, "AutofillTextField: the core decides, the front ends render",
            ha="center", va="top", fontsize=15, fontweight="bold")
    ax.text(7, 7.38, "A Swift package with no dependencies. Data flows one way; "
            "every decision is in AutofillCore and tested on Linux.",
            ha="center", va="top", fontsize=10.5, color="#333333")

    # Front ends, left.
    box(ax, 0.3, 3.7, 3.5, 3.1, "AutofillTextField", [
        "UIKit, iOS 16+; every file in",
        "#if canImport(UIKit)",
        "",
        "UITextField subclass:",
        "• forwards editing, keys, taps",
        "• renders the state in a table",
        "   over the window's root view",
        "• posts announcements to VoiceOver",
    ], UIKIT, UIKIT_EDGE, line_size=9)
    box(ax, 0.3, 0.3, 3.5, 2.9, "autofill (command line)", [
        "Linux and macOS",
        "",
        "• match: matches over word lists",
        "• demo: the dropdown in a terminal",
        "• bench: the index vs a naive scan",
        "• placement: placements as JSON",
    ], CLI, CLI_EDGE, line_size=9)

    # The core, centre.
    ax.add_patch(FancyBboxPatch((5.7, 0.3), 4.6, 6.5,
                                boxstyle="round,pad=0.02,rounding_size=0.15", fc="#f3f8fd",
                                ec=CORE_EDGE, lw=2))
    ax.text(5.85, 6.7, "AutofillCore", ha="left", va="top", fontsize=13, fontweight="bold")
    ax.text(5.85, 6.33, "Foundation only · Sendable values · tested on Linux",
            ha="left", va="top", fontsize=8.8, color="#333333")
    box(ax, 5.9, 4.65, 4.2, 1.45, "Controller / state machine", [
        "AutofillSuggestionController runs AutofillSuggestion-",
        "Machine: events in; state and effects out.",
        "Time comes from an injected Clock.",
    ], CORE, CORE_EDGE, title_size=10.5, line_size=8.3)
    box(ax, 5.9, 2.75, 1.75, 1.55, "Placement", [
        "AutofillPlacement:",
        "rectangles in;",
        "frame, direction out",
    ], CORE, CORE_EDGE, title_size=10.5, line_size=8)
    box(ax, 8.35, 2.75, 1.75, 1.55, "Texts", [
        "AutofillStrings,",
        "AutofillStateTexts:",
        "rows, announcements",
    ], CORE, CORE_EDGE, title_size=10.5, line_size=8)
    box(ax, 5.9, 0.5, 4.2, 1.9, "Matching", [
        "AutofillIndex, built once, immutable: folding,",
        "exact / prefix / suffix / contains, tiers,",
        "the limit and the matched ranges.",
        "Each keystroke is lookups, not a scan.",
    ], CORE, CORE_EDGE, title_size=10.5, line_size=8.3)

    # Sources, right.
    box(ax, 11.4, 4.3, 2.3, 1.95, "Dynamic source", [
        "AutofillSource, e.g.",
        "Data.Query over HTTP;",
        "asynchronous, paged",
    ], "#f4f4f4", GREY, title_size=10.5, line_size=8.6)
    box(ax, 11.4, 0.5, 2.3, 1.9, "Static items", [
        "[AutofillItem],",
        "indexed once,",
        "off the main actor",
    ], "#f4f4f4", GREY, title_size=10.5, line_size=8.6)

    # Flows.
    ax.text(0.95, 7.07, "keystroke", fontsize=9.5, color="#222222", va="center")
    arrow(ax, (0.75, 7.2), (0.75, 6.84))
    arrow(ax, (3.8, 5.85), (5.9, 5.85), "events", (4.75, 6.05), size=9)
    arrow(ax, (5.9, 5.25), (3.8, 5.25))
    ax.text(4.75, 5.15, "state: hidden │ loading │\nresults │ no matches │\nfailed, + highlighted "
            "row;\nannouncements; text to enter", ha="center", va="top", fontsize=7.8)
    arrow(ax, (5.9, 3.5), (3.8, 3.95), "frame, direction", (4.75, 3.5), size=8.5)
    arrow(ax, (3.8, 1.75), (5.7, 1.75), "the same core:\nmatch, demo,\nbench, placement",
          (4.75, 2.35), size=8.5)
    arrow(ax, (8.0, 4.65), (8.0, 2.4), "static\nitems:\nmatches,\nin sync", (8.0, 3.5),
          size=7.5)
    arrow(ax, (10.1, 5.65), (11.4, 5.65), "query, after\nthe debounce", (10.75, 6.05), size=8)
    arrow(ax, (11.4, 4.75), (10.1, 4.95), "page or error;\nstale ones\ndropped",
          (10.75, 4.3), size=8)
    arrow(ax, (11.4, 1.45), (10.1, 1.45), "index", (10.75, 1.65), size=8.5)
    save(figure, out)


# Placement ---------------------------------------------------------------------------------

PHONE = [0, 0, 390, 844]
PHONE_SAFE = [47, 0, 34, 0]
PHONE_KEYBOARD = [0, 508, 390, 336]
LANDSCAPE = [0, 0, 844, 390]
LANDSCAPE_SAFE = [0, 47, 21, 47]
LANDSCAPE_KEYBOARD = [0, 181, 844, 209]

# Each scenario: a title and one or more layouts in the same container, drawn together.
SCENARIOS = [
    ("Near the top: opens below\n8 rows, at most 5 visible", [
        {"field": [16, 120, 358, 44], "container": PHONE, "safe_area": PHONE_SAFE, "rows": 8},
    ]),
    ("Just above the keyboard: too little\nroom below, so it opens above", [
        {"field": [16, 440, 358, 44], "container": PHONE, "safe_area": PHONE_SAFE,
         "keyboard": PHONE_KEYBOARD, "rows": 8},
    ]),
    ("Narrow field: widened to\nmin_width 240, kept in margins", [
        {"field": [300, 200, 74, 44], "container": PHONE, "safe_area": PHONE_SAFE,
         "keyboard": PHONE_KEYBOARD, "rows": 3, "min_width": 240},
    ]),
    ("Right-to-left: aligned to\nthe field's right edge", [
        {"field": [154, 200, 220, 44], "container": PHONE, "safe_area": PHONE_SAFE,
         "keyboard": PHONE_KEYBOARD, "rows": 3, "min_width": 300, "layout_direction": "rtl"},
    ]),
    ("Few rows vs many: 2 rows;\n12 rows cut to 5, the rest scroll", [
        {"field": [16, 160, 170, 44], "container": PHONE, "safe_area": PHONE_SAFE, "rows": 2},
        {"field": [204, 160, 170, 44], "container": PHONE, "safe_area": PHONE_SAFE, "rows": 12},
    ]),
    ("Landscape, keyboard up: below has more room\nthan above, so below, cut to 1 whole row", [
        {"field": [63, 60, 400, 44], "container": LANDSCAPE, "safe_area": LANDSCAPE_SAFE,
         "keyboard": LANDSCAPE_KEYBOARD, "rows": 5},
    ]),
    ("Landscape, keyboard up, field lower: above,\ncut to the 2 whole rows that fit", [
        {"field": [381, 120, 400, 44], "container": LANDSCAPE, "safe_area": LANDSCAPE_SAFE,
         "keyboard": LANDSCAPE_KEYBOARD, "rows": 5},
    ]),
]


def find_autofill(path):
    if path:
        return path
    scratch = os.path.join(ROOT, ".build-images")
    subprocess.run(["swift", "build", "--scratch-path", scratch, "--product", "autofill"],
                   cwd=ROOT, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "--scratch-path", scratch, "--show-bin-path"], cwd=ROOT, check=True,
        capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "autofill")


def run_placement(autofill, layouts):
    """Runs the core's placement on every layout, through `autofill placement`."""
    lines = "".join(json.dumps(layout) + "\n" for layout in layouts)
    result = subprocess.run([autofill, "placement"], input=lines, capture_output=True,
                            text=True, check=True)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    if len(answers) != len(layouts):
        sys.exit("make-images: autofill placement answered a different number of lines")
    return answers


def draw_layout(ax, layouts, answers, title):
    container = layouts[0]["container"]
    top, left, bottom, right = layouts[0].get("safe_area", [0, 0, 0, 0])
    cx, cy, cw, ch = container
    ax.add_patch(Rectangle((cx, cy), cw, ch, fc="#fafafa", ec="#222222", lw=1.4))
    ax.add_patch(Rectangle((cx + left, cy + top), cw - left - right, ch - top - bottom,
                           fc="none", ec="#7a7a7a", lw=1, ls=(0, (4, 3))))
    ax.text(cx + left + 4, cy + top + 3, "safe area", fontsize=7.5, color="#666666",
            va="top")
    keyboard = layouts[0].get("keyboard")
    if keyboard:
        kx, ky, kw, kh = keyboard
        ax.add_patch(Rectangle((kx, ky), kw, kh, fc="#c9c9c9", ec="#8a8a8a", lw=1))
        ax.text(kx + kw / 2, ky + kh / 2, "keyboard", ha="center", va="center", fontsize=10,
                color="#444444")
    for layout, answer in zip(layouts, answers):
        fx, fy, fw, fh = layout["field"]
        ax.add_patch(Rectangle((fx, fy), fw, fh, fc="white", ec=CORE_EDGE, lw=1.8))
        ax.text(fx + 6, fy + fh / 2, "field", va="center", fontsize=8.5, color=CORE_EDGE)
        x, y, w, h = answer["frame"]
        if answer["is_empty"]:
            continue
        row = layout.get("row_height", 44)
        visible = int(round(h / row)) if h >= row else 0
        ax.add_patch(Rectangle((x, y), w, h, fc=UIKIT, ec=UIKIT_EDGE, lw=1.6))
        for i in range(1, visible):
            ax.plot([x, x + w], [y + i * row, y + i * row], color=UIKIT_EDGE, lw=0.6)
        label = f"{answer['direction']}, {visible} of {layout['rows']} rows"
        ax.text(x + w / 2, y + h / 2, label, ha="center", va="center", fontsize=8,
                color="#5a2d06", bbox=dict(fc=UIKIT, ec="none", pad=1))
    ax.set_xlim(cx - 6, cx + cw + 6)
    ax.set_ylim(cy + ch + 6, cy - 6)  # UIKit coordinates: y grows downward
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_title(title, fontsize=9.5, pad=6)
    ax.set_xlabel("\n".join(
        f"{answer['direction']}, frame [{', '.join(f'{v:g}' for v in answer['frame'])}]"
        for answer in answers), fontsize=8.5, color="#5a2d06")


def draw_placement(out, autofill):
    layouts = [layout for _, group in SCENARIOS for layout in group]
    answers = run_placement(autofill, layouts)
    figure = plt.figure(figsize=(16, 12.5))
    figure.suptitle("Dropdown placement, computed by AutofillPlacement (autofill placement)",
                    fontsize=14, fontweight="bold", y=0.985)
    figure.text(0.5, 0.948,
                "Points in the container's coordinates; row height 44, gap 2, margin 8, at most "
                "5 visible rows, 3 rows wanted below. Orange: the computed dropdown.",
                ha="center", fontsize=10, color="#333333")
    top = figure.add_gridspec(1, 5, left=0.01, right=0.99, top=0.9, bottom=0.4, wspace=0.12)
    bottom = figure.add_gridspec(1, 2, left=0.03, right=0.97, top=0.32, bottom=0.03,
                                 wspace=0.12)
    slots = [top[0, i] for i in range(5)] + [bottom[0, 0], bottom[0, 1]]
    position = 0
    for (title, group), slot in zip(SCENARIOS, slots):
        ax = figure.add_subplot(slot)
        draw_layout(ax, group, answers[position:position + len(group)], title)
        position += len(group)
    save(figure, out)


# Benchmark ---------------------------------------------------------------------------------


def draw_benchmark(out, bench_path, machine):
    with open(bench_path, encoding="utf-8") as file:
        report = json.load(file)
    rows = report["latency"]
    misses = report["baseline_misses"]
    sorted_rows = report.get("lookup_baselines", [])
    panels = 3 if sorted_rows else 2
    ratios = [1.55, 0.75, 1] if sorted_rows else [1.55, 1]
    figure, axes = plt.subplots(1, panels, figsize=(17 if sorted_rows else 14, 5.6),
                                gridspec_kw={"width_ratios": ratios})
    left, right = axes[0], axes[-1]
    builds = sorted(report["index_build_ms"])
    build = builds[len(builds) // 2] if builds else float("nan")
    items = max(report["items"], 1)
    subtitle = (f"{report['items']:,} items, seed {report['seed']}, index build "
                f"{build / 1000:.2f} s (median)")
    if "first_suggestion_ms" in report:
        subtitle += f", first suggestion {report['first_suggestion_ms'] / 1000:.2f} s"
    subtitle += f", index {report['index_bytes'] / items:.1f} bytes/item"
    if report.get("corpus_bytes"):
        subtitle += f" ({report['index_bytes'] / report['corpus_bytes']:.2f}× the corpus)"
    if machine:
        subtitle = machine + " · " + subtitle
    figure.suptitle("autofill bench: time per query, measured", fontsize=14,
                    fontweight="bold", y=0.985)
    figure.text(0.5, 0.925, subtitle, ha="center", fontsize=10, color="#333333")

    labels = [f"{row['mode']}\n{row['ordering']}" for row in rows]
    positions = range(len(rows))
    width = 0.38
    p50 = [row["p50_us"] for row in rows]
    p99 = [row["p99_us"] for row in rows]
    left.bar([p - width / 2 for p in positions], p50, width, label="p50", color=CORE_EDGE)
    left.bar([p + width / 2 for p in positions], p99, width, label="p99", color="#8fb8de")
    worst = [row["worst_combination_p99_us"] for row in rows]
    left.scatter([p + width / 2 for p in positions], worst, marker="_", s=260, color="#b22222",
                 zorder=3, label="worst folding's p99")
    for p, a, b in zip(positions, p50, p99):
        left.text(p - width / 2, a, f"{a:g}", ha="center", va="bottom", fontsize=7.5)
        left.text(p + width / 2, b, f"{b:g}", ha="center", va="bottom", fontsize=7.5)
    left.set_xticks(list(positions), labels, fontsize=8.5)
    left.set_ylabel("µs per query (maximumCount 5)")
    left.set_title("Index latency by mode and ordering, all 8 foldings", fontsize=10.5)
    left.legend(fontsize=8.5, frameon=False)
    left.spines[["top", "right"]].set_visible(False)
    left.set_ylim(0, max(worst + p99) * 1.15)

    if sorted_rows:
        middle = axes[1]
        names = [row["mode"] for row in sorted_rows]
        spots = range(len(sorted_rows))
        # p50 as the bar, p99 as a tick above it, per contender.
        contenders = [("index_buffer", "index, reused buffer", CORE_EDGE),
                      ("index", "index, array of matches", "#8fb8de"),
                      ("sorted_keys", "binary search, index's keys", "#c8691c"),
                      ("sqlite_btree", "SQLite B-tree, same keys", "#6a8f3c")]
        contenders = [c for c in contenders if sorted_rows[0].get(c[0] + "_p50_us") is not None]
        narrow = 0.8 / len(contenders)
        tallest = 0
        for number, (key, label, color) in enumerate(contenders):
            shift = (number - (len(contenders) - 1) / 2) * narrow
            p50s = [row[key + "_p50_us"] for row in sorted_rows]
            p99s = [row[key + "_p99_us"] for row in sorted_rows]
            tallest = max([tallest] + p99s)
            middle.bar([s + shift for s in spots], p50s, narrow, label=label, color=color)
            middle.scatter([s + shift for s in spots], p99s, marker="_", s=160, color=color,
                           zorder=3)
            for s, a, b in zip(spots, p50s, p99s):
                middle.text(s + shift, a, f"{a:g}", ha="center", va="bottom", fontsize=7)
                middle.text(s + shift, b, f"{b:g}", ha="center", va="bottom", fontsize=7)
        middle.set_xticks(list(spots), names, fontsize=9)
        middle.set_ylabel("µs per query: bar p50, tick p99")
        sqlite = report.get("sqlite", {})
        title = "Same queries, default folding, in turns"
        if sqlite.get("version"):
            title += f"\n(SQLite {sqlite['version']} in memory)"
        middle.set_title(title, fontsize=10.5)
        middle.set_ylim(0, tallest * 1.5)
        middle.legend(fontsize=7.5, frameon=False, loc="upper left", ncol=2)
        middle.spines[["top", "right"]].set_visible(False)

    names = [row["mode"] for row in misses]
    naive = [row["range_of_scan_p50_ms"] * 1000 for row in misses]
    prefolded = [row["prefolded_scan_p50_ms"] * 1000 for row in misses]
    index = [row["index_p50_us"] for row in misses]
    spots = range(len(misses))
    third = 0.27
    right.bar([s - third for s in spots], naive, third, label="range(of:options:) scan, p50",
              color="#c8691c")
    right.bar(list(spots), prefolded, third, label="scan of values folded once, p50",
              color="#e8b48a")
    right.bar([s + third for s in spots], index, third, label="index, p50", color=CORE_EDGE)
    right.set_yscale("log")
    for s, n, f, i, row in zip(spots, naive, prefolded, index, misses):
        right.text(s - third, n * 1.15, f"{n / 1000:,.0f} ms", ha="center", fontsize=7)
        right.text(s, f * 1.15, f"{f / 1000:,.1f} ms", ha="center", fontsize=7)
        right.text(s + third, i * 1.15, f"{i:g} µs", ha="center", fontsize=7)
        right.text(s, (f * min(index) / 3) ** 0.5,
                   f"{row['speedup_vs_prefolded']:,.0f}×", ha="center", va="center",
                   rotation=90, fontsize=9, fontweight="bold", color="#333333")
    right.set_xticks(list(spots), names, fontsize=9)
    right.set_ylabel("µs per query (log scale)")
    right.set_title("Queries that match nothing, default folding:\nspeed-up over the scan of "
                    "pre-folded values", fontsize=10.5)
    right.set_ylim(min(index) / 3, max(naive) * 40)
    right.legend(fontsize=8.5, frameon=False, loc="upper left")
    right.spines[["top", "right"]].set_visible(False)
    figure.tight_layout(rect=(0, 0, 1, 0.92))
    save(figure, out)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("images", nargs="*", metavar="IMAGE",
                        help="architecture, placement or benchmark (default: all)")
    parser.add_argument("--autofill", help="a built autofill binary (default: swift build)")
    parser.add_argument("--bench-json", default=os.path.join(ROOT, "img", "data", "bench.json"))
    parser.add_argument("--machine", default="",
                        help='where the benchmark ran, e.g. "Swift 6.3.1, Linux, 2 cores"')
    parser.add_argument("--out", default=os.path.join(ROOT, "img"))
    options = parser.parse_args()
    names = ["architecture", "placement", "benchmark"]
    unknown = [name for name in options.images if name not in names]
    if unknown:
        parser.error(f"unknown image {unknown[0]}; choose from {', '.join(names)}")
    images = options.images or names
    if "architecture" in images:
        draw_architecture(os.path.join(options.out, "architecture.png"))
    if "placement" in images:
        draw_placement(os.path.join(options.out, "placement.png"),
                       find_autofill(options.autofill))
    if "benchmark" in images:
        if os.path.exists(options.bench_json):
            draw_benchmark(os.path.join(options.out, "benchmark.png"), options.bench_json,
                           options.machine)
        elif options.images:
            sys.exit(f"make-images: no {options.bench_json}; run autofill bench --json first")
        else:
            print(f"skipped benchmark: no {os.path.relpath(options.bench_json, ROOT)}")


if __name__ == "__main__":
    main()
