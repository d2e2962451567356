#!/usr/bin/env python3
"""Finds internal vocabulary in what users and contributors read.

Docs, help text, templates, generated code (the golden snapshots) and doc comments name the
thing itself: "a container module that embeds child modules", not the number of the design
document it came from, the work round that changed it or the issue that asked for it.

    scripts/lint-words.py [ROOT]

Prints one `file:line:column: error: …` line per finding and exits 1 when there is any.
"""

import os
import re
import sys

# What a reader outside the team cannot know, and the plain words to use instead.
PATTERNS = [
    (re.compile(r"\bseeds? ?0\d\d\b", re.I), "a design document's number; name the thing itself"),
    (re.compile(r"\bseed documents?\b", re.I), "internal documents; name the thing itself"),
    (re.compile(r"\bform [1-4]\b|\b(first|second|third|fourth) form\b", re.I),
     "a composite form's number; say container, scroll stack, section list or cell modules"),
    (re.compile(r"\bB-VIPER\b"), "jargon; say 'VIPER with a passive view'"),
    (re.compile(r"\b(this|last|next|previous) round\b|\brounds? ago\b", re.I),
     "a work round; say what changed, in the changelog or a commit message"),
    (re.compile(r"\bissue #?\d+\b", re.I), "an issue number; say what the thing is"),
    (re.compile(r"\bModgenKit\b"), "a target that no longer exists"),
]

# Pages that describe the present: a dated paragraph ("on 26 November 2026", "the evening of …") is
# history, which belongs in commits and the changelog.
DIARY_ROOTS = ("README.md", "CONTRIBUTING.md", "docs" + os.sep)
DIARY_PATTERNS = [
    (re.compile(r"\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)"
                r"( \d{4})?\b"), "a dated paragraph; describe the present (history goes in the changelog)"),
    (re.compile(r"\b(on|in) the (morning|afternoon|evening) of\b", re.I),
     "a dated paragraph; describe the present (history goes in the changelog)"),
]

# Folders and files read by users or contributors; build products and fetched data are not.
ROOTS = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "docs", "Sources", "Templates", "Tests", "Plugins",
         "Examples", "scripts", "Fuzz", "Makefile", "Package.swift", ".ci", ".github"]
SKIP_DIRS = {".build", ".swiftpm", ".git"}
TEXT_SUFFIXES = (".md", ".swift", ".liquid", ".json", ".sh", ".py", ".yml", ".yaml", "Makefile", "run")


def files(root):
    for name in ROOTS:
        path = os.path.join(root, name)
        if os.path.isfile(path):
            yield path
        for folder, dirs, names in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith(".build"))
            for file in sorted(names):
                if file.endswith(TEXT_SUFFIXES):
                    yield os.path.join(folder, file)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    me = os.path.realpath(__file__)
    findings = 0
    for path in files(root):
        if os.path.realpath(path) == me:
            continue
        shown_path = os.path.relpath(path, root)
        patterns = PATTERNS + (DIARY_PATTERNS if shown_path.startswith(DIARY_ROOTS) else [])
        with open(path, encoding="utf-8", errors="replace") as handle:
            for number, line in enumerate(handle, 1):
                for pattern, advice in patterns:
                    for match in pattern.finditer(line):
                        findings += 1
                        shown = os.path.relpath(path, root)
                        print(f"{shown}:{number}:{match.start() + 1}: error: '{match.group(0)}' is {advice}")
                        print(line.rstrip("\n"))
                        print(" " * match.start() + "^")
    if findings:
        print(f"{findings} internal word(s) found", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
