#!/usr/bin/env python3
"""Names the functions and global variables a run of a static binary touched, in first-touch order.

Reads valgrind's `--tool=lackey --trace-mem=yes` output on standard input (every instruction
fetched and every load, store and modify) and writes two lists, one symbol name per line: the
functions of BINARY's executable segment that ran, and the symbols of its writable segments
(initialised data, read-only data the linker put there, zero-initialised data) that were read or
written, each in the order the run first touched it. `make-link-order.sh` puts both into
`scripts/link-order.txt`, so lld lays out what a command uses next to each other, in the order it
uses it, and a short command touches fewer pages (each first touch of a page is a page fault).

Usage: valgrind --tool=lackey --trace-mem=yes --log-fd=3 BINARY ARGS... 3>&1 >/dev/null \
           | scripts/touched-symbols.py BINARY FUNCTIONS-FILE VARIABLES-FILE
"""

import bisect
import subprocess
import sys


def load_segments(binary):
    """BINARY's LOAD segments from `readelf -lW`: (start, end) ranges, executable and writable."""
    code, data = [], []
    for line in subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) >= 7 and fields[0] == "LOAD":
            start, size = int(fields[2], 16), int(fields[5], 16)
            flags = "".join(fields[6:-1])
            if "E" in flags:
                code.append((start, start + size))
            elif "W" in flags:
                data.append((start, start + size))
    return code, data


def symbols(binary):
    """BINARY's defined symbols as two sorted lists: addresses and names."""
    listing = subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    addresses, names = [], []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3:
            addresses.append(int(fields[0], 16))
            names.append(fields[2])
    return addresses, names


class Touched:
    """The symbols of some address ranges, in the order an address inside each was first seen."""

    def __init__(self, ranges, addresses, names):
        self.ranges = ranges
        self.low = min((r[0] for r in ranges), default=0)
        self.high = max((r[1] for r in ranges), default=0)
        self.addresses = addresses
        self.names = names
        self.seen_addresses = set()
        self.seen_names = set()
        self.order = []

    def see(self, address):
        if not self.low <= address < self.high or address in self.seen_addresses:
            return
        self.seen_addresses.add(address)
        if not any(start <= address < end for start, end in self.ranges):
            return
        index = bisect.bisect_right(self.addresses, address) - 1
        if index >= 0 and self.names[index] not in self.seen_names:
            self.seen_names.add(self.names[index])
            self.order.append(self.names[index])


def main():
    if len(sys.argv) != 4:
        print("usage: touched-symbols.py BINARY FUNCTIONS-FILE VARIABLES-FILE < lackey-trace", file=sys.stderr)
        return 64
    binary, functions_file, variables_file = sys.argv[1:]
    code, data = load_segments(binary)
    if not code or not data:
        print(f"error: {binary} has no executable or no writable LOAD segment", file=sys.stderr)
        return 1
    addresses, names = symbols(binary)
    functions = Touched(code, addresses, names)
    variables = Touched(data, addresses, names)
    for line in sys.stdin:
        # Instructions are "I  addr,size"; data accesses " L addr,size", " S addr,size", " M addr,size".
        if line.startswith("I"):
            functions.see(int(line[3:].split(",", 1)[0], 16))
        elif len(line) > 3 and line[0] == " " and line[1] in "LSM":
            variables.see(int(line[3:].split(",", 1)[0], 16))
    with open(functions_file, "w") as out:
        out.writelines(name + "\n" for name in functions.order)
    with open(variables_file, "w") as out:
        out.writelines(name + "\n" for name in variables.order)
    return 0


if __name__ == "__main__":
    sys.exit(main())
