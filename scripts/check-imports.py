#!/usr/bin/env python3
"""Every import of one of the package's own targets is a dependency that target declares.

SwiftPM lets a target import what its dependencies depend on; this check does not. It reads the
targets from `swift package dump-package`, scans each target's Swift files for `import X` and
`@testable import X` where X is one of the package's targets, and reports every X the target does
not list itself (a conditional dependency counts). Exits 1 with `file:line: error: ...` lines.

Usage: scripts/check-imports.py
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_spi\(\w+\)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


MULTILINE_STRING = re.compile(r'#*"""(.*?)"""#*', re.S)


def code_only(text):
    """The text with its multi-line string literals blanked (their lines kept, so line numbers hold)."""
    return MULTILINE_STRING.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def target_folder(target):
    if target.get("path"):
        return target["path"]
    kind = target["type"]
    if kind == "test":
        return os.path.join("Tests", target["name"])
    if kind == "plugin":
        return os.path.join("Plugins", target["name"])
    return os.path.join("Sources", target["name"])


def declared(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for key in ("byName", "target", "product"):
            if key in dependency:
                names.add(dependency[key][0])
    return names


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    manifest = json.loads(subprocess.check_output(["swift", "package", "dump-package"], text=True))
    targets = {t["name"]: t for t in manifest["targets"]}
    problems = 0
    for name, target in sorted(targets.items()):
        allowed = declared(target) | {name}
        excluded = [os.path.join(target_folder(target), e) for e in target.get("exclude", [])]
        for folder, _, files in os.walk(target_folder(target)):
            if any(folder == e or folder.startswith(e + os.sep) for e in excluded):
                continue
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                text = code_only(open(path, encoding="utf-8").read())
                for match in IMPORT.finditer(text):
                    module = match.group(1)
                    if module in targets and module not in allowed:
                        line = text.count("\n", 0, match.start()) + 1
                        print(f"{path}:{line}: error: {name} imports {module} without declaring it a dependency")
                        problems += 1
    if problems:
        print(f"{problems} undeclared import(s) of the package's own targets", file=sys.stderr)
        return 1
    print(f"imports: every import of a package target is declared ({len(targets)} targets)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
