#!/usr/bin/env python3
"""Swift functions, initialisers, accessors and closures longer than a number of lines.

A body's length runs from the line its declaration starts on (or, for a closure, the line of its
opening brace) to the line of its closing brace, both counted, found by brace matching. Braces in
string literals (plain, multi-line and raw, interpolations included) and in comments do not count.

What each brace opens is read from the statement before it: `func`, `init`, `deinit` and
`subscript` are functions; `var` and `get`/`set`/`willSet`/`didSet` without `=` are accessors; a
brace after an expression (`items.map {`, `let f = {`, `foo(a, {`) is a closure; type bodies and
control flow (`if`, `for`, `switch`, `else`, ...) are neither. A closure inside a long function is
listed on its own when it is long itself.

Usage:
  scripts/function-lengths.py [--over N] [--max-over-80 M] [--max-run R] [paths...]
      (default: Sources, N = 80)

Prints `lines  file:line kind name`, longest first, then a count. The limits make it a check, as
`make lint` and CI run it: with `--max-over-80 M` it exits 1 when more than M bodies are over 80
lines, and with `--max-run R` when a command's `run` (a `func run` in a file below
Sources/ModgenCLI/Commands) is longer than R lines. A check prints nothing when it passes, and on
failure the bodies it fails on.
"""
import argparse
import os
import re
import sys

MODIFIERS = {
    "private", "fileprivate", "internal", "package", "public", "open", "static", "class", "final",
    "override", "mutating", "nonmutating", "convenience", "required", "nonisolated", "lazy", "weak",
    "unowned", "dynamic", "optional", "indirect", "consuming", "borrowing", "isolated",
}
FUNCTIONS = {"func", "init", "deinit", "subscript"}
ACCESSORS = {"get", "set", "willSet", "didSet", "_read", "_modify"}
SKIPPED = {
    "struct", "class", "enum", "extension", "protocol", "actor", "if", "guard", "for", "while",
    "switch", "do", "else", "catch", "repeat", "defer", "case", "default", "import", "#if", "#else",
    "#elseif", "precedencegroup", "operator",
}
CONTINUATIONS = (".", "->", ">", "where", "throws", "async", "rethrows", "&&", "||", "?", ":", "==", "+", "-", "*")


def code_only(text):
    """`text` with comments and string literals blanked, newlines kept so positions hold."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    def skip_string(i):
        """Index past the string literal starting at `i` (at its `#`s or its quote)."""
        start = i
        hashes = 0
        while i < n and text[i] == "#":
            hashes += 1
            i += 1
        multi = text.startswith('"""', i)
        i += 3 if multi else 1
        closing = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape, i):
                i += len(escape)
                if i < n and text[i] == "(":
                    depth = 1
                    i += 1
                    while i < n and depth:
                        if text[i] == '"' or (text[i] == "#" and text.startswith('"', i + 1)):
                            i = skip_string(i)
                            continue
                        depth += {"(": 1, ")": -1}.get(text[i], 0)
                        i += 1
                else:
                    i += 1
                continue
            if text.startswith(closing, i):
                return i + len(closing)
            if not multi and text[i] == "\n":
                return i
            i += 1
        return n if i >= n else i

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            end = skip_string(i)
            blank(i, end)
            i = end
        else:
            i += 1
    return "".join(out)


def statement_before(code, start, brace):
    """The logical statement from `start` to the brace at `brace`: lines joined while they continue."""
    lines = [line.strip() for line in code[start:brace].split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    kept = []
    depth = 0
    index = len(lines) - 1
    while index >= 0:
        line = lines[index]
        kept.insert(0, line)
        depth += line.count(")") + line.count("]") - line.count("(") - line.count("[")
        previous = lines[index - 1] if index > 0 else ""
        continues = (
            depth > 0
            or line.startswith(CONTINUATIONS)
            or previous.endswith((",", "(", "[", "->", "=", "&&", "||", "<", ":"))
            or previous.startswith("@")
        )
        if not continues or not previous:
            break
        index -= 1
    return " ".join(kept).strip()


def classify(statement):
    """(kind, name) of the body a brace after `statement` opens, or None."""
    words = re.findall(r"#?[A-Za-z_][A-Za-z0-9_]*|\S", statement)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "@":
            index += 2
            if index < len(words) and words[index] == "(":
                depth = 0
                while index < len(words):
                    depth += {"(": 1, ")": -1}.get(words[index], 0)
                    index += 1
                    if depth == 0:
                        break
            continue
        if word in MODIFIERS and not (word == "class" and index + 1 < len(words) and words[index + 1] not in MODIFIERS | FUNCTIONS | {"var", "let"}):
            if index + 1 < len(words) and words[index + 1] == "(":
                index += 4  # private(set)
            else:
                index += 1
            continue
        break
    if index >= len(words):
        return ("closure", "") if statement.endswith(("(", ",", "=", "[", ":")) else None
    first = words[index]
    if first in FUNCTIONS:
        name = words[index + 1] if first == "func" and index + 1 < len(words) else first
        return ("func" if first == "func" else first, name)
    if first in ACCESSORS:
        return ("accessor", first)
    if first in ("var", "let"):
        rest = statement.split(first, 1)[1]
        if re.search(r"(?<![=!<>])=(?!=)", rest):
            return ("closure", "")
        name = words[index + 1] if index + 1 < len(words) else ""
        return ("accessor", name)
    if first in SKIPPED or first == "}":
        return None
    return ("closure", "")


def bodies(path):
    """Every function, accessor and closure body of the file: (lines, line, kind, name)."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    code = code_only(text)
    line_of = []
    line = 1
    for char in code:
        line_of.append(line)
        if char == "\n":
            line += 1
    result = []
    stack = []
    boundary = 0
    for index, char in enumerate(code):
        if char == "{":
            statement = statement_before(code, boundary, index)
            kind = classify(statement)
            # The declaration's first line: where the statement starts.
            first = code.rfind(statement.split(" ")[0], boundary, index) if statement else index
            start_line = line_of[first] if kind and kind[0] != "closure" and first >= 0 else line_of[index]
            stack.append((kind, start_line))
            boundary = index + 1
        elif char == "}":
            if stack:
                kind, start_line = stack.pop()
                if kind:
                    result.append((line_of[index] - start_line + 1, start_line, kind[0], kind[1]))
            boundary = index + 1
        elif char == ";":
            boundary = index + 1
    return result


def swift_files(paths):
    for root in paths:
        if os.path.isfile(root):
            yield root
            continue
        for folder, names, files in os.walk(root):
            names[:] = sorted(name for name in names if not name.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


COMMANDS = "/Sources/ModgenCLI/Commands/"


def is_command_run(path, kind, name):
    """Whether a body is a command's `run`: `func run` in a file below Sources/ModgenCLI/Commands."""
    return kind == "func" and name == "run" and COMMANDS in "/" + os.path.normpath(path).replace(os.sep, "/")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=["Sources"])
    parser.add_argument("--over", type=int, default=80, help="list bodies longer than this (default 80)")
    parser.add_argument("--max-over-80", type=int, default=None, help="exit 1 when more bodies are over 80 lines")
    parser.add_argument(
        "--max-run", type=int, default=None,
        help="exit 1 when a command's run (Sources/ModgenCLI/Commands) is longer than this")
    arguments = parser.parse_args()
    found = []
    over_80 = []
    long_runs = []
    for path in swift_files(arguments.paths):
        for lines, line, kind, name in bodies(path):
            body = (lines, path, line, kind, name)
            if lines > 80:
                over_80.append(body)
            if lines > arguments.over:
                found.append(body)
            if arguments.max_run is not None and lines > arguments.max_run and is_command_run(path, kind, name):
                long_runs.append(body)

    def listing(items):
        for lines, path, line, kind, name in sorted(items, key=lambda item: (-item[0], item[1], item[2])):
            print(f"{lines:5d}  {path}:{line} {kind} {name}".rstrip())

    checking = arguments.max_over_80 is not None or arguments.max_run is not None
    if not checking:
        listing(found)
        print(f"{len(found)} bodies over {arguments.over} lines; {len(over_80)} over 80")
        return 0
    status = 0
    if arguments.max_over_80 is not None and len(over_80) > arguments.max_over_80:
        listing(over_80)
        print(
            f"error: {len(over_80)} bodies are over 80 lines; at most {arguments.max_over_80} may be",
            file=sys.stderr)
        status = 1
    if long_runs:
        listing(long_runs)
        print(
            f"error: {len(long_runs)} command run(s) over {arguments.max_run} lines; a run parses, calls the"
            " layer and reports (see CONTRIBUTING.md, Layers)", file=sys.stderr)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
