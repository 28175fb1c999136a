#!/usr/bin/env python3
"""A deliberately misbehaving implementation of the Nachrücken line protocol,
for testing the runner (properties/oracle.test.ts). Not an implementation of
the law: it answers canned results and misbehaves on request.

  python3 misbehaving_impl.py [normal|not-ready|hang-start|garbage-start|exit-start|old-version]

Per case, the behaviour is chosen by case.body.name: ok, reject, crash, hang,
garbage, wrong-seq, skip, errored, no-result, bad-format, log-stdout, array,
slow (answers ok after 0.3 s), unsolicited (answers ok, then prints a JSON line
nobody asked for), no-seq (answers ok without "seq"), invalid (a determination
that breaks its schema: an unknown outcome), crash-once (crashes the first time,
answers ok on a fresh process; needs MISBEHAVING_MARK, a file path).

The mode "answers-all" declares state and audit answers too.
"""
import json
import os
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "normal"
OK = {"format": "nachruecken.determination/1", "outcome": "vacant", "successor": None,
      "memberCount": {"before": 3, "after": 2}, "considered": []}
REJECT = {"format": "nachruecken.error/1", "errors": [{"path": "events[0]", "rule": "kwg34.2.n2"}]}


def say(obj):
    sys.stdout.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
    sys.stdout.flush()


def main():
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0
        req = json.loads(line)
        cmd = req.get("cmd")
        if cmd == "start":
            if MODE == "hang-start":
                time.sleep(3600)
            if MODE == "garbage-start":
                say("hello there")
                continue
            if MODE == "exit-start":
                sys.stderr.write("cannot start: no licence\n")
                return 4
            if MODE == "not-ready":
                say({"ready": False, "version": 1, "message": "only protocol version 0"})
                continue
            if MODE == "old-version":
                say({"ready": True, "version": 0, "implementation": {}})
                continue
            info = {"name": "misbehaving", "version": "0", "language": "python",
                    "readings": {"incompatibility": ["proofPeriod"]}, "levels": ["core"]}
            if MODE == "answers-all":
                info["answers"] = ["determination", "state", "audit"]
            say({"ready": True, "version": 1, "implementation": info})
        elif cmd == "stop":
            say({"ok": True})
            return 0
        elif cmd == "run":
            seq = req["seq"]
            name = (req.get("case") or {}).get("body", {}).get("name")
            if name == "crash":
                sys.stderr.write("Traceback: boom\n")
                sys.stderr.flush()
                return 3
            if name == "hang":
                time.sleep(3600)
            if name == "slow":
                time.sleep(0.3)
            if name == "crash-once":
                mark = os.environ["MISBEHAVING_MARK"]
                if not os.path.exists(mark):
                    open(mark, "w").close()
                    sys.stderr.write("crashed once\n")
                    sys.stderr.flush()
                    return 5
            if name == "garbage":
                say("this is not JSON")
            elif name == "array":
                say("[1, 2]")
            elif name == "wrong-seq":
                say({"seq": seq + 100, "result": OK})
            elif name == "skip":
                say({"seq": seq, "skipped": True, "message": "majority elections are not supported"})
            elif name == "errored":
                say({"seq": seq, "errored": True, "message": "internal error: KeyError"})
            elif name == "no-result":
                say({"seq": seq})
            elif name == "bad-format":
                say({"seq": seq, "result": {"format": "something/1"}})
            elif name == "reject":
                say({"seq": seq, "result": REJECT})
            elif name == "unsolicited":
                # the answer and the line nobody asked for in one write: they arrive together
                say(json.dumps({"seq": seq, "result": OK}) + "\n" + json.dumps({"log": "decided"}))
            elif name == "no-seq":
                say({"result": OK})
            elif name == "invalid":
                say({"seq": seq, "result": dict(OK, outcome="maybe")})
            elif name == "log-stdout":
                say("INFO deciding case")
                say({"seq": seq, "result": OK})
            else:
                say({"seq": seq, "result": OK})


if __name__ == "__main__":
    sys.exit(main())
