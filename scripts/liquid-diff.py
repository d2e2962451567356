#!/usr/bin/env python3
"""Differential tester: random Liquid templates and data rendered by Ruby Liquid 5.4 (Debian's
ruby-liquid, the reference) and by modgen's engine (`modgen-bench liquid-batch`), compared.

    python3 scripts/liquid-diff.py [--cases 20000] [--seed 1] [--bench PATH] [--show 3]

Prints the agreement rate, then the disagreements grouped by class: each disagreeing case is
shrunk (nodes, filters and data dropped while the two engines still disagree the same way) and
classed by the tags and filters left in it, with one minimised reproducer per class. Not part
of CI: the product and its tests never need Ruby. Needs `apt-get install ruby ruby-liquid`.
"""

import argparse
import collections
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

INTS = [0, 1, -1, 2, 3, 4, 7, 10, 42, -5, 100, 2**31 - 1, 2**31, 2**53 + 1, 2**63 - 1, -(2**63), 2**63, 10**20]
FLOATS = [0.0, -0.0, 0.5, 1.5, -2.25, 3.14159, 1e15 + 0.5, 1e16, 1e-5, 123456.789, 2.0, 1e300, 9.3e18, -1.5]
STRINGS = [
    "", "abc", "Hello World", " 4 ", "0x1A", "1_000", "12", "-3", "3.5", "foo bar baz qux", "a,b,c",
    "ÄÖÜ straße", "<b>&amp;</b>", "2019-04-29", "2024-02-29 13:45:00", "March 14, 2016", "aGVsbG8=",
    "aGVsbG8", "/w==", "true", "  padded  ", "line1\nline2", "snake_case_name", "CamelCase", "%Y-%m-%d %Z",
    "%a %b %e %H:%M:%S %z", "%-d %^B %j", "x", "b", "1e3", "0b101", "+7", "1,5",
]
FILTERS = {
    # name: list of argument shapes ('v' any value, 'i' integer-ish, 's' string, 'k' key name)
    "abs": [], "append": ["v"], "at_least": ["v"], "at_most": ["v"], "capitalize": [], "ceil": [],
    "compact": [], "concat": ["v"], "date": ["s"], "default": ["v"], "divided_by": ["v"],
    "downcase": [], "escape": [], "escape_once": [], "first": [], "floor": [], "join": ["s"],
    "last": [], "lstrip": [], "map": ["k"], "minus": ["v"], "modulo": ["v"], "newline_to_br": [],
    "plus": ["v"], "prepend": ["v"], "remove": ["s"], "remove_first": ["s"], "replace": ["s", "s"],
    "replace_first": ["s", "s"], "reverse": [], "round": ["i"], "rstrip": [], "size": [],
    "slice": ["i", "i"], "sort": [], "sort_natural": [], "split": ["s"], "strip": [], "strip_html": [],
    "strip_newlines": [], "times": ["v"], "truncate": ["i", "s"], "truncatewords": ["i", "s"],
    "uniq": [], "upcase": [], "url_decode": [], "url_encode": [], "where": ["k", "v"],
    "base64_encode": [], "base64_decode": [], "base64_url_safe_encode": [], "base64_url_safe_decode": [],
}
# Left out: where golden-liquid (later Liquid) and Ruby 5.4 disagree, modgen follows golden-liquid
# (docs/liquid.md, "Deliberate differences"): `sum`, unbalanced tags in comment bodies, `col_last`
# without `cols`.



def random_data(rng):
    """A data object with every variable the templates name, from edge-value pools."""
    def scalar():
        pool = rng.choice([INTS, FLOATS, STRINGS, [None, True, False]])
        return rng.choice(pool)
    return {
        "a": rng.choice(INTS), "b": rng.choice(FLOATS), "s": rng.choice(STRINGS),
        "arr": [scalar() for _ in range(rng.randint(0, 4))],
        "nums": [rng.choice(INTS + FLOATS) for _ in range(rng.randint(0, 4))],
        "strs": [rng.choice(STRINGS) for _ in range(rng.randint(0, 4))],
        "obj": {"x": scalar(), "y": scalar(), "z": {"w": scalar()}},
        "items": [{"x": scalar(), "y": rng.choice(STRINGS)} for _ in range(rng.randint(0, 3))],
        "n": None, "t": True, "f": False, "e": "", "ea": [], "d": rng.choice(STRINGS[13:16] + [0, 1556496000]),
        "k": rng.choice(INTS + FLOATS + STRINGS[:12]),
        # Range bounds stay small: Ruby's `for` turns a range into an array first.
        "m": rng.choice([-2, 0, 1, 3, 5, 1.5, -0.5, 2.0, "2", " 3 ", "x", None]),
    }


def quote(text):
    """A Liquid string literal for text (single or double quotes, whichever it lacks)."""
    if "'" not in text:
        return "'" + text + "'"
    return '"' + text.replace('"', "") + '"'


def literal(rng, shape="v"):
    if shape == "i":
        return str(rng.choice(INTS[:12] + [-2, 0, 2**31 + 5]) if rng.random() < 0.8 else rng.choice(FLOATS))
    if shape == "s":
        return quote(rng.choice(STRINGS))
    if shape == "k":
        return quote(rng.choice(["x", "y", "z", "size", "first"]))
    kind = rng.random()
    if kind < 0.3:
        return str(rng.choice(INTS))
    if kind < 0.5:
        # Liquid's float literals have no exponent.
        return rng.choice(["0.0", "-0.0", "0.5", "1.5", "-2.25", "3.14159", "1000000000000000.5", "123456.789",
                           "2.0", "-1.5"])
    if kind < 0.8:
        return quote(rng.choice(STRINGS))
    return rng.choice(["nil", "true", "false", "empty", "blank", "(1..3)", "(1..0)", "(m..3)", "(-2..m)"])


def variable(rng):
    return rng.choice([
        "a", "b", "s", "arr", "arr[0]", "arr.first", "arr.last", "arr.size", "s.size", "a.size", "b.size",
        "obj.x", "obj['y']", "obj.z.w", "obj.size", "missing", "n", "t", "f", "e", "ea", "nums", "strs",
        "items", "items.first.x", "d", "k", "m", "strs[-1]", "nums.last", "forloop.index",
    ])


def expression(rng):
    return variable(rng) if rng.random() < 0.6 else literal(rng)


class Node:
    """A template fragment that can print itself and offer smaller versions of itself."""

    def text(self):
        raise NotImplementedError

    def shrinks(self):
        return []


class Text(Node):
    def __init__(self, value):
        self.value = value

    def text(self):
        return self.value


class Output(Node):
    def __init__(self, base, filters, echo=False):
        self.base, self.filters, self.echo = base, filters, echo

    def text(self):
        chain = "".join(" | " + name + (": " + ", ".join(args) if args else "") for name, args in self.filters)
        if self.echo:
            return "{% echo " + self.base + chain + " %}"
        return "{{ " + self.base + chain + " }}"

    def shrinks(self):
        for index in range(len(self.filters)):
            yield Output(self.base, self.filters[:index] + self.filters[index + 1:], self.echo)
        if self.echo:
            yield Output(self.base, self.filters)


class Block(Node):
    """A tag with a body (and optional extra branches), e.g. if/for/case/capture/tablerow."""

    def __init__(self, head, bodies, tail, separators=()):
        self.head, self.bodies, self.tail, self.separators = head, bodies, tail, list(separators)

    def text(self):
        parts = [self.head]
        for index, body in enumerate(self.bodies):
            if index > 0:
                parts.append(self.separators[index - 1])
            parts.append("".join(node.text() for node in body))
        parts.append(self.tail)
        return "".join(parts)

    def shrinks(self):
        for index, body in enumerate(self.bodies):
            for node_index, node in enumerate(body):
                for smaller in shrink_list(body, node_index):
                    bodies = list(self.bodies)
                    bodies[index] = smaller
                    yield Block(self.head, bodies, self.tail, self.separators)
        if len(self.bodies) > 1:
            yield Block(self.head, self.bodies[:1], self.tail)
        for body in self.bodies:
            yield Sequence(body)


class Sequence(Node):
    def __init__(self, nodes):
        self.nodes = nodes

    def text(self):
        return "".join(node.text() for node in self.nodes)


def shrink_list(nodes, index):
    """Versions of nodes with nodes[index] dropped or shrunk."""
    yield nodes[:index] + nodes[index + 1:]
    for smaller in nodes[index].shrinks():
        if isinstance(smaller, Sequence):
            yield nodes[:index] + smaller.nodes + nodes[index + 1:]
        else:
            yield nodes[:index] + [smaller] + nodes[index + 1:]


def condition(rng):
    ops = ["==", "!=", "<", ">", "<=", ">=", "contains"]
    clause = expression(rng) + " " + rng.choice(ops) + " " + expression(rng) if rng.random() < 0.7 else expression(rng)
    if rng.random() < 0.25:
        clause += " " + rng.choice(["and", "or"]) + " " + expression(rng)
    return clause


def filters(rng):
    chosen = []
    for _ in range(rng.choice([0, 1, 1, 1, 2, 2, 3])):
        name = rng.choice(list(FILTERS))
        chosen.append((name, [literal(rng, shape) if rng.random() < 0.8 else variable(rng) for shape in FILTERS[name]]))
    return chosen


def loop_source(rng):
    return rng.choice(["arr", "nums", "strs", "items", "(1..3)", "(1..0)", "(m..3)", "(m..2)", "(1.5..m)", "s",
                       "obj", "n", "f", "ea", "(0..m)", "missing", "(1.5..2)"])


def loop_params(rng):
    params = []
    if rng.random() < 0.3:
        params.append("limit: " + rng.choice(["2", "0", "k", "a", "m", "1.5", "'2'", "s", "9223372036854775807", "-1"]))
    if rng.random() < 0.3:
        params.append("offset: " + rng.choice(["1", "0", "k", "a", "m", "'1'", "s", "continue", "-1"]))
    if rng.random() < 0.15:
        params.append("reversed")
    if "reversed" in params:
        params.insert(0, params.pop())
    return " ".join(params)


def node(rng, depth):
    roll = rng.random()
    if depth >= 2 or roll < 0.3:
        if rng.random() < 0.2:
            return Text(rng.choice(["x", " ", "\n", "-", "[", "]"]))
        return Output(expression(rng), filters(rng), echo=rng.random() < 0.05)
    body = lambda: [node(rng, depth + 1) for _ in range(rng.randint(1, 2))]
    kind = rng.choice(["if", "unless", "for", "case", "assign", "capture", "counter", "cycle", "tablerow", "raw",
                       "comment", "liquid", "render", "include", "for", "if"])
    if kind in ("if", "unless"):
        if rng.random() < 0.3:
            return Block("{% " + kind + " " + condition(rng) + " %}", [body(), body()], "{% end" + kind + " %}",
                         ["{% else %}"])
        return Block("{% " + kind + " " + condition(rng) + " %}", [body()], "{% end" + kind + " %}")
    if kind == "for":
        inner = body()
        if rng.random() < 0.3:
            inner.append(Output(rng.choice(["forloop.index", "forloop.rindex0", "forloop.first", "forloop.last",
                                            "forloop.length"]), []))
        if rng.random() < 0.1:
            inner.append(Text(rng.choice(["{% break %}", "{% continue %}"])))
        head = "{% for item in " + loop_source(rng) + " " + loop_params(rng) + " %}"
        inner.insert(0, Output("item", filters(rng)))
        if rng.random() < 0.2:
            return Block(head, [inner, body()], "{% endfor %}", ["{% else %}"])
        return Block(head, [inner], "{% endfor %}")
    if kind == "case":
        subject = variable(rng)
        bodies, separators = [body()], []
        for _ in range(rng.randint(1, 2)):
            separators.append("{% when " + ", ".join(literal(rng) for _ in range(rng.randint(1, 2))) + " %}")
            bodies.append(body())
        if rng.random() < 0.3:
            separators.append("{% else %}")
            bodies.append(body())
        if rng.random() < 0.2:
            bodies[1].insert(0, Text("{% assign " + subject.split(".")[0].split("[")[0] + " = 'changed' %}"))
        return Block("{% case " + subject + " %}", bodies, "{% endcase %}", separators)
    if kind == "assign":
        name = rng.choice(["a", "s", "v", "arr"])
        return Sequence([Text("{% assign " + name + " = " + expression(rng) + "".join(
            " | " + n + (": " + ", ".join(args) if args else "") for n, args in filters(rng)) + " %}"),
            Output(name, [])])
    if kind == "capture":
        return Sequence([Block("{% capture v %}", [body()], "{% endcapture %}"), Output("v", filters(rng))])
    if kind == "counter":
        name = rng.choice(["a", "b", "c", "k"])
        return Text("".join("{% " + rng.choice(["increment", "decrement"]) + " " + name + " %}"
                            for _ in range(rng.randint(1, 3))) + "{{ " + name + " }}")
    if kind == "cycle":
        group = rng.choice(["", "'g': ", "'h': ", "k: "])
        values = rng.choice(["'a', 'b'", "'a', 'b', 'c'", "1, 2", "a, s"])
        return Text("".join("{% cycle " + (group if rng.random() < 0.7 else rng.choice(["", "'g': "])) +
                            (values if rng.random() < 0.7 else rng.choice(["'a', 'b'", "'x'"])) + " %}"
                            for _ in range(rng.randint(2, 4))))
    if kind == "tablerow":
        params = loop_params(rng).replace("reversed", "")
        has_cols = rng.random() < 0.4
        if has_cols:
            params += " cols: " + rng.choice(["2", "k", "m", "0", "'2'"])
        inner = body()
        if rng.random() < 0.4:
            inner.append(Output(rng.choice(["tablerowloop.col", "tablerowloop.row", "tablerowloop.index"] +
                                           (["tablerowloop.col_last"] if has_cols else [])), []))
        return Block("{% tablerow item in " + loop_source(rng) + " " + params + " %}", [inner], "{% endtablerow %}")
    if kind == "raw":
        return Text("{% raw %}" + rng.choice(["{{ a }}", "x", "{% if %}"]) + "{% endraw %}")
    if kind == "comment":
        return Text("{% comment %}" + rng.choice(["x", "{{ a }}", "{% if a %}{% endif %}"]) + "{% endcomment %}")
    if kind == "liquid":
        return Text("{% liquid\nassign q = " + expression(rng) + "\necho q\n%}")
    if kind == "render":
        form = rng.choice(["'p1'", "'p1' with " + variable(rng), "'p1' for arr as item", "'p2' for nums",
                           "'p1', item: a", "'p3' for arr"])
        return Text("{% render " + form + " %}")
    return Text("{% include " + rng.choice(["'p1'", "'p1' with s", "'p2' for nums", "'p3'"]) + " %}")


PARTIALS = {
    "p1": "[{{ item }}|{{ p1 }}|{{ a }}]",
    "p2": "<{{ p2 }}>",
    "p3": "{% increment c %}{% cycle 'x', 'y' %}{{ forloop.index }}",
}


def random_case(rng):
    nodes = [node(rng, 0) for _ in range(rng.randint(1, 3))]
    return nodes, random_data(rng)


def case_json(nodes, data):
    return json.dumps({"template": "".join(n.text() for n in nodes), "data": data, "partials": PARTIALS},
                      ensure_ascii=False)


def run_engine(command, lines, env):
    proc = subprocess.run(command, input="\n".join(lines) + "\n", capture_output=True, text=True, env=env)
    answers = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    if len(answers) != len(lines):
        sys.exit("engine %s answered %d of %d cases (exit %d): %s" % (command[0], len(answers), len(lines),
                                                                    proc.returncode, proc.stderr[-2000:]))
    return answers


def verdict(ruby, ours):
    """None when the engines agree (same output, or both refuse), else the disagreement's kind."""
    if "error" in ruby and "error" in ours:
        return None
    if "error" in ruby:
        return "ruby-error"
    if "error" in ours:
        return "modgen-error"
    return None if ruby["output"] == ours["output"] else "output"


def run_pairs(cases, bench, env):
    lines = [case_json(n, d) for n, d in cases]
    ruby = run_engine(["ruby", os.path.join(HERE, "liquid-diff", "ruby-batch.rb")], lines, env)
    ours = run_engine([bench, "liquid-batch"], lines, env)
    return ruby, ours


def features(nodes):
    """The tags and filters a template uses: its class."""
    text = "".join(n.text() for n in nodes)
    found = set()
    for name in FILTERS:
        if "| " + name in text:
            found.add("|" + name)
    for tag in ["if", "unless", "for", "case", "assign", "capture", "increment", "decrement", "cycle", "tablerow",
                "raw", "comment", "liquid", "render", "include", "echo", "break", "continue"]:
        if "{% " + tag + " " in text or "{% " + tag + " %}" in text or "{% " + tag + "\n" in text:
            found.add(tag)
    if not found:
        found.add("output")
    return found


def cause(nodes, ruby, ours):
    """The documented difference a shrunk case falls under (docs/liquid.md, "Deliberate differences"),
    or "other" for one that needs a look."""
    import re
    text = "".join(n.text() for n in nodes)
    shown = str(ruby.get("output", ruby.get("error")))
    if re.search(r"\d{19,}", shown) or "e+18" in str(ours.get("output", "")) or "e+19" in str(ours.get("output", "")):
        return "big integers"
    if "blank" in text or "empty" in text:
        return "blank/empty vs nil/false"
    if "\ufffd" in shown or "ASCII-8BIT" in shown or "base64_decode" in text:
        return "bytes not UTF-8"
    if "| date" in text:
        return "date strings"
    return "other"


def shrink_candidates(nodes, data):
    for index in range(len(nodes)):
        for smaller in shrink_list(nodes, index):
            if smaller:
                yield smaller, data
    for key in list(data):
        reduced = dict(data)
        del reduced[key]
        yield nodes, reduced


def minimise(failing, bench, env, rounds=40):
    """Greedy shrinking of every failing case at once: one batch per round for all of them."""
    active = {i: case for i, case in enumerate(failing)}
    done = {}
    for _ in range(rounds):
        if not active:
            break
        batch, owners = [], []
        for i, (nodes, data, kind) in active.items():
            for candidate in list(shrink_candidates(nodes, data))[:60]:
                batch.append(candidate)
                owners.append(i)
        if not batch:
            break
        ruby, ours = run_pairs(batch, bench, env)
        improved = set()
        for (candidate, owner, r, o) in zip(batch, owners, ruby, ours):
            if owner in improved:
                continue
            if verdict(r, o) == active[owner][2]:
                active[owner] = (candidate[0], candidate[1], active[owner][2])
                improved.add(owner)
        for i in list(active):
            if i not in improved:
                done[i] = active.pop(i)
    done.update(active)
    return [done[i] for i in sorted(done)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "modgen-bench"))
    parser.add_argument("--show", type=int, default=1, help="reproducers shown per class")
    parser.add_argument("--minimise", type=int, default=400, help="disagreements shrunk (the rest are classed as found)")
    parser.add_argument("--big-integers", action="store_true",
                        help="also use integers beyond 64 bits (a documented difference: Ruby has big integers)")
    args = parser.parse_args()
    if not args.big_integers:
        INTS[:] = [value for value in INTS if -(2**63) <= value < 2**63]
    env = dict(os.environ, TZ="UTC", LC_ALL="C.UTF-8")
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    ruby, ours = [], []
    for start in range(0, len(cases), 2000):
        r, o = run_pairs(cases[start:start + 2000], args.bench, env)
        ruby += r
        ours += o
        print("rendered %d cases" % len(ruby), file=sys.stderr, flush=True)
    failing = []
    for (nodes, data), r, o in zip(cases, ruby, ours):
        kind = verdict(r, o)
        if kind:
            failing.append((nodes, data, kind))
    agree = len(cases) - len(failing)
    print("cases: %d, agree: %d (%.2f%%), differ: %d" % (len(cases), agree, 100.0 * agree / len(cases), len(failing)))
    kinds = collections.Counter(kind for _, _, kind in failing)
    print("by kind: " + ", ".join("%s %d" % item for item in sorted(kinds.items())))
    shrunk = minimise(failing[:args.minimise], args.bench, env) + failing[args.minimise:]
    classes = collections.defaultdict(list)
    for nodes, data, kind in shrunk:
        classes[(kind, " ".join(sorted(features(nodes))))].append((nodes, data))
    pairs = [(n, d) for (k, c), items in sorted(classes.items()) for n, d in items]
    ruby_all, ours_all = run_pairs(pairs, args.bench, env) if pairs else ([], [])
    answers = iter(zip(ruby_all, ours_all))
    causes = collections.Counter()
    shown = []
    for (kind, name), items in sorted(classes.items()):
        for index, (nodes, data) in enumerate(items):
            r, o = next(answers)
            reason = cause(nodes, r, o)
            causes[reason] += 1
            if index < args.show:
                shown.append((reason, kind, name, nodes, data, r, o))
    print("\n%-26s %6s" % ("cause", "cases"))
    for reason, count in causes.most_common():
        print("%-26s %6d" % (reason, count))
    print("\n%-14s %6s  %s" % ("kind", "cases", "class (tags and filters left after shrinking)"))
    for (kind, name), items in sorted(classes.items(), key=lambda item: -len(item[1])):
        print("%-14s %6d  %s" % (kind, len(items), name))
    print()
    for reason, kind, name, nodes, data, r, o in sorted(shown, key=lambda item: item[0] != "other"):
        print("== %s [%s] (%s)" % (name, kind, reason))
        print("   template: %r" % "".join(n.text() for n in nodes))
        print("   data:     %s" % json.dumps(data, ensure_ascii=False))
        print("   ruby:     %r" % (r.get("output", r.get("error")),))
        print("   modgen:   %r" % (o.get("output", o.get("error")),))


if __name__ == "__main__":
    main()
