#!/usr/bin/env python3
"""How many real Generamba modules compile against the UIKit stand-in.

Takes every module in the Generamba conformance cases (`../shared/conformance/generamba/expected/`)
whose Swift files import only UIKit, Foundation, XCTest and the app's own module, and type-checks
its code and test files together as one module against the stand-in's built `UIKit` module (Swift 5
language mode, as those projects are written). Prints one line per module with why it fails, each
error put in one of these kinds:

- `uikit`: a UIKit name the stand-in lacks (the stand-in's gap);
- `isolation`: a main-actor rule the stand-in checks in Swift 5 mode, where the SDK's Objective-C
  declarations are only checked in Swift 6 mode;
- `project`: a name the template's project declares elsewhere (its own protocols, R.swift…);
- `other`: anything else (code today's compilers reject whatever the SDK, such as `weak` in a protocol).

    swift build --target UIKit && python3 scripts/generamba-uikit-coverage.py [--verbose]
"""

import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "..", "shared", "conformance", "generamba", "expected")
ALLOWED = {"UIKit", "Foundation", "XCTest"}
APP_MODULES = {"Demo", "Demo_App", "DemoApp"}


def modules_dir():
    found = glob.glob(os.path.join(ROOT, ".build", "*", "debug", "Modules", "UIKit.swiftmodule"))
    found += glob.glob(os.path.join(ROOT, ".build", "debug", "Modules", "UIKit.swiftmodule"))
    if not found:
        sys.exit("UIKit.swiftmodule not found: run `swift build --target UIKit` first")
    return os.path.dirname(found[0])


def imports(text):
    return {m.group(1) for m in re.finditer(r"^\s*(?:@testable\s+)?import\s+(\w+)", text, re.M)}


def main():
    verbose = "--verbose" in sys.argv
    if not os.path.isdir(CASES):
        sys.exit(f"no Generamba cases at {CASES}")
    include = modules_dir()
    missing = collections.Counter()
    kinds_total = collections.Counter()
    passed = total = 0
    for case in sorted(glob.glob(os.path.join(CASES, "*", "*/"))):
        files = sorted(glob.glob(os.path.join(case, "**", "*.swift"), recursive=True))
        if not files:
            continue
        texts = {path: open(path, encoding="utf-8").read() for path in files}
        used = set().union(*(imports(t) for t in texts.values()))
        if not used <= ALLOWED | APP_MODULES or "UIKit" not in used:
            continue
        total += 1
        with tempfile.TemporaryDirectory() as scratch:
            inputs = []
            for index, (path, text) in enumerate(texts.items()):
                text = re.sub(r"^\s*@testable\s+import\s+.*$", "", text, flags=re.M)
                copy = os.path.join(scratch, f"{index}-{os.path.basename(path)}")
                open(copy, "w", encoding="utf-8").write(text)
                inputs.append(copy)
            result = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "Demo", "-I", include] + inputs,
                capture_output=True, text=True)
        name = os.path.relpath(case, CASES).rstrip("/")
        errors = [line for line in result.stderr.splitlines() if ": error: " in line]
        if result.returncode == 0:
            passed += 1
            print(f"pass  {name}")
            continue
        kinds = collections.Counter()
        details = []
        for line in errors:
            kind = classify(line.split(": error: ", 1)[1], missing)
            kinds[kind] += 1
            details.append(f"      [{kind}] " + line.split("/")[-1])
        kinds_total.update(kinds.keys())
        print(f"FAIL  {name}: " + ", ".join(f"{k} {c}" for k, c in sorted(kinds.items())))
        if verbose:
            print("\n".join(details))
    print(f"\n{passed} of {total} modules compile against the stand-in")
    for kind in ("uikit", "isolation", "project", "other"):
        print(f"modules with {kind} errors: {kinds_total[kind]}")
    if missing:
        print("UIKit names the stand-in lacks: " + ", ".join(f"{n} ({c})" for n, c in missing.most_common()))


def classify(message, missing):
    """The kind of a compiler error (see the module's doc); counts missing UIKit names in `missing`."""
    if "actor-isolated" in message:
        return "isolation"
    found = re.search(r"cannot find (?:type )?'(\w+)' in scope", message)
    if found:
        name = found.group(1)
        if re.match(r"(UI|NS|CG)[A-Z]", name):
            missing[name] += 1
            return "uikit"
        return "project"
    if re.search(r"has no member|requires a contextual type", message):
        return "project"
    return "other"


if __name__ == "__main__":
    main()
