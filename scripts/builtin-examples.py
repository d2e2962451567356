#!/usr/bin/env python3
"""Prints one line per built-in template of a modgen binary: the template's name, a tab, and the
`-p name=value` arguments that give each required parameter its manifest example (a list example
joined with commas). Scripts that generate every built-in template read it instead of keeping
their own list of values.

Usage: scripts/builtin-examples.py <modgen binary>
"""
import json
import os
import subprocess
import sys
import tempfile


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: builtin-examples.py <modgen binary>", file=sys.stderr)
        return 64
    modgen = os.path.abspath(sys.argv[1])
    # An empty folder: no modgen.json or Templates/ of the caller's project is picked up.
    with tempfile.TemporaryDirectory() as empty:
        listed = json.loads(subprocess.run([modgen, "list", "--json"], cwd=empty, check=True,
                                           capture_output=True, text=True).stdout)
        for template in (t["name"] for t in listed if t["origin"] == "builtin"):
            info = json.loads(subprocess.run([modgen, "info", template, "--json"], cwd=empty, check=True,
                                             capture_output=True, text=True).stdout)
            arguments = []
            for parameter in info["parameters"]:
                if not parameter.get("required"):
                    continue
                example = parameter.get("example")
                if example is None:
                    print(f"error: {template}: required parameter '{parameter['name']}' has no example",
                          file=sys.stderr)
                    return 1
                value = ",".join(example) if isinstance(example, list) else str(example)
                arguments += ["-p", f"{parameter['name']}={value}"]
            print(template + "\t" + " ".join(arguments))
    return 0


if __name__ == "__main__":
    sys.exit(main())
