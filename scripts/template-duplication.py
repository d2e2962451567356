#!/usr/bin/env python3
"""Measures copy-paste between the built-in templates: the lines in files under Templates/ whose
bytes equal another file's there.

Usage: scripts/template-duplication.py [TEMPLATES_DIR]   (default: Templates/ of this repository)

Prints each group of byte-identical files (lines per copy, copies, paths) and the total: every
line of every file in a group counts, since each copy is kept in step by hand. With template
inheritance (`"base"` in template.json) a derived template keeps only the files that differ, so
the figure should stay small; `modgen check` warns about a derived file identical to its base's.
"""
import hashlib
import os
import sys
from collections import defaultdict


def main() -> int:
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Templates")
    root = os.path.normpath(root)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
