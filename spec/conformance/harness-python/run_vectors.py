#!/usr/bin/env python3
"""Run every conformance vector through an implementation that speaks the
Nachrücken line protocol (spec/protocol.md) and compare per level.

  python3 run_vectors.py [--level core|full|strict] [--bug NAME] [--impl CMD]
                         [--vectors DIR] [--timeout SECONDS] [--quiet]

core:   outcome, successor, memberCount.after (the default);
full:   core plus considered (for vectors whose level is full);
strict: every field the vector's expectation gives (not a protocol level).
Error vectors pass when an error has the expected path and, if given, rule.
Only determination and error vectors whose case query asks for a vacancy are run;
state and audit vectors (spec/procedure.md) are skipped and counted separately.
The last line is "N passed, M failed (K state/audit vectors skipped)"; exit 0 only
when nothing failed.
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

    def run(self, seq, case):
        try:
            if self.proc is None:
                hello = self.start()
                if not hello.get("ready"):
                    raise RuntimeError("not ready: %s" % hello.get("message"))
            return self.request({"cmd": "run", "seq": seq, "case": case})
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
    """Every field of expected is in actual with an equal value (objects compared recursively)."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and subset(v, actual[k]) for k, v in expected.items())
    return expected == actual


def determination_vector(vector):
    """A determination or error vector whose case query asks for a vacancy (state and audit
    vectors, and error vectors of state queries, are not run: the harness does not answer them)."""
    expected, case = vector.get("expected", {}), vector.get("case")
    if "determination" not in expected and "error" not in expected:
        return False
    query = case.get("query") if isinstance(case, dict) else None
    return isinstance(query, dict) and "vacancy" in query


def compare(vector, response, level):
    """None when the vector passes, else a short reason."""
    if "result" not in response:
        return "no result: %s" % (response.get("message") or response)
    result, expected = response["result"], vector["expected"]
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
    passed = failed = skipped = 0
    for seq, path in enumerate(sorted(glob.glob(os.path.join(args.vectors, "*.json")))):
        with open(path, encoding="utf-8") as fh:
            vector = json.load(fh)
        if not determination_vector(vector):
            skipped += 1          # state and audit vectors: not answered by this harness
            continue
        reason = compare(vector, impl.run(seq, vector["case"]), args.level)
        if reason is None:
            passed += 1
            if not args.quiet:
                print("pass %s" % vector["id"])
        else:
            failed += 1
            print("FAIL %s: %s" % (vector["id"], reason))
    impl.stop()
    print("%d passed, %d failed (%d state/audit vectors skipped)" % (passed, failed, skipped))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
