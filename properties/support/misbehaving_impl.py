#!/usr/bin/env python3
"""A deliberately misbehaving implementation of the Nachrücken line protocol,
for testing the runner (properties/oracle.test.ts). Not an implementation of
the law: it answers canned results and misbehaves on request.

  python3 misbehaving_impl.py [normal|not-ready|hang-start|garbage-start|exit-start|old-version]

Per case, the behaviour is chosen by case.body.name: ok, reject, crash, hang,
garbage, wrong-seq, skip, errored, no-result, bad-format, log-stdout, array.
"""
import json
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
            say({"ready": True, "version": 1, "implementation": {
                "name": "misbehaving", "version": "0", "language": "python",
                "readings": {"incompatibility": ["proofPeriod"]}, "levels": ["core"]}})
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
            elif name == "log-stdout":
                say("INFO deciding case")
                say({"seq": seq, "result": OK})
            else:
                say({"seq": seq, "result": OK})


if __name__ == "__main__":
    sys.exit(main())
