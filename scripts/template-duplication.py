#!/usr/bin/env python3
"""Measures copy-paste between the built-in templates, in two ways.

Usage: scripts/template-duplication.py [--max-percent N] [--window W] [TEMPLATES_DIR]
       (default: Templates/ of this repository, W = 6)

1. Byte-identical files: each group of files under Templates/ whose bytes are equal (lines per
   copy, copies, paths) and the total: every line of every file in a group counts, since each copy
   is kept in step by hand. `modgen check` warns about a derived file identical to its base's.

2. Shared runs of lines: how many of each template's lines lie in a run of W consecutive lines
   that another template repeats. Only `.liquid` files count (code and test files, snippets);
   `template.json` does not. In each file, lines are taken with trailing whitespace stripped and
   blank lines dropped; indentation is kept, so a run counts as shared only when its lines are
   indented alike, as a copy that renders the same text is. A window is W consecutive non-blank
   lines of one file; a template's line is shared when some window holding it also occurs, with
   the same text, in a file of a different template (a window repeated within one template does
   not count). `common` is a template like the others: a run shared between `common` and a
   template based on it counts in both. Each line is counted once, however many windows or
   templates share it. The per-template figure is its shared lines over its non-blank lines; the
   overall figure is the sum of shared lines over the sum of non-blank lines of all templates.

With --max-percent N the script exits 1 when the overall share of lines in shared runs is above
N percent (the Makefile's `lint` target and CI run it so).
"""
import argparse
import hashlib
import os
import sys
from collections import defaultdict


def byte_identical_files(root: str) -> None:
    groups = defaultdict(list)
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.startswith("."):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                data = handle.read()
            groups[hashlib.sha256(data).hexdigest()].append((os.path.relpath(path, root), data))
    duplicated = [files for files in groups.values() if len(files) > 1]
    duplicated.sort(key=lambda files: (-len(files) * files[0][1].count(b"\n"), files[0][0]))
    total = 0
    for files in duplicated:
        lines = files[0][1].count(b"\n")
        total += lines * len(files)
        print(f"{lines:5} lines x {len(files)}: " + ", ".join(path for path, _ in files))
    print(f"{total} lines in {sum(len(files) for files in duplicated)} byte-identical template files"
          f" ({len(duplicated)} groups) under {root}")


def template_files(root: str) -> dict:
    """Each template's .liquid files as {template: {relative path: [non-blank lines]}}."""
    templates = {}
    for template in sorted(os.listdir(root)):
        folder = os.path.join(root, template)
        if template.startswith(".") or not os.path.isdir(folder):
            continue
        files = {}
        for current, dirs, names in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(names):
                if not name.endswith(".liquid"):
                    continue
                path = os.path.join(current, name)
                with open(path, encoding="utf-8") as handle:
                    lines = [line.rstrip() for line in handle.read().split("\n")]
                files[os.path.relpath(path, folder)] = [line for line in lines if line]
        templates[template] = files
    return templates


def shared_runs(root: str, window: int) -> float:
    templates = template_files(root)
    owners = defaultdict(set)  # window text -> templates that have it
    for template, files in templates.items():
        for lines in files.values():
            for start in range(len(lines) - window + 1):
                owners[tuple(lines[start:start + window])].add(template)
    all_lines = all_shared = 0
    print(f"lines in runs of {window} non-blank lines that another template repeats (.liquid files):")
    for template, files in templates.items():
        lines_total = shared_total = 0
        for lines in files.values():
            shared = set()
            for start in range(len(lines) - window + 1):
                if len(owners[tuple(lines[start:start + window])]) > 1:
                    shared.update(range(start, start + window))
            lines_total += len(lines)
            shared_total += len(shared)
        all_lines += lines_total
        all_shared += shared_total
        percent = 100.0 * shared_total / lines_total if lines_total else 0.0
        print(f"  {template:12} {shared_total:5} of {lines_total:5} lines  {percent:5.1f}%")
    overall = 100.0 * all_shared / all_lines if all_lines else 0.0
    print(f"  {'overall':12} {all_shared:5} of {all_lines:5} lines  {overall:5.1f}%")
    return overall


def main() -> int:
    parser = argparse.ArgumentParser(description="Measures copy-paste between the built-in templates.")
    parser.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), "..", "Templates"))
    parser.add_argument("--max-percent", type=float, help="fail when the overall share is above this")
    parser.add_argument("--window", type=int, default=6, help="lines in a run (default 6)")
    args = parser.parse_args()
    root = os.path.normpath(args.root)
    byte_identical_files(root)
    overall = shared_runs(root, args.window)
    if args.max_percent is not None and overall > args.max_percent:
        print(f"error: {overall:.1f}% of template lines lie in runs another template repeats;"
              f" at most {args.max_percent:g}% allowed. Move the shared text into a snippet"
              f" (see docs/template-sharing.md).", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
