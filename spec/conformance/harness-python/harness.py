#!/usr/bin/env python3
"""Independent Python implementation of succession under § 34 KWG (Hessen).

Speaks the Nachrücken line protocol, version 1 (spec/protocol.md): one JSON
request per line on stdin, one JSON response per line on stdout.
Written from the law (shared/law/kwg-34.txt), the design and spec/*.md only.
Standard library only. Bug switches for testing test tools: --bug NAME or
NACHRUECKEN_BUG=NAME (see README.md).
"""
import datetime
import hashlib
import json
import os
import re
import sys

BUGS = ("rank-by-position", "ignore-waiver-form", "exit-before-setup",
        "no-count-reduction", "lot-among-all")
BUG = None  # set in main(); exactly one bug or None

# spec/norms.json, in catalogue order (the order of `rules`)
CATALOGUE = [
    "kwg34.1.s1.trigger", "kwg34.1.s1.rank", "kwg34.1.s1.tie", "kwg34.1.s2.vacant",
    "kwg34.1.s2.count", "kwg34.1a.rank", "kwg34.1a.lot", "kwg34.2.n1", "kwg34.2.n2",
    "kwg34.2.n3.death", "kwg34.2.n3.ground", "kwg34.3.s1", "kwg34.3.s2", "kwg34.4.s1",
    "kwg34.4.s2", "kwg34.4.s3", "kwg34.5", "kwg34.6", "kwg33.1.n1", "kwg33.1.n2",
    "kwg33.1.n3", "kwg33.1.n4", "kwg33.2", "kwg33.3", "kwg33.4", "kwg23.1",
    "kwg23.2.s2", "kwg23.2.s3", "kwg25.1", "kwg25.2", "kwg26", "kwg27"]

KINDS = ["gemeindevertretung", "stadtverordnetenversammlung", "kreistag", "ortsbeirat",
         "auslaenderbeirat"]
CAUSES = ["death", "statusNotAcquired", "seatWaiver", "eligibilityLost",
          "officeCapacityLost", "incompatibility", "reviewDecision", "merger"]
RECIPIENTS = ["returningOfficer", "party", "body", "other"]
GROUNDS = ["eligibility", "officeCapacity", "incompatibility"]
# fields of each event type besides date and type (spec/wire-format.md, Events)
EVENT_FIELDS = {
    "memberLeft": ["member", "cause"],
    "candidateLeftGroup": ["candidate"],
    "candidateWaived": ["candidate", "written", "to"],
    "candidateWaiverRevoked": ["candidate"],
    "candidateDied": ["candidate"],
    "candidateGroundArose": ["candidate", "ground"],
    "candidateGroundEnded": ["candidate", "ground"],
    "incompatibilityNotified": ["candidate"],
    "incompatibilityProven": ["candidate"],
    "lotDrawn": ["vacancy", "among", "winner"],
    # the procedure (spec/procedure.md, "Procedure events")
    "determination": ["vacancy", "by", "outcome", "successor"],
    "announcement": ["vacancy"],
    "objection": ["vacancy", "against", "form", "reasonedOn", "ownRights", "supporters"],
    "bodyDecision": ["vacancy", "decision"],
    "courtDecision": ["vacancy", "decision"],
    "final": ["vacancy"],
}
PROCEDURE = ("determination", "announcement", "objection", "bodyDecision", "courtDecision", "final")
GROUND_CAUSES = ("eligibilityLost", "officeCapacityLost", "incompatibility")
# incompatibility events may also name a member (spec/procedure.md, § 23 Abs. 2 via § 34 Abs. 3 Satz 2)
INCOMPATIBILITY_EVENTS = ("incompatibilityNotified", "incompatibilityProven")
MAX_SAFE = 2 ** 53 - 1


# ---------------------------------------------------------------- dates (R5)

def valid_date(s):
    """ISO 8601 YYYY-MM-DD that exists in the Gregorian calendar (wire format)."""
    if not isinstance(s, str) or len(s) != 10 or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", s):
        return False
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    mdays = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return 1 <= m <= 12 and 1 <= d <= mdays[m - 1]


def add_days(s, k):
    """The calendar date k days after s ("n+7", R1); years below 400 are shifted by one
    400-year Gregorian cycle (146097 days), which Python's date cannot represent."""
    y, shift = int(s[:4]), (400 if int(s[:4]) < 400 else 0)
    t = datetime.date(y + shift, int(s[5:7]), int(s[8:])) + datetime.timedelta(days=k)
    return "%04d-%02d-%02d" % (t.year - shift, t.month, t.day)


# ---------------------------------------------------------------- decoding (wire format)

def join(path, key):
    return key if path == "" else path + "." + key


def error(path, code, message, rule=None):
    return {"path": path, "code": code, "message": message, "rule": rule}


class Decoder:
    """Shape checks of nachruecken.case/1 (spec/wire-format.md): unknown, missing and ill-typed
    fields, impossible dates. Each checker takes (value, path) and records errors."""

    def __init__(self):
        self.errors = []

    def fail(self, path, code, message):
        self.errors.append(error(path, code, message))

    def fields(self, value, path, spec, optional=()):
        """An object with exactly the fields of spec ("unknown fields are errors everywhere")."""
        if not isinstance(value, dict):
            self.fail(path, "invalidValue", "expected an object")
            return
        for key in value:
            if key not in spec:
                self.fail(join(path, key), "unknownField", "unknown field %r" % key)
        for key, check in spec.items():
            if key in value:
                check(value[key], join(path, key))
            elif key not in optional:
                self.fail(join(path, key), "missingField", "missing field %r" % key)

    def string(self, v, path):
        if not isinstance(v, str):
            self.fail(path, "invalidValue", "expected a string")

    def ident(self, v, path):
        if not isinstance(v, str) or not 1 <= len(v) <= 200:
            self.fail(path, "invalidValue", "expected an id (1 to 200 characters)")

    def boolean(self, v, path):
        if not isinstance(v, bool):
            self.fail(path, "invalidValue", "expected a boolean")

    def date(self, v, path):
        if not valid_date(v):
            self.fail(path, "invalidDate", "expected an existing calendar date YYYY-MM-DD, got %s" % json.dumps(v))

    def enum(self, values):
        def check(v, path):
            if not any(v == x and type(v) is type(x) for x in values):
                self.fail(path, "invalidValue", "expected one of %s, got %s" % (values, json.dumps(v)))
        return check

    def integer(self, minimum):
        def check(v, path):   # integral floats were normalised to int before
            if isinstance(v, bool) or not isinstance(v, int) or not minimum <= v <= MAX_SAFE:
                self.fail(path, "invalidValue", "expected an integer >= %d, got %s" % (minimum, json.dumps(v)))
        return check

    def array(self, item, min_items=0, unique=False):
        def check(v, path):
            if not isinstance(v, list) or len(v) < min_items:
                self.fail(path, "invalidValue", "expected an array of at least %d items" % min_items)
                return
            for i, x in enumerate(v):
                item(x, "%s[%d]" % (path, i))
            if unique and len(set(json.dumps(x) for x in v)) != len(v):
                self.fail(path, "invalidValue", "items must be unique")
        return check

    def case(self, c, path=""):
        fmt = self.enum(["nachruecken.case/1"])
        self.fields(c, path, {
            "format": fmt, "body": self.body, "lists": self.array(self.list_, 1),
            "events": self.array(self.event), "query": self.query,
            "lot": lambda v, p: self.fields(v, p, {"seed": self.string}),
            "interpretation": lambda v, p: self.fields(
                v, p, {"incompatibility": self.enum(["proofPeriod", "exclude"])})},
            optional=("lot", "interpretation"))

    def query(self, q, path):
        """{vacancy, asOf} (a determination) or {state: {asOf}} (spec/procedure.md)."""
        if isinstance(q, dict) and "state" in q and "vacancy" not in q:
            self.fields(q, path, {"state": lambda v, p: self.fields(v, p, {"asOf": self.date})})
        else:
            self.fields(q, path, {"vacancy": self.ident, "asOf": self.date})

    def nullable_date(self, v, path):
        if v is not None:
            self.date(v, path)

    def successor_for(self, outcome):
        """successor is an id exactly when outcome is successor, else null (procedure events)."""
        def check(v, path):
            if outcome == "successor":
                self.ident(v, path)
            elif v is not None:
                self.fail(path, "invalidValue", "expected null (outcome %s), got %s" % (outcome, json.dumps(v)))
        return check

    def body(self, b, path):
        self.fields(b, path, {
            "name": self.string, "kind": self.enum(KINDS), "statutoryMemberCount": self.integer(1),
            "electionMode": self.enum(["proportional", "majority"]),
            "term": lambda v, p: self.fields(v, p, {"start": self.date, "end": self.date}),
            "eligibleVoters": self.integer(0)}, optional=("eligibleVoters",))

    def list_(self, lst, path):
        candidate = {"id": self.ident, "name": self.string, "position": self.integer(1),
                     "votes": self.integer(0), "elected": self.boolean, "memberAtSetUp": self.boolean}
        self.fields(lst, path, {
            "id": self.ident, "name": self.string, "group": self.enum(["party", "voterGroup", None]),
            "setUp": lambda v, p: v is None or self.date(v, p),
            "candidates": self.array(lambda v, p: self.fields(v, p, candidate, ("memberAtSetUp",)), 1)})

    def event(self, ev, path):
        """Dispatch on type; memberLeft carries written/to exactly for a seat waiver."""
        etype = ev.get("type") if isinstance(ev, dict) else None
        if etype not in EVENT_FIELDS:
            spec = {"date": self.date, "type": self.enum(list(EVENT_FIELDS))}
            others = [k for k in ev if k not in spec] if isinstance(ev, dict) else []
            return self.fields(ev, path, dict(spec, **{k: lambda v, p: None for k in others}))
        checks = {"member": self.ident, "candidate": self.ident, "vacancy": self.ident,
                  "winner": self.ident, "cause": self.enum(CAUSES), "written": self.boolean,
                  "to": self.enum(RECIPIENTS), "ground": self.enum(GROUNDS),
                  "among": self.array(self.ident, 2, unique=True),
                  "effective": self.date, "finalJudgment": self.boolean,
                  "by": self.enum(["returningOfficer", "body"]),
                  "against": self.enum(["determination", "inaction"]),
                  "form": self.enum(["written", "onRecord", "oral", "email"]),
                  "reasonedOn": self.nullable_date, "ownRights": self.boolean,
                  "supporters": self.integer(0), "decision": self.enum(["confirm", "annul", "modify"])}
        names = list(EVENT_FIELDS[etype])
        optional = []
        cause = ev.get("cause")
        if etype == "memberLeft":
            if cause == "seatWaiver":        # written/to required, effective optional (§ 33 Abs. 3 Nr. 1)
                names += ["written", "to", "effective"]
                optional = ["effective"]
            elif cause in GROUND_CAUSES:     # finalJudgment optional (§ 33 Abs. 3 Nr. 2)
                names += ["finalJudgment"]
                optional = ["finalJudgment"]
            elif cause not in CAUSES:        # the cause itself is wrong: do not guess further
                names += ["written", "to", "effective", "finalJudgment"]
                optional = ["written", "to", "effective", "finalJudgment"]
        elif etype == "determination":
            checks["outcome"] = self.enum(["successor", "vacant", "noSuccession"])
            checks["successor"] = self.successor_for(ev.get("outcome"))
        elif etype in ("bodyDecision", "courtDecision") and ev.get("decision") == "modify":
            names += ["outcome", "successor"]
            checks["outcome"] = self.enum(["successor", "vacant"])
            checks["successor"] = self.successor_for(ev.get("outcome"))
        spec = {"date": self.date, "type": lambda v, p: None}
        spec.update({k: checks[k] for k in names})
        self.fields(ev, path, spec, tuple(optional))


# ---------------------------------------------------------------- the case model

class Case:
    """A decoded case with lookups; events in application order (R5)."""

    def __init__(self, c):
        self.raw = c
        self.body = c["body"]
        self.mode = self.body["electionMode"]
        self.lists = c["lists"]
        self.events = c["events"]
        self.D = c["query"]["asOf"]
        self.vacancy = c["query"]["vacancy"]
        self.eligible_voters = self.body.get("eligibleVoters")
        self.seed = c["lot"]["seed"] if "lot" in c else None
        self.reading = c.get("interpretation", {}).get("incompatibility", "proofPeriod")
        self.cand = {}      # candidate id -> candidate
        self.list_of = {}   # candidate id -> its list
        for lst in self.lists:
            for cand in lst["candidates"]:
                self.cand.setdefault(cand["id"], cand)
                self.list_of.setdefault(cand["id"], lst)
        # application order: date, then input order (R5)
        self.order = sorted(range(len(self.events)), key=lambda i: (self.events[i]["date"], i))
        self.facts = [i for i in self.order if self.events[i]["date"] <= self.D]


def seat_waiver_effective(ev):
    """kwg33.2: a seat waiver is effective only in writing to the returning officer (R3)."""
    if ev["cause"] != "seatWaiver" or BUG == "ignore-waiver-form":
        return True
    return ev["written"] is True and ev["to"] == "returningOfficer"


def candidate_waiver_effective(ev):
    """kwg34.2.n2: a candidate waiver excludes only in writing to the returning officer (R3)."""
    return BUG == "ignore-waiver-form" or (ev["written"] is True and ev["to"] == "returningOfficer")


def exit_counts(ev, lst):
    """kwg34.2.n1: leaving on or after the list's setUp excludes; before it has no effect (R2)."""
    return BUG == "exit-before-setup" or ev["date"] >= lst["setUp"]


# ---------------------------------------------------------------- consistency checks

def check_lists(k, errs):
    """Ids, positions, group/setUp, majority one list, term, elected count (spec/readings.md errors)."""
    seen_lists, seen_cands = set(), set()
    for i, lst in enumerate(k.lists):
        p = "lists[%d]" % i
        if lst["id"] in seen_lists:
            errs.append(error(p + ".id", "duplicateId", "list id used twice"))
        seen_lists.add(lst["id"])
        if (lst["group"] is None) != (lst["setUp"] is None):
            errs.append(error(p + ".setUp", "setUpMismatch", "setUp must be null exactly when group is null"))
        if k.mode == "proportional" and lst["group"] is None:
            errs.append(error(p + ".group", "groupRequired", "a proportional list needs a group"))
        positions = set()
        for j, cand in enumerate(lst["candidates"]):
            q = "%s.candidates[%d]" % (p, j)
            if cand["id"] in seen_cands:
                errs.append(error(q + ".id", "duplicateId", "candidate id used twice"))
            seen_cands.add(cand["id"])
            if cand["position"] in positions:
                errs.append(error(q + ".position", "duplicatePosition", "list position used twice"))
            positions.add(cand["position"])
    if k.mode == "majority" and len(k.lists) != 1:
        errs.append(error("lists", "majorityOneList", "a majority election has exactly one list", "kwg34.1a.rank"))
    if k.body["term"]["start"] > k.body["term"]["end"]:
        errs.append(error("body.term.end", "invalidTerm", "the term ends before it starts"))
    elected = sum(1 for lst in k.lists for c in lst["candidates"] if c["elected"])
    if elected > k.body["statutoryMemberCount"]:
        errs.append(error("lists", "tooManyElected", "more elected candidates than the statutory member count",
                          "kwg34.1.s2.count"))


def check_references(k, i, ev, errs):
    """References exist and are of the right kind; dates within the term (R5)."""
    p = "events[%d]" % i
    start, end = k.body["term"]["start"], k.body["term"]["end"]
    t = ev["type"]
    if t in ("memberLeft", "lotDrawn"):
        if not start <= ev["date"] <= end:
            errs.append(error(p + ".date", "outsideTerm", "departures and lots lie within the term"))
    elif ev["date"] > end and t not in PROCEDURE:
        errs.append(error(p + ".date", "outsideTerm", "candidate facts may not follow the end of the term"))
    for key in ("member", "candidate", "vacancy", "winner", "successor"):
        if ev.get(key) is not None and ev[key] not in k.cand:
            errs.append(error(p + "." + key, "unknownReference", "no candidate %r" % ev[key]))
    if "candidate" in ev and ev["candidate"] in k.cand and k.cand[ev["candidate"]]["elected"] \
            and not names_incompatibility(ev):
        errs.append(error(p + ".candidate", "wrongKind", "candidate events name a non-elected candidate"))
    for j, x in enumerate(ev.get("among", [])):
        if x not in k.cand:
            errs.append(error("%s.among[%d]" % (p, j), "unknownReference", "no candidate %r" % x))


def names_incompatibility(ev):
    """Incompatibility facts may name an elected member too (spec/procedure.md; § 23 Abs. 2)."""
    return ev["type"] in INCOMPATIBILITY_EVENTS or (
        ev["type"] in ("candidateGroundArose", "candidateGroundEnded") and ev.get("ground") == "incompatibility")


def check_events(k, errs, excluded=frozenset()):
    """Per-event rule checks over every event, in application order (spec/readings.md errors).
    Departures in excluded (rejected as notAMember, spec/procedure.md open question 5) are no
    departures: they do not make a later real departure of the same person a memberLeftTwice."""
    open_ground = {}     # (candidate, ground) -> open?
    departed = set()     # members with an effective departure (kwg34.1.s1.trigger)
    lots = set()         # vacancies with a lotDrawn (kwg34.1a.lot)
    for i in k.order:
        ev, p = k.events[i], "events[%d]" % i
        check_references(k, i, ev, errs)
        t, cid = ev["type"], ev.get("candidate")
        if t == "candidateWaiverRevoked":  # kwg34.2.n2 Hs. 2: irrevocable, whatever its date
            errs.append(error(p, "waiverRevoked", "a waiver cannot be revoked", "kwg34.2.n2"))
        elif t == "candidateLeftGroup" and cid in k.cand:  # kwg34.2.n1 (R2)
            if k.list_of[cid]["group"] is None or k.cand[cid].get("memberAtSetUp", True) is False:
                errs.append(error(p, "cannotLeaveGroup", "the candidate belonged to no group", "kwg34.2.n1"))
        elif t == "candidateGroundArose":
            open_ground[(cid, ev["ground"])] = True
        elif t == "candidateGroundEnded" or t in ("incompatibilityNotified", "incompatibilityProven"):
            g = ev.get("ground", "incompatibility")  # kwg34.2.n3.ground
            if not open_ground.get((cid, g)):
                errs.append(error(p, "groundNotOpen", "no open %s ground" % g, "kwg34.2.n3.ground"))
            if t == "candidateGroundEnded":
                open_ground[(cid, g)] = False
        elif t == "memberLeft" and seat_waiver_effective(ev) and i not in excluded:  # kwg34.1.s1.trigger
            if ev["member"] in departed:
                errs.append(error(p, "memberLeftTwice", "the member has already left", "kwg34.1.s1.trigger"))
            departed.add(ev["member"])
        elif t == "lotDrawn":  # kwg34.1a.lot
            check_lot_event(k, i, ev, lots, errs)
    if not k.body["term"]["start"] <= k.D <= k.body["term"]["end"]:
        errs.append(error("query.asOf", "outsideTerm", "asOf lies outside the term"))
    if k.vacancy not in k.cand:
        errs.append(error("query.vacancy", "unknownReference", "no candidate %r" % k.vacancy))
    elif not any(ev["member"] == k.vacancy for _, ev in departures(k)):
        errs.append(error("query.vacancy", "noDeparture", "the member has not left by asOf", "kwg34.1.s1.trigger"))


def check_lot_event(k, i, ev, lots, errs):
    """Static checks of a recorded drawing (kwg34.1a.lot)."""
    p = "events[%d]" % i
    if k.mode == "proportional":
        errs.append(error(p, "lotInProportional", "no lot in a proportional election", "kwg34.1a.lot"))
        return
    if not any(e["type"] == "memberLeft" and e["member"] == ev["vacancy"] and e["date"] <= ev["date"]
               and seat_waiver_effective(e) for e in k.events + k.engine):
        errs.append(error(p, "lotBeforeVacancy", "the lot precedes the departure", "kwg34.1a.lot"))
    if ev["winner"] not in ev["among"]:
        errs.append(error(p + ".winner", "lotWinnerNotAmong", "the winner is not among", "kwg34.1a.lot"))
    if ev["vacancy"] in lots:
        errs.append(error(p, "lotDrawnTwice", "a second lot for this vacancy", "kwg34.1a.lot"))
    lots.add(ev["vacancy"])


# ---------------------------------------------------------------- § 23 Abs. 2 for members

def engine_departures(k):
    """kwg23.2.s3: a member served notice of an incompatibility (notice n) who proves nothing by the end
    of day n+7 counts as never having acquired the status: the engine records a departure with cause
    statusNotAcquired on n+8 (no input event). Computed for every person named by incompatibility facts;
    it takes effect only for someone who is a member on that day (see decide_all and procedure)."""
    per = {}
    for i in k.order:
        ev = k.events[i]
        if names_incompatibility(ev):
            per.setdefault(ev["candidate"], []).append(ev)
    out = []
    for cid, evs in per.items():
        is_open = False
        for j, ev in enumerate(evs):
            t = ev["type"]
            if t == "candidateGroundArose":
                is_open = True
            elif t == "candidateGroundEnded":
                is_open = False
            elif t == "incompatibilityNotified" and is_open:
                due = add_days(ev["date"], 7)              # kwg23.2.s2: the week ends with day n+7
                # a proof, an end of the ground or a new notice within the week prevents this departure
                if not any(e["date"] <= due for e in evs[j + 1:]):
                    day = add_days(due, 1)
                    if day <= k.body["term"]["end"]:
                        out.append({"date": day, "type": "memberLeft", "member": cid,
                                    "cause": "statusNotAcquired"})
                    break
    return out


def departures(k, all_events=False):
    """Departures in application order as (event index or None, event): the memberLeft facts and the
    engine's departures (kwg23.2.s3), which come first on their day (the status ended the day before)."""
    items = [((ev["date"], -1), None, ev) for ev in k.engine]
    items += [((k.events[i]["date"], i), i, k.events[i]) for i in (k.order if all_events else k.facts)
              if k.events[i]["type"] == "memberLeft"]
    return [(i, ev) for key, i, ev in sorted(items, key=lambda x: x[0])
            if all_events or ev["date"] <= k.D]


# ---------------------------------------------------------------- the procedure (spec/procedure.md)

def quorum(k):
    """kwg25.1: more than 10,000 entitled voters -> 100, otherwise 1 % rounded up, at least 5; None unknown."""
    n = k.eligible_voters
    if n is None:
        return None
    return 100 if n > 10000 else max(5, -(-n // 100))


def procedure(k, upto=None, errs=None, annulled=None, excluded=frozenset()):
    """Replays the procedure events in application order (with all departures, also the engine's) and
    checks them against spec/procedure.md; returns, per vacancy, the standing recorded determination
    ({outcome, successor, date, by}) or None. With upto, only events dated on or before it are replayed.
    A rejected event changes nothing (errors are collected in errs). Calls changed in review with final
    effect are collected in annulled as (successor, determined on, final on). The memberLeft events in
    excluded (departures of someone who was not a member, rejected as notAMember with kwg34.1.s1.trigger)
    open no vacancy: every procedure event for them is noVacancy (kwg34.3.s1), and a determination for
    them calls no one (spec/procedure.md, open question 5)."""
    errs = [] if errs is None else errs
    annulled = [] if annulled is None else annulled
    items = [((ev["date"], -1), None, ev) for ev in k.engine]
    items += [((k.events[i]["date"], i), i, k.events[i]) for i in k.order]
    items = [x for x in sorted(items, key=lambda x: x[0]) if upto is None or x[2]["date"] <= upto]
    called = {cid for cid, c in k.cand.items() if c["elected"]}       # R4
    members = set(called)
    departed = set()
    left_on = {}                                            # member -> date of the departure that ended it
    void = {}                                               # member -> final date that voided the departure
    vac = {}

    def state(v):
        return vac.setdefault(v, {"standing": None, "announced": None, "pending": 0, "inaction": 0,
                                  "review": None})

    for _, i, ev in items:
        t = ev["type"]
        if t == "memberLeft":
            if i is None and (ev["member"] not in members or ev["member"] in departed):
                continue                                    # the engine's departure of a non-member
            if i in excluded:                               # open question 5: no departure, no vacancy
                continue
            departed.add(ev["member"])
            if seat_waiver_effective(ev):
                members.discard(ev["member"])
                left_on.setdefault(ev["member"], ev["date"])
            continue
        if t not in PROCEDURE:
            continue
        p, v, d = "events[%d]" % i, ev["vacancy"], ev["date"]
        if v not in departed:                               # kwg34.3.s1
            errs.append(error(p + ".vacancy", "noVacancy", "%r has not left" % v, "kwg34.3.s1"))
            continue
        if v in void:                                       # kwg34.5, R4: the vacancy of a void departure
            errs.append(error(p + ".vacancy", "noVacancy", "the departure of %r is void from %s" % (v, void[v]),
                              "kwg34.5"))
            continue
        st = state(v)
        if t == "determination":                            # kwg34.3.s1, kwg34.4.s3
            bad = []
            if st["standing"] is not None:
                bad.append(error(p, "alreadyDetermined", "a determination stands for %r" % v, "kwg34.3.s1"))
            if ev["by"] == "body" and st["inaction"] == 0:
                bad.append(error(p + ".by", "bodyNotCompetent", "the body determines only on an admissible "
                                 "objection against the returning officer's inaction", "kwg34.4.s3"))
            # the member who left the seat was called to it (spec/procedure.md, the error table)
            if ev["outcome"] == "successor" and (ev["successor"] in called or ev["successor"] in members
                                                 or ev["successor"] == v):
                bad.append(error(p + ".successor", "alreadyCalled", "%r is a member or already called"
                                 % ev["successor"], "kwg34.3.s1"))
            if bad:
                errs.extend(bad)
                continue
            st.update(standing={"outcome": ev["outcome"], "successor": ev["successor"], "date": d,
                                "by": ev["by"]}, announced=None, pending=0, inaction=0, review=None)
            if ev["successor"] is not None:
                called.add(ev["successor"])
                members.add(ev["successor"])
        elif t == "announcement":                           # kwg34.3.s1, starts the period (kwg25.1)
            if st["standing"] is None:
                errs.append(error(p, "nothingToAnnounce", "no recorded determination", "kwg34.3.s1"))
            elif st["announced"] is None:
                st["announced"] = d
        elif t == "objection":                              # kwg34.4.s1, kwg25.1, kwg25.2
            bad, ends = [], None
            if ev["against"] == "inaction":
                if st["standing"] is not None:
                    bad.append(error(p, "objectionNoInaction", "a determination has been recorded", "kwg34.4.s1"))
            elif st["standing"] is None or st["announced"] is None:
                bad.append(error(p, "objectionNotAnnounced", "the determination has not been announced",
                                 "kwg25.1"))
            else:
                ends = add_days(st["announced"], 14)        # end of day announcement + 14 (R5)
                if d > ends:
                    bad.append(error(p, "objectionLate", "the objection period ended on %s" % ends, "kwg25.1"))
            if ev["form"] not in ("written", "onRecord"):
                bad.append(error(p + ".form", "objectionForm", "an objection is lodged in writing or on record",
                                 "kwg25.2"))
            r = ev["reasonedOn"]
            if ev["against"] == "inaction":
                unreasoned = r is None or r > d
            else:
                unreasoned = r is None or (ends is not None and not st["announced"] <= r <= ends)
            if unreasoned:
                bad.append(error(p + ".reasonedOn", "objectionUnreasoned", "no reasons within the period",
                                 "kwg25.2"))
            q = quorum(k)
            if not ev["ownRights"] and (q is None or ev["supporters"] < q):
                bad.append(error(p + ".supporters", "objectionSupport",
                                 "the number of entitled voters is missing" if q is None else
                                 "%d supporters, the quorum is %d" % (ev["supporters"], q), "kwg25.1"))
            if bad:
                errs.extend(bad)
            elif ev["against"] == "inaction":
                st["inaction"] += 1
            else:
                st["pending"] += 1
        elif t == "bodyDecision":                           # kwg26, kwg34.4.s2
            if st["pending"] == 0 or st["standing"] is None:
                errs.append(error(p, "noObjection", "no admissible objection awaits a decision", "kwg26"))
                continue
            st["pending"] = 0
            st["review"] = dict(decision=ev["decision"], outcome=ev.get("outcome"),
                                successor=ev.get("successor"), by="body", final=None)
        elif t == "courtDecision":                          # kwg27: replaces the body's decision
            if st["review"] is None:
                errs.append(error(p, "noBodyDecision", "the body has not decided", "kwg27"))
                continue
            st["review"] = dict(decision=ev["decision"], outcome=ev.get("outcome"),
                                successor=ev.get("successor"), by="court", final=None)
        elif t == "final":                                  # kwg34.5, kwg34.6
            rv = st["review"]
            if rv is None:
                errs.append(error(p, "noReview", "no review decision", "kwg34.5"))
                continue
            if rv["final"] is not None:
                errs.append(error(p, "alreadyFinal", "the review became final on %s" % rv["final"], "kwg34.5"))
                continue
            rv["final"] = d
            if rv["decision"] == "confirm":
                continue
            old = st["standing"]
            if old and old["successor"] is not None:       # R4: an annulled call did not validly call
                annulled.append((old["successor"], old["date"], d))
                called.discard(old["successor"])
                members.discard(old["successor"])
                sc = old["successor"]                       # left while the call stood: the departure is void
                if sc in left_on and old["date"] <= left_on[sc]:
                    void[sc] = d                            # and the one determined for it was never called
                    gone = vac.get(sc, {}).get("standing")
                    if gone and gone["successor"] is not None:
                        called.discard(gone["successor"])
                        members.discard(gone["successor"])
            st.update(announced=None, pending=0)
            if rv["decision"] == "annul":                   # the vacancy is open again
                st["standing"] = None
            else:                                           # modify: the new outcome from this date
                st["standing"] = {"outcome": rv["outcome"], "successor": rv["successor"], "date": d,
                                  "by": rv["by"]}
                if rv["successor"] is not None:
                    called.add(rv["successor"])
                    members.add(rv["successor"])
    return {v: st["standing"] for v, st in vac.items()}


# ---------------------------------------------------------------- candidate status (Abs. 2, R1-R3)

def candidate_facts(k):
    """Per candidate, the facts up to D in application order (R5)."""
    per = {}
    for i in k.facts:
        ev = k.events[i]
        if "candidate" in ev:
            per.setdefault(ev["candidate"], []).append(ev)
    return per


def incompatibility_state(evs, k):
    """kwg34.2.n3.ground with R1: None (not open), 'removed', 'lapsed', or an awaiting record."""
    is_open, notified, proofs = False, None, []
    for ev in evs:
        t = ev["type"]
        if t == "candidateGroundArose" and ev["ground"] == "incompatibility":
            is_open, notified, proofs = True, None, []      # a: the latest arose
        elif t == "candidateGroundEnded" and ev["ground"] == "incompatibility":
            is_open = False
        elif t == "incompatibilityNotified" and is_open:
            notified = ev["date"]                           # n: the latest notice in [a, D]
        elif t == "incompatibilityProven" and is_open:
            proofs.append(ev["date"])
    if not is_open:
        return None
    if k.reading == "exclude":                              # R1 exclude: skipped unless proven
        return "removed" if proofs else "lapsed"
    due = add_days(notified, 7) if notified else None       # kwg23.2.s2: one week after service
    if (notified is None and proofs) or (notified and any(p <= due for p in proofs)):
        return "removed"
    if notified and k.D > due:                              # kwg23.2.s3: no proof in time
        return "lapsed"
    return {"candidate": None, "notified": notified, "due": due}   # kwg34.3.s2: awaiting


def ground_open(evs, ground):
    """A ground is open when its last arose/ended in application order is an arose (R5)."""
    state = False
    for ev in evs:
        if ev.get("ground") == ground:
            state = ev["type"] == "candidateGroundArose"
    return state


def candidate_status(cid, evs, k):
    """kwg34.2.*: ('skipped', rule) by the first ground in statute order, ('awaiting', info) or ('eligible', None)."""
    lst = k.list_of[cid]
    if any(e["type"] == "candidateLeftGroup" and lst["setUp"] is not None and exit_counts(e, lst) for e in evs):
        return ("skipped", "kwg34.2.n1")
    if any(e["type"] == "candidateWaived" and candidate_waiver_effective(e) for e in evs):
        return ("skipped", "kwg34.2.n2")
    if any(e["type"] == "candidateDied" for e in evs):
        return ("skipped", "kwg34.2.n3.death")
    incomp = incompatibility_state(evs, k)
    if ground_open(evs, "eligibility") or ground_open(evs, "officeCapacity") or incomp == "lapsed":
        return ("skipped", "kwg34.2.n3.ground")
    if isinstance(incomp, dict):
        return ("awaiting", dict(incomp, candidate=cid))
    return ("eligible", None)


def disregarded_facts(k):
    """Facts up to D without legal effect: ineffective waivers (kwg34.2.n2), early exits (kwg34.2.n1)."""
    out = []
    for i in sorted(k.facts):
        ev = k.events[i]
        if ev["type"] == "candidateWaived" and not candidate_waiver_effective(ev):
            reason = "waiverNotWritten" if ev["written"] is not True else "waiverNotToReturningOfficer"
            out.append({"event": i, "rule": "kwg34.2.n2", "reason": reason})
        elif ev["type"] == "candidateLeftGroup" and k.list_of[ev["candidate"]]["setUp"] is not None \
                and not exit_counts(ev, k.list_of[ev["candidate"]]):
            out.append({"event": i, "rule": "kwg34.2.n1", "reason": "leftBeforeSetUp"})
    return out


# ---------------------------------------------------------------- ranking and choice

def rank(pool):
    """kwg34.1.s1.rank / kwg34.1.s1.tie / kwg34.1a.rank: votes descending, then list position."""
    if BUG == "rank-by-position":
        return sorted(pool, key=lambda c: c["position"])
    return sorted(pool, key=lambda c: (-c["votes"], c["position"]))


def entry(c, verdict, rule):
    return {"candidate": c["id"], "verdict": verdict, "rule": rule}


def tie_record(among, votes, resolved_by=None, seed=None, order=None):
    return {"among": [c["id"] for c in sorted(among, key=lambda c: c["position"])], "votes": votes,
            "resolvedBy": resolved_by, "seed": seed, "order": order}


def vacant(ranking, status):
    """kwg34.1.s2.vacant: the list is exhausted; every ranked candidate was skipped."""
    return {"outcome": "vacant", "considered": [entry(c, "skipped", status[c["id"]][1]) for c in ranking]}


def choose_proportional(ranking, status):
    """kwg34.1.s1.rank / kwg34.1.s1.tie: the first non-skipped candidate in the ranking decides."""
    considered = []
    for c in ranking:
        kind, info = status[c["id"]]
        if kind == "skipped":
            considered.append(entry(c, "skipped", info))
            continue
        if kind == "awaiting":                              # R1: the decision waits (kwg34.3.s2)
            considered.append(entry(c, "awaitingProof", "kwg34.3.s2"))
            return {"outcome": "awaitingProof", "considered": considered, "awaiting": info}
        same = [d for d in ranking if status[d["id"]][0] != "skipped" and d["votes"] == c["votes"]]
        tie = tie_record(same, c["votes"], "listOrder") if len(same) > 1 else None
        considered.append(entry(c, "successor", "kwg34.1.s1.tie" if tie else "kwg34.1.s1.rank"))
        return {"outcome": "successor", "successor": c["id"], "considered": considered, "tie": tie}
    return vacant(ranking, status)


def lot_order(seed, vacancy, cands):
    """kwg34.1a.lot: order by SHA-256("nachruecken-lot/1" 0 seed 0 vacancy 0 candidate), bytewise ascending."""
    def utf8(s):
        return re.sub("[\ud800-\udfff]", "\ufffd", s).encode("utf-8")

    def digest(c):
        return hashlib.sha256(b"\x00".join([b"nachruecken-lot/1", utf8(seed), utf8(vacancy),
                                            utf8(c["id"])])).digest()
    return sorted(cands, key=digest)


def choose_majority(ranking, status, vacancy, lot_event, seed):
    """kwg34.1a.rank / kwg34.1a.lot: most votes; equal top votes go to the lot."""
    ns = [c for c in ranking if status[c["id"]][0] != "skipped"]
    if not ns:
        return vacant(ranking, status)
    top = ns[0]["votes"]                                   # v*
    T = [c for c in ns if c["votes"] == top]
    verdicts = {}
    result = {"outcome": None, "tie": tie_record(T, top) if len(T) > 1 else None}
    awaiting = [c for c in T if status[c["id"]][0] == "awaiting"]
    if awaiting:                                           # R1: the decision waits (kwg34.3.s2)
        result.update(outcome="awaitingProof", awaiting=status[awaiting[0]["id"]][1])
        for c in T:
            verdicts[c["id"]] = ("awaitingProof", "kwg34.3.s2") if c in awaiting else ("tied", "kwg34.1a.lot")
    elif len(T) == 1:
        result.update(outcome="successor", successor=T[0]["id"])
        verdicts[T[0]["id"]] = ("successor", "kwg34.1a.rank")
    else:
        winner = None
        if lot_event is not None:                          # 1. a recorded drawing
            winner = lot_event["winner"]
            result["tie"] = tie_record(T, top, "lotDrawn")
        elif seed is not None:                             # 2. the seeded lot
            among = ns if BUG == "lot-among-all" else T
            order = lot_order(seed, vacancy, among)
            winner = order[0]["id"]
            result["tie"] = tie_record(T, top, "lotSeed", seed, [c["id"] for c in order])
        if winner is None:                                 # 3. nothing is guessed
            result["outcome"] = "lotRequired"
        else:
            result.update(outcome="successor", successor=winner)
        for c in T:
            verdicts[c["id"]] = ("tied" if winner is None else "successor" if c["id"] == winner else "lotLost",
                                 "kwg34.1a.lot")
        if winner is not None and winner not in verdicts:  # only with the bug lot-among-all
            verdicts[winner] = ("successor", "kwg34.1a.lot")
    considered = []
    for c in ranking:
        if c["id"] in verdicts:
            considered.append(entry(c, *verdicts[c["id"]]))
        elif status[c["id"]][0] == "skipped" and c["votes"] >= top:
            considered.append(entry(c, "skipped", status[c["id"]][1]))
    result["considered"] = considered
    return result


# ---------------------------------------------------------------- one vacancy and several (R6)

TRIGGER_RULES = {  # kwg34.1.s1.trigger with the norm that makes the cause a trigger
    "death": [], "statusNotAcquired": ["kwg23.2.s3"], "seatWaiver": ["kwg33.1.n1", "kwg33.2"],
    "eligibilityLost": ["kwg33.1.n2"], "officeCapacityLost": ["kwg33.1.n2"],
    "incompatibility": ["kwg33.1.n2"], "reviewDecision": ["kwg33.1.n3"]}


def determination(ev, lst, before, res, disregarded, blocked_by=None):
    """The nachruecken.determination/1 document, keys in the order of spec/wire-format.md."""
    outcome = res["outcome"]
    after = before - 1 if outcome == "vacant" and BUG != "no-count-reduction" else before
    rules = set(res.get("rules", []))
    if outcome != "noSuccession":
        rules |= {"kwg34.1.s1.trigger", "kwg34.3.s1", *TRIGGER_RULES[ev["cause"]]}
    rules |= {e["rule"] for e in res.get("considered", [])} | {d["rule"] for d in disregarded}
    if outcome == "vacant":
        rules |= {"kwg34.1.s2.vacant", "kwg34.1.s2.count"}
    if outcome == "awaitingProof":
        rules |= {"kwg34.3.s2", "kwg23.2.s2"}
    if res.get("reason"):
        rules.add(res["reason"])
    return {"format": "nachruecken.determination/1", "outcome": outcome, "vacancy": ev["member"],
            "list": lst["id"], "cause": ev["cause"], "successor": res.get("successor"),
            "reason": res.get("reason"), "memberCount": {"before": before, "after": after},
            "considered": res.get("considered", []), "tie": res.get("tie"), "awaiting": res.get("awaiting"),
            "blockedBy": blocked_by, "disregarded": disregarded,
            "rules": [r for r in CATALOGUE if r in rules]}


def lot_mismatch(i_lot):
    """kwg34.1a.lot: a recorded drawing must be among exactly the tied candidates."""
    return error("events[%d].among" % i_lot, "lotMismatch", "among does not equal the tied candidates, "
                 "or there is no tie", "kwg34.1a.lot")


def decide_all(k, excluded=frozenset(), nonmembers=None):
    """R6: every departure up to D, by date then input order, each decided as of D. An earlier vacancy
    with a standing recorded determination (spec/procedure.md) counts as recorded: its successor is
    called, a recorded vacant lowers the count; the queried vacancy is always decided lawfully.
    The record is built without the departures in excluded (open question 5). The indices of the
    memberLeft events whose person is not a member on their date and has not left before (neither
    elected nor called by then, recorded or due) are appended to nonmembers, if given."""
    errs, results = [], {}
    per = candidate_facts(k)
    status = {cid: candidate_status(cid, per.get(cid, []), k) for cid in k.cand}
    disregarded = disregarded_facts(k)
    members = {cid for cid, c in k.cand.items() if c["elected"]}
    called = set(members)                                  # R4: elected or determined successor
    count = k.body["statutoryMemberCount"]
    pending = {}                                           # list id -> blocking determination (R6)
    lots = {k.events[i]["vacancy"]: i for i in k.facts if k.events[i]["type"] == "lotDrawn"}
    examined = set()                                       # vacancies whose recorded lot was checked
    annulled = []                                          # calls changed in review with final effect
    recorded = procedure(k, upto=k.D, annulled=annulled, excluded=excluded)   # standing on D
    gone = set()                                           # members whose departure ended the membership
    for i, ev in departures(k):
        key = ("engine", ev["member"]) if i is None else i
        m = ev["member"]
        void = next((f for s, frm, f in annulled if s == m and frm <= ev["date"] < f), None)
        if void is not None:                               # kwg34.5, R4: left while the annulled call stood
            if i is not None:                              # (spec/procedure.md, open question 1)
                errs.append(error("events[%d].member" % i, "notAMember",
                                  "%r counts as never called: the call was changed in review from %s" % (m, void),
                                  "kwg34.5"))
            continue
        if m not in members:                               # kwg34.1.s1.trigger: notAMember
            if i is not None and m not in gone and nonmembers is not None:
                nonmembers.append(i)                       # never a member by then (open question 5)
            if i is not None:
                errs.append(error("events[%d].member" % i, "notAMember", "%r is not a member then" % m,
                                  "kwg34.1.s1.trigger"))
            continue                                       # the engine's departure only for members
        if seat_waiver_effective(ev):
            gone.add(m)
        lst = k.list_of[m]
        rec = recorded.get(m) if m != k.vacancy else None
        if rec is not None and seat_waiver_effective(ev):  # kwg34.3.s1, kwg34.5: the recorded outcome
            members.discard(m)
            examined.add(m)
            if rec["outcome"] == "successor":
                called.add(rec["successor"])
                members.add(rec["successor"])
            elif rec["outcome"] == "vacant":
                count -= 1                                 # kwg34.1.s2.count
            continue
        if ev["cause"] == "merger":                        # kwg33.1.n4: no one succeeds
            members.discard(m)
            res = {"outcome": "noSuccession", "reason": "kwg33.1.n4"}
        elif not seat_waiver_effective(ev):                # kwg33.2: the member keeps the seat
            res = {"outcome": "noSuccession", "reason": "kwg33.2"}
        elif lst["id"] in pending:                         # R6 blocking
            members.discard(m)
            first = pending[lst["id"]]
            examined.add(m)                                # a blocked vacancy draws no lot yet
            results[key] = determination(ev, lst, count, {"outcome": first["outcome"], "tie": first["tie"],
                                       "awaiting": first["awaiting"]}, disregarded, first["vacancy"])
            continue
        else:
            members.discard(m)
            ranking = rank([c for c in lst["candidates"] if c["id"] not in called])   # pool (R4)
            if k.mode == "proportional":
                res = choose_proportional(ranking, status)
            else:
                lot_i = lots.get(m)
                lot_event = k.events[lot_i] if lot_i is not None else None
                res = choose_majority(ranking, status, m, lot_event, k.seed)
                if lot_event is not None:
                    examined.add(m)
                    if res.get("tie") is None or set(lot_event["among"]) != set(res["tie"]["among"]):
                        errs.append(lot_mismatch(lot_i))
        det = determination(ev, lst, count, res, disregarded)
        results[key] = det
        count = det["memberCount"]["after"]
        if det["successor"]:
            called.add(det["successor"])
            members.add(det["successor"])
        if det["outcome"] in ("awaitingProof", "lotRequired"):
            pending[lst["id"]] = det
    errs.extend(lot_mismatch(i) for v, i in lots.items() if v not in examined)   # no tie at all
    return errs, results


def nonmember_departures(k):
    """spec/procedure.md, open question 5: a memberLeft for someone who is not a member on its date
    (neither elected nor called as successor by then, recorded or due) is rejected (notAMember,
    kwg34.1.s1.trigger) and opens no vacancy. Who is a member depends on who was called, and who was
    called on the record, so the record is built again without the departures found so far until no
    new one is found. Each round only adds departures to leave out, so it ends. Only departures dated
    up to D are examined (the checks about members are made while the facts up to D are processed)."""
    excluded = set()
    while True:
        found = []
        decide_all(k, frozenset(excluded), found)
        new = set(found) - excluded
        if not new:
            return frozenset(excluded)
        excluded |= new


def normalise(v):
    """JSON numbers with a zero fraction (1.0, 1e3) are integers, as in JSON Schema."""
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, list):
        return [normalise(x) for x in v]
    if isinstance(v, dict):
        return {key: normalise(x) for key, x in v.items()}
    return v


def decide(raw):
    """Decode, check and decide a case: a determination or an error document."""
    raw = normalise(raw)
    dec = Decoder()
    dec.case(raw)
    if dec.errors:
        return {"format": "nachruecken.error/1", "errors": dec.errors}
    if "state" in raw["query"]:
        return None               # a state query: not answered (spec/procedure.md; see README)
    k = Case(raw)
    errs = []
    check_lists(k, errs)
    k.excluded = frozenset()
    if not errs:
        k.engine = engine_departures(k)
        trial = []
        check_events(k, trial)
        if all(e["code"] == "memberLeftTwice" for e in trial):   # references and dates are sound
            k.excluded = nonmember_departures(k)                 # open question 5
        check_events(k, errs, k.excluded)
        for i in sorted(k.excluded):                             # kwg34.1.s1.trigger
            errs.append(error("events[%d].member" % i, "notAMember",
                              "%r is not a member then" % k.events[i]["member"], "kwg34.1.s1.trigger"))
        procedure(k, errs=errs, excluded=k.excluded)   # a determination query rejects the whole case
    if not errs:
        dyn_errs, results = decide_all(k, k.excluded)
        errs.extend(dyn_errs)
    if not errs:
        mine = [("engine", ev["member"]) if i is None else i for i, ev in departures(k)
                if ev["member"] == k.vacancy]
        mine = [key for key in mine if key in results]
        if mine:
            return results[mine[-1]]   # R5: the latest departure of that member dated on or before asOf
        errs.append(error("query.vacancy", "noDeparture", "the member has not left by asOf",
                          "kwg34.1.s1.trigger"))
    return {"format": "nachruecken.error/1", "errors": errs}


# ---------------------------------------------------------------- the line protocol

def implementation():
    return {"name": "nachruecken-python-harness", "version": "0.1.0", "language": "python",
            "homepage": "spec/conformance/harness-python/README.md",
            "readings": {"incompatibility": ["proofPeriod", "exclude"]}, "levels": ["core", "full"],
            "answers": ["determination"]}


def no_constants(name):
    raise ValueError("invalid JSON constant " + name)


def handle(line):
    """One request line -> (response, stop?)."""
    try:
        req = json.loads(line, parse_constant=no_constants)
    except ValueError as exc:
        return {"seq": None, "errored": True, "message": "unreadable request: %s" % exc}, False
    if not isinstance(req, dict):
        return {"seq": None, "errored": True, "message": "a request is a JSON object"}, False
    cmd = req.get("cmd")
    if cmd == "start":
        if req.get("version") != 1:
            return {"ready": False, "version": 1, "message": "only protocol version 1 is spoken"}, False
        return {"ready": True, "version": 1, "implementation": implementation()}, False
    if cmd == "stop":
        return {"ok": True}, True
    if cmd == "run":
        if req.get("answer", "determination") != "determination":
            return {"seq": req.get("seq"), "skipped": True,
                    "message": "only determinations are answered, not %r" % req.get("answer")}, False
        try:
            result = decide(req.get("case"))
            if result is None:
                return {"seq": req.get("seq"), "skipped": True,
                        "message": "state queries are not answered (only determinations)"}, False
            return {"seq": req.get("seq"), "result": result}, False
        except Exception as exc:  # a crash is reported, never thrown (protocol: errored)
            return {"seq": req.get("seq"), "errored": True, "message": "internal error: %r" % exc}, False
    return {"seq": req.get("seq"), "errored": True, "message": "unknown cmd %r" % cmd}, False


def main(argv):
    global BUG
    BUG = os.environ.get("NACHRUECKEN_BUG") or None
    if "--bug" in argv:
        BUG = argv[argv.index("--bug") + 1]
    if BUG is not None and BUG not in BUGS:
        sys.stderr.write("unknown bug %r; known: %s\n" % (BUG, ", ".join(BUGS)))
        return 2
    for line in sys.stdin:
        if not line.strip():
            continue
        response, stop = handle(line)
        sys.stdout.write(json.dumps(response, ensure_ascii=True) + "\n")
        sys.stdout.flush()
        if stop:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
