#!/usr/bin/env python3
"""Run every conformance vector through an implementation that speaks the
Nachrücken line protocol (spec/protocol.md) and compare per level.

  python3 run_vectors.py [--level core|full|strict] [--bug NAME] [--impl CMD]
                         [--vectors DIR] [--timeout SECONDS] [--quiet]

core:   outcome, successor, memberCount.after (the default);
full:   core plus considered (for vectors whose level is full);
strict: every field the vector's expectation gives (not a protocol level).
Error vectors pass when an error has the expected path and, if given, rule.
Every vector is run: determination and error vectors as determination queries (an
error vector whose case asks for the state with answer "state"), state and audit
vectors with answer "state" / "audit" (spec/protocol.md), compared as subsets:
objects by the keys given, arrays element by element with equal length. An
implementation whose start answer does not list an answer gets those vectors
counted as failed. The last lines give the counts per kind and
"N passed, M failed"; exit 0 only when nothing failed.
Standard library only.
"""
import argparse
import glob
import json
import os
import selectors
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


class Impl:
    """The implementation process; restarted after a crash, a hang or garbage."""

    def __init__(self, cmd, env, timeout):
        self.cmd, self.env, self.timeout, self.proc = cmd, env, timeout, None
        self.answers = ["determination"]

    def start(self):
        self.proc = subprocess.Popen(self.cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     env=self.env, text=True, encoding="utf-8", bufsize=1)
        return self.request({"cmd": "start", "version": 1})

    def request(self, msg):
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        if not sel.select(self.timeout):
            raise RuntimeError("timeout after %ss" % self.timeout)
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the implementation exited")
        return json.loads(line)

    def run(self, seq, case, answer=None):
        try:
            if self.proc is None:
                hello = self.start()
                if not hello.get("ready"):
                    raise RuntimeError("not ready: %s" % hello.get("message"))
                self.answers = hello.get("implementation", {}).get("answers", ["determination"])
            if answer is not None and answer not in self.answers:
                return {"seq": seq, "skipped": True, "message": "the implementation does not answer %s" % answer}
            msg = {"cmd": "run", "seq": seq, "case": case}
            if answer is not None:
                msg["answer"] = answer
            return self.request(msg)
        except (RuntimeError, ValueError, OSError) as exc:
            self.kill()
            return {"seq": seq, "errored": True, "message": "runner: %s" % exc}

    def kill(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def stop(self):
        if self.proc is not None:
            try:
                self.request({"cmd": "stop"})
                self.proc.wait(timeout=self.timeout)
            except (RuntimeError, ValueError, OSError, subprocess.TimeoutExpired):
                pass
            self.kill()


def subset(expected, actual):
    """Every field of expected is in actual with an equal value: objects by the keys given, arrays element
    by element with equal length (spec/conformance/README.md)."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and subset(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list):
        return isinstance(actual, list) and len(expected) == len(actual) and \
            all(subset(e, a) for e, a in zip(expected, actual))
    return expected == actual and type(expected) is type(actual)


def kind(vector):
    """determination, error, state or audit: what the vector expects."""
    expected = vector.get("expected", {})
    for key in ("determination", "error", "state", "audit"):
        if key in expected:
            return key
    return None


def answer_for(vector):
    """The answer to ask for: state and audit vectors, and error vectors of a case with a state query, are
    sent with answer state (or audit); the others as determination queries."""
    k = kind(vector)
    if k in ("state", "audit"):
        return k
    query = vector["case"].get("query") if isinstance(vector.get("case"), dict) else None
    return "state" if isinstance(query, dict) and "state" in query else None


def compare_document(vector, result, k):
    """A state or audit vector: the document must contain what the vector gives."""
    want = vector["expected"][k]
    fmt = "nachruecken.%s/1" % k
    if result.get("format") != fmt:
        return "expected a %s document, got %s" % (fmt, json.dumps(result)[:300])
    if not subset(want, result):
        diffs = [key for key in want if not subset(want[key], result.get(key))]
        return "%s differ: %s" % (", ".join(diffs), "; ".join(
            "%s: expected %s, got %s" % (key, json.dumps(want[key]), json.dumps(result.get(key))) for key in diffs))
    return None


def compare(vector, response, level):
    """None when the vector passes, else a short reason."""
    if "result" not in response:
        return "no result: %s" % (response.get("message") or response)
    result, expected = response["result"], vector["expected"]
    if kind(vector) in ("state", "audit"):
        return compare_document(vector, result, kind(vector))
    if "error" in expected:
        want = expected["error"]
        if result.get("format") != "nachruecken.error/1":
            return "expected an error at %r, got outcome %r" % (want["path"], result.get("outcome"))
        for e in result.get("errors", []):
            if e.get("path") == want["path"] and ("rule" not in want or e.get("rule") == want["rule"]):
                return None
        return "no error at %r rule %r; got %s" % (
            want["path"], want.get("rule"), [(e.get("path"), e.get("rule")) for e in result.get("errors", [])])
    want = expected["determination"]
    if result.get("format") != "nachruecken.determination/1":
        return "expected a determination, got errors %s" % [(e.get("path"), e.get("code"))
                                                              for e in result.get("errors", [])]
    if level == "strict":
        fields = list(want)
    else:
        fields = ["outcome", "successor", "memberCount"]
        if level == "full" and vector.get("level") == "full":
            fields.append("considered")
    for f in fields:
        if f not in want:
            continue
        w, a = want[f], result.get(f)
        if f == "memberCount" and level != "strict":
            w, a = (w or {}).get("after"), (a or {}).get("after")
            f = "memberCount.after"
        if not subset(w, a):
            return "%s: expected %s, got %s" % (f, json.dumps(w), json.dumps(a))
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", choices=["core", "full", "strict"], default="core")
    ap.add_argument("--bug", help="pass NACHRUECKEN_BUG=NAME to the implementation")
    ap.add_argument("--impl", help="command of the implementation (default: this harness.py)")
    ap.add_argument("--vectors", default=os.path.join(HERE, "..", "vectors"))
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--quiet", action="store_true", help="print failures only")
    args = ap.parse_args()
    cmd = shlex.split(args.impl) if args.impl else [sys.executable, os.path.join(HERE, "harness.py")]
    env = dict(os.environ)        # an inherited NACHRUECKEN_BUG passes through; --bug overrides it
    if args.bug:
        env["NACHRUECKEN_BUG"] = args.bug
    impl = Impl(cmd, env, args.timeout)
    passed, failed, counts = 0, 0, {}
    for seq, path in enumerate(sorted(glob.glob(os.path.join(args.vectors, "*.json")))):
        with open(path, encoding="utf-8") as fh:
            vector = json.load(fh)
        k = kind(vector)
        tally = counts.setdefault(k, [0, 0])
        reason = compare(vector, impl.run(seq, vector["case"], answer_for(vector)), args.level)
        if reason is None:
            passed += 1
            tally[0] += 1
            if not args.quiet:
                print("pass %s" % vector["id"])
        else:
            failed += 1
            tally[1] += 1
            print("FAIL %s: %s" % (vector["id"], reason))
    impl.stop()
    print("per kind: " + ", ".join("%s %d passed, %d failed" % (k, p, f) for k, (p, f) in sorted(counts.items())))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
