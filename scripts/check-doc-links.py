#!/usr/bin/env python3
"""Checks the relative links of the Markdown documentation: README.md, CONTRIBUTING.md,
CHANGELOG.md and docs/*.md. A link must name a file that exists and, with a #fragment into a
Markdown file, a heading of that file (as GitHub makes anchors: lower case, punctuation dropped,
spaces to hyphens). Links to web addresses are not followed.

    python3 scripts/check-doc-links.py [--allow-missing docs/some-page.md ...]

Prints each broken link as file:line: message and exits 1 when there is one.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def pages():
    for name in ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]:
        if os.path.exists(os.path.join(ROOT, name)):
            yield name
    docs = os.path.join(ROOT, "docs")
    if os.path.isdir(docs):
        for name in sorted(os.listdir(docs)):
            if name.endswith(".md"):
                yield os.path.join("docs", name)


def prose_lines(path):
    """The lines outside fenced code blocks, with their numbers."""
    fenced = False
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if not fenced:
                yield number, line


def anchor(heading):
    text = re.sub(r"`", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found = set()
    for _, line in prose_lines(path):
        match = re.match(r"^(#{1,6})\s+(.*)$", line)
        if match:
            found.add(anchor(match.group(2)))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--allow-missing", nargs="*", default=[], help="pages that may not exist yet")
    allowed = {os.path.normpath(p) for p in parser.parse_args().allow_missing}
    problems = 0
    for page in pages():
        for number, line in prose_lines(page):
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target):
                    continue
                file_part, _, fragment = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(page), file_part)) if file_part else page
                if not os.path.exists(os.path.join(ROOT, resolved)):
                    if resolved in allowed:
                        continue
                    print(f"{page}:{number}: {target}: no such file {resolved}")
                    problems += 1
                    continue
                if fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                    print(f"{page}:{number}: {target}: no heading '#{fragment}' in {resolved}")
                    problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
