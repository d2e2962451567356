#!/usr/bin/env python3
"""Names the global variables a run of a static binary touched, in the order it first touched them.

Reads valgrind's `--tool=lackey --trace-mem=yes` output on standard input and prints one symbol name
per line: each symbol of BINARY's writable segments (initialised data, read-only data the linker put
there, zero-initialised data) that a load, store or modify fell in. `make-link-order.sh` adds these
names to `scripts/link-order.txt`, so lld lays the sections that hold them next to each other and
a short command touches fewer pages of data (each first touch of a page is a page fault).

Usage: valgrind --tool=lackey --trace-mem=yes --log-fd=3 BINARY ARGS... 3>&1 >/dev/null \
           | scripts/touched-data.py BINARY
"""

import bisect
import subprocess
import sys


def writable_ranges(binary):
    """The [start, end) address ranges of BINARY's writable LOAD segments, from `readelf -lW`."""
    ranges = []
    for line in subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) >= 7 and fields[0] == "LOAD" and "W" in "".join(fields[6:-1]):
            start, size = int(fields[2], 16), int(fields[5], 16)
            ranges.append((start, start + size))
    return ranges


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


def main():
    if len(sys.argv) != 2:
        print("usage: touched-data.py BINARY < lackey-trace", file=sys.stderr)
        return 64
    binary = sys.argv[1]
    ranges = writable_ranges(binary)
    if not ranges:
        print(f"error: {binary} has no writable LOAD segment", file=sys.stderr)
        return 1
    low, high = min(r[0] for r in ranges), max(r[1] for r in ranges)
    addresses, names = symbols(binary)
    seen_addresses, seen_names = set(), set()
    for line in sys.stdin:
        # Data accesses are " L addr,size", " S addr,size" and " M addr,size"; instructions start with "I".
        if len(line) < 4 or line[0] != " " or line[1] not in "LSM":
            continue
        address = int(line[3:].split(",", 1)[0], 16)
        if not low <= address < high or address in seen_addresses:
            continue
        seen_addresses.add(address)
        if not any(start <= address < end for start, end in ranges):
            continue
        index = bisect.bisect_right(addresses, address) - 1
        if index >= 0 and names[index] not in seen_names:
            seen_names.add(names[index])
            print(names[index])
    return 0


if __name__ == "__main__":
    sys.exit(main())
