#!/usr/bin/env python3
"""Independent Python implementation of succession under § 34 KWG (Hessen).

Speaks the Nachrücken line protocol, version 1 (spec/protocol.md): one JSON
request per line on stdin, one JSON response per line on stdout.
Written from the law (shared/law/kwg-34.txt), the design and spec/*.md only.
Standard library only. Bug switches for testing test tools: --bug NAME or
NACHRUECKEN_BUG=NAME (see README.md).
"""
import copy
import calendar
import datetime
import hashlib
import json
import os
import re
import sys

BUGS = ("rank-by-position", "ignore-waiver-form", "exit-before-setup",
        "no-count-reduction", "lot-among-all",
        # procedure bugs (spec/procedure.md; see README.md, "Bug switches")
        "objection-period-short", "quorum-no-minimum", "abs5-from-decision",
        "leave-on-event-date", "seat-from-departure")
BUG = None  # set in main(); exactly one bug or None

# spec/norms.json, in catalogue order (the order of `rules`)
CATALOGUE = [
    "kwg34.1.s1.trigger", "kwg34.1.s1.rank", "kwg34.1.s1.tie", "kwg34.1.s2.vacant",
    "kwg34.1.s2.count", "kwg34.1a.rank", "kwg34.1a.lot", "kwg34.2.n1", "kwg34.2.n2",
    "kwg34.2.n3.death", "kwg34.2.n3.ground", "kwg34.3.s1", "kwg34.3.s2", "kwg34.4.s1",
    "kwg34.4.s2", "kwg34.4.s3", "kwg34.5", "kwg34.6", "kwg33.1.n1", "kwg33.1.n2",
    "kwg33.1.n3", "kwg33.1.n4", "kwg33.2", "kwg33.3", "kwg33.4", "kwg23.1",
    "kwg23.2.s2", "kwg23.2.s3", "kwg25.1", "kwg25.2", "kwg26", "kwg27", "hgo82.1.s6", "hgo86.1.s3"]

KINDS = ["gemeindevertretung", "stadtverordnetenversammlung", "kreistag", "ortsbeirat",
         "auslaenderbeirat"]
# § 33 Abs. 1 Nr. 4 KWG concerns a member of the Gemeindevertretung (Stadtverordnetenversammlung) only (issue 18, P2)
MERGER_KINDS = ("gemeindevertretung", "stadtverordnetenversammlung")
# R8: the body ceases for the rest of the term below three members (§ 82 Abs. 1 Satz 6, § 86 Abs. 1 Satz 3 HGO)
CEASING_RULES = {"ortsbeirat": "hgo82.1.s6", "auslaenderbeirat": "hgo86.1.s3"}
FEWEST_MEMBERS = 3
CAUSES = ["death", "statusNotAcquired", "seatWaiver", "eligibilityLost",
          "officeCapacityLost", "incompatibility", "reviewDecision", "merger"]
RECIPIENTS = ["returningOfficer", "party", "body", "other"]
GROUNDS = ["eligibility", "officeCapacity", "incompatibility"]
# fields of each event type besides date and type (spec/wire-format.md, Events)
EVENT_FIELDS = {
    "memberLeft": ["member", "cause"],
    "candidateLeftGroup": ["candidate"],
    "candidateJoinedGroup": ["candidate"],
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
    "action": ["vacancy"],
    "final": ["vacancy"],
}
PROCEDURE = ("determination", "announcement", "objection", "bodyDecision", "courtDecision", "action", "final")
GROUND_CAUSES = ("eligibilityLost", "officeCapacityLost", "incompatibility")
# incompatibility events may also name a member (spec/procedure.md, § 23 Abs. 2 via § 34 Abs. 3 Satz 2)
INCOMPATIBILITY_EVENTS = ("incompatibilityNotified", "incompatibilityProven")
MEMBER_FACTS = ("candidateDied", "candidateGroundArose", "candidateWaived")   # a member's departure (R7)
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


def easter_sunday(year):
    """Easter Sunday (Gregorian; the anonymous algorithm of Meeus, Jones and Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (b - (b + 8) // 25 + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    n = h + l - 7 * m + 114
    return "%04d-%02d-%02d" % (year, n // 31, n % 31 + 1)


def is_working_day(day):
    """Not a Saturday, Sunday or public holiday of Hesse (Hessisches Feiertagsgesetz § 1; the Reformation
    Day 2017 was a holiday once, in every Land)."""
    y, shift = int(day[:4]), (400 if int(day[:4]) < 400 else 0)
    if datetime.date(y + shift, int(day[5:7]), int(day[8:])).weekday() >= 5:
        return False
    easter = easter_sunday(int(day[:4]))
    moving = {add_days(easter, n) for n in (-2, 1, 39, 50, 60)}
    return day[5:] not in ("01-01", "05-01", "10-03", "12-25", "12-26") and day != "2017-10-31" and day not in moving


def last_day(day, reading):
    """R5 (interpretation.periodEnd): calendar keeps the day; nextWorkingDay moves a period's last day that is
    no working day to the next working day (§ 193 BGB by analogy)."""
    while reading == "nextWorkingDay" and not is_working_day(day):
        day = add_days(day, 1)
    return day


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
            self.fail(path, "invalidValue", "expected an existing calendar date YYYY-MM-DD, got %s" % json.dumps(v))

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
                v, p, {"incompatibility": self.enum(["proofPeriod", "exclude", "statusRoute"]),
                       "periodEnd": self.enum(["calendar", "nextWorkingDay"])},
                optional=("incompatibility", "periodEnd"))},
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
        if etype == "bodyDecision":                    # kwg27: the day it was served, optional (R10)
            names += ["servedOn"]
            checks["servedOn"] = self.date
            optional = list(optional) + ["servedOn"]
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
        query = c["query"]
        self.D = query["state"]["asOf"] if "state" in query else query["asOf"]
        self.vacancy = query.get("vacancy")     # None for a state query (spec/procedure.md)
        self.eligible_voters = self.body.get("eligibleVoters")
        self.seed = c["lot"]["seed"] if "lot" in c else None
        self.reading = c.get("interpretation", {}).get("incompatibility", "proofPeriod")
        self.period_end = c.get("interpretation", {}).get("periodEnd", "calendar")   # R5
        self.cand = {}      # candidate id -> candidate
        self.list_of = {}   # candidate id -> its list
        for lst in self.lists:
            for cand in lst["candidates"]:
                self.cand.setdefault(cand["id"], cand)
                self.list_of.setdefault(cand["id"], lst)
        self.engine = []    # the engine's departures (kwg23.2.s3), see engine_departures
        self.void_candidate_facts = []  # P12, P4: (event index, candidate fact) read from void departures (settle)
        self.route_weeks = {}   # R9: the weeks of successors called with an open incompatibility (settle)
        self.closed = {}    # departure key -> ceased: departures after the body ceased (R8; settle)
        self.why = {}       # event index -> the error of a departure found to be no member's (notAMember, notYetMember)
        self.member_facts = {}  # event index -> wrongKind: a fact of a sitting member, refused (R7; settle)
        self.skip = frozenset()
        self.apply_skip(frozenset())

    def apply_skip(self, skip):
        """Leave out the rejected events (a rejected event changes nothing, spec/procedure.md): the
        application order (date, then input order, R5) and the facts up to D skip them."""
        self.skip = frozenset(skip)
        self.order = sorted((i for i in range(len(self.events)) if i not in self.skip),
                            key=lambda i: (self.events[i]["date"], i))
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
    """Per-event checks over every event, in application order (spec/readings.md errors), and the
    query's checks (a determination query). memberLeftTwice is the record's (Record.departure): whether
    an earlier departure is void in effect needs the procedure (spec/procedure.md, open question 8)."""
    for i in k.order:
        check_references(k, i, k.events[i], errs)
    rule_checks(k, errs, excluded)
    if not k.body["term"]["start"] <= k.D <= k.body["term"]["end"]:
        errs.append(error("query.asOf", "outsideTerm", "asOf lies outside the term"))
    if k.vacancy not in k.cand:
        errs.append(error("query.vacancy", "unknownReference", "no candidate %r" % k.vacancy))
    elif not any(ev["member"] == k.vacancy for _, _, ev in departures(k)):
        errs.append(error("query.vacancy", "noDeparture", "the member has not left by asOf", "kwg34.1.s1.trigger"))


def rule_checks(k, errs, excluded=frozenset(), upto=None):
    """The rule errors of single events that do not depend on who is a member (spec/readings.md):
    waiverRevoked, cannotLeaveGroup, groundNotOpen (a ground is open from a candidateGroundArose or a departure
    for it, until its end) and the static lot errors, in application order; with upto, only the events dated on
    or before it. Not memberLeftTwice: a departure after one that a final change in review made void is a new
    membership's (spec/procedure.md, open question 8), which only the record knows (Record.departure)."""
    open_ground = {}     # (candidate, ground) -> open?
    lots = set()         # vacancies with a lotDrawn (kwg34.1a.lot)
    member_of = {}       # candidate -> member of the list's group after the accepted facts (R2, P8)
    for i in k.order:
        ev, p = k.events[i], "events[%d]" % i
        if upto is not None and ev["date"] > upto:
            break
        t, cid = ev["type"], ev.get("candidate")
        if t == "memberLeft" and ev["cause"] in GROUND_OF_CAUSE:  # the ground behind a departure is open until its end
            open_ground[(ev["member"], GROUND_OF_CAUSE[ev["cause"]])] = True  # (a void one stays the ground, P4)
        if t == "candidateWaiverRevoked":  # kwg34.2.n2 Hs. 2: irrevocable, whatever its date
            errs.append(error(p, "waiverRevoked", "a waiver cannot be revoked", "kwg34.2.n2"))
        elif t in ("candidateLeftGroup", "candidateJoinedGroup") and cid in k.cand:  # kwg34.2.n1 (R2)
            bad = group_fact_error(k, ev, member_of, p)
            if bad is not None:
                errs.append(bad)
        elif t == "memberLeft" and ev["cause"] == "merger" and k.body["kind"] not in MERGER_KINDS:
            errs.append(error(p + ".cause", "mergerOutsideScope", "§ 33 Abs. 1 Nr. 4 KWG concerns a member of the "
                              "Gemeindevertretung only, not of a %s" % k.body["kind"], "kwg33.1.n4"))
        elif t == "candidateGroundArose":
            open_ground[(cid, ev["ground"])] = True
        elif t == "candidateGroundEnded" or t in ("incompatibilityNotified", "incompatibilityProven"):
            g = ev.get("ground", "incompatibility")  # kwg34.2.n3.ground
            if not open_ground.get((cid, g)):
                errs.append(error(p, "groundNotOpen", "no open %s ground" % g, "kwg34.2.n3.ground"))
            if t == "candidateGroundEnded":
                open_ground[(cid, g)] = False
        elif t == "lotDrawn":  # kwg34.1a.lot
            check_lot_event(k, i, ev, lots, errs)


def group_fact_error(k, ev, member_of, p):
    """kwg34.2.n1 with R2 (issue 18, P8): the membership at the set-up is memberAtSetUp; from the set-up on,
    joining makes a non-member a member and leaving ends it. Leaving before the set-up has no effect
    (disregarded); leaving from the set-up on needs a member; joining needs a non-member, after the set-up,
    of a list with a group. Updates member_of for an accepted fact; the error of a refused one, or None."""
    cid, lst = ev["candidate"], k.list_of[ev["candidate"]]
    member = member_of.get(cid, k.cand[cid].get("memberAtSetUp", True))
    if ev["type"] == "candidateLeftGroup":
        if lst["group"] is None:
            return error(p, "cannotLeaveGroup", "the list has no party or voter group", "kwg34.2.n1")
        if lst["setUp"] is None or ev["date"] < lst["setUp"]:
            return None
        if not member:
            return error(p, "cannotLeaveGroup", "the candidate is no member of the group then", "kwg34.2.n1")
        member_of[cid] = False
        return None
    if lst["group"] is None or lst["setUp"] is None:
        return error(p, "cannotJoinGroup", "the list has no party or voter group", "kwg34.2.n1")
    if ev["date"] < lst["setUp"]:
        return error(p, "cannotJoinGroup", "the membership at the set-up is memberAtSetUp", "kwg34.2.n1")
    if member:
        return error(p, "alreadyInGroup", "the candidate is a member of the group already", "kwg34.2.n1")
    member_of[cid] = True
    return None


def check_lot_event(k, i, ev, lots, errs):
    """Static checks of a recorded drawing (kwg34.1a.lot)."""
    p = "events[%d]" % i
    if k.mode == "proportional":
        errs.append(error(p, "lotInProportional", "no lot in a proportional election", "kwg34.1a.lot"))
        return
    # before in application order (R5): an earlier date, or the same date and listed earlier; the
    # engine's departures come before the input events of their day
    departed = [(e, j) for j, e in enumerate(k.events)] + [(e, -1) for e in k.engine]
    if not any(e["type"] == "memberLeft" and e["member"] == ev["vacancy"] and (e["date"], j) < (ev["date"], i)
               and seat_waiver_effective(e) for e, j in departed):
        errs.append(error(p, "lotBeforeVacancy", "the lot precedes the departure", "kwg34.1a.lot"))
    if ev["winner"] not in ev["among"]:
        errs.append(error(p + ".winner", "lotWinnerNotAmong", "the winner is not among", "kwg34.1a.lot"))
    lots.add(ev["vacancy"])           # a second drawing is judged against the first (P3, Round.drawing_in_force)


# ---------------------------------------------------------------- time line and § 23 Abs. 2 for members

def timeline(k, upto=None):
    """The events and the engine's departures in application order (R5) as (pos, key, event); key is the
    event index, or ("engine", member) for a departure the engine makes (kwg23.2.s3), which comes before
    the input events of its day (the status ended the day before). With upto, only those dated on or
    before it."""
    items = [((ev["date"], -1, ev["member"]), ("engine", ev["member"]), ev) for ev in k.engine]
    items += [((k.events[i]["date"], i, ""), i, k.events[i]) for i in k.order]
    items.sort(key=lambda x: x[0])
    return [x for x in items if upto is None or x[2]["date"] <= upto]


def departures(k, all_events=False):
    """The departures (memberLeft facts and the engine's) in application order, up to D unless all_events."""
    return [x for x in timeline(k, None if all_events else k.D) if x[2]["type"] == "memberLeft"]


def incompatibility_facts(k, upto=None):
    """Per person, the incompatibility facts (which may name a member, spec/procedure.md) in application order."""
    per = {}
    for i in k.order:
        ev = k.events[i]
        if names_incompatibility(ev) and (upto is None or ev["date"] <= upto):
            per.setdefault(ev["candidate"], []).append(ev)
    return per


def member_week(evs, upto=None, reading="calendar"):
    """kwg23.2.s2 for a representative: the week to prove that an incompatibility has ended. A notice while
    the ground is open starts the week (it ends with day n+7); a notice while it runs starts it again. As
    in R1, a proof dated after the ground arose and on or before n+7 removes the incompatibility (also one
    before the notice), and so does the end of the ground within the week; once the week is settled or
    has run out, later facts change nothing (spec/procedure.md). None, or {notified, due, status} as of
    upto: running (upto on or before due, or no upto and nothing after it), proven or expired."""
    is_open, proven, week = False, False, None
    for ev in evs:
        if upto is not None and ev["date"] > upto:
            break
        if week is not None and week["status"] == "running" and ev["date"] > week["due"]:
            week["status"] = "expired"                  # the week ran out before this fact
        if week is not None and week["status"] != "running":
            break
        t = ev["type"]
        if t == "candidateGroundArose":
            is_open, proven = True, proven and week is not None
        elif t == "candidateGroundEnded":
            if week is not None:
                week["status"] = "proven"
            is_open = False
        elif t == "incompatibilityNotified" and is_open:
            week = {"notified": ev["date"], "due": last_day(add_days(ev["date"], 7), reading),
                    "status": "proven" if proven else "running"}
        elif t == "incompatibilityProven" and is_open:
            proven = True
            if week is not None:
                week["status"] = "proven"
    if week is not None and week["status"] == "running" and upto is not None and upto > week["due"]:
        week["status"] = "expired"
    return week


def engine_departures(k):
    """kwg23.2.s3: a person served notice of an incompatibility who proves nothing by the end of day n+7
    counts as never having acquired the status: the engine records a departure with cause
    statusNotAcquired on n+8 (no input event), within the term. Computed for every person named by
    incompatibility facts; it counts only for someone who is a member then (the rounds of settle)."""
    out = []
    for cid, evs in incompatibility_facts(k).items():
        if not k.cand[cid]["elected"]:                     # an elected member's week (the candidates': R1)
            continue
        week = member_week(evs, None, k.period_end)
        # unproven: "running" when nothing follows the week, "expired" when a later fact does (memproof-004)
        if week is not None and week["status"] != "proven":
            day = add_days(week["due"], 1)
            if day <= k.body["term"]["end"]:
                out.append({"date": day, "type": "memberLeft", "member": cid, "cause": "statusNotAcquired"})
    return out


def route_weeks(k, rec, upto=None):
    """R9 (statusRoute): the week of each successor called, by a call that stands, while an incompatibility
    was open and its removal unproven (facts before the call in application order). The determination
    takes the place of the election result (kwg34.3.s2), so the week of kwg23.2.s2 runs as for an elected
    member, from a notice served after the call (a notice before it starts nothing, Q20 B)."""
    out = {}
    for vac in rec.vacs:
        c = vac.standing
        if c is None or c.successor is None or c.ended is not None or vac.void is not None or c.event is None:
            continue
        mine = [(i, k.events[i]) for i in k.order if names_incompatibility(k.events[i])
                and k.events[i]["candidate"] == c.successor]
        before = [ev for i, ev in mine if (ev["date"], i) < (c.date, c.event)]
        if not ground_open(before, "incompatibility"):
            continue
        arose = max(j for j, ev in enumerate(before) if ev["type"] == "candidateGroundArose"
                    and ev["ground"] == "incompatibility")
        if any(ev["type"] == "incompatibilityProven" for ev in before[arose + 1:]):
            continue
        after = [ev for i, ev in mine if (ev["date"], i) >= (c.date, c.event)]
        start = {"type": "candidateGroundArose", "ground": "incompatibility", "date": c.date}
        week = member_week([start] + after, upto, k.period_end)
        if week is not None:
            out[c.successor] = week
    return out


def route_departures(k, rec):
    """kwg23.2.s3 under R9: a called successor's week that ran out unproven ends the status on the day after it."""
    out = []
    for cid, week in sorted(route_weeks(k, rec).items()):
        day = add_days(week["due"], 1)
        # unproven: "running" when nothing follows the week, "expired" when a later fact (a late proof) does (h18-026)
        if week["status"] != "proven" and day <= k.body["term"]["end"]:
            out.append({"date": day, "type": "memberLeft", "member": cid, "cause": "statusNotAcquired"})
    return out


# ---------------------------------------------------------------- the procedure (spec/procedure.md)

def quorum(k):
    """kwg25.1: more than 10,000 entitled voters -> 100, otherwise 1 % rounded up, at least 5; None unknown."""
    n = k.eligible_voters
    if n is None:
        return None
    if BUG == "quorum-no-minimum":
        return 100 if n > 10000 else -(-n // 100)
    return 100 if n > 10000 else max(5, -(-n // 100))


def month_end(s, months=1):
    """kwg27 with §§ 187 Abs. 1, 188 Abs. 2, 3 BGB: a period of months from an event on s ends with the day of
    the later month with the same number, or that month's last day if it has none (before § 222 Abs. 2 ZPO)."""
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:])
    n = y * 12 + (m - 1) + months
    y2, m2 = n // 12, n % 12 + 1
    if y2 > 9999:
        return "9999-12-31"
    last = calendar.monthrange(y2 + (400 if y2 < 400 else 0), m2)[1]
    return "%04d-%02d-%02d" % (y2, m2, min(d, last))


def action_period_end(rv):
    """kwg27, R10: one month from the body's decision's service (servedOn), else from its date (Verkündung);
    an action period of the administrative court, so § 57 Abs. 2 VwGO with § 222 Abs. 2 ZPO moves a last day
    that is a Saturday, Sunday or holiday to the next working day, whatever the reading R5."""
    return last_day(month_end(rv["servedOn"] or rv["date"]), "nextWorkingDay")



def own_determination(vac):
    """kwg34.4.s3 with kwg27: the body's own determination (Satz 3, upon an objection against inaction) stands and no
    action was brought against it: a determination by the body that no review put in force (a final modification
    does; after a final annulment only a new determination stands)."""
    st = vac.standing
    return st is not None and st.by == "body" and not vac.review_current


def own_final_from(vac):
    """kwg27, R10: without an action the body's own determination can no longer be challenged from the day after
    the month from its date (Verkündung; a determination has no servedOn)."""
    return add_days(action_period_end({"date": vac.standing.date, "servedOn": None}), 1)


def action_period(vac, as_of):
    """kwg27, R10: the month for a decision of the body not final on the query date — its own determination
    (Satz 3, until the day after the month) or its decision on objections (until the court decides or it is final);
    an action brought keeps it shown."""
    if own_determination(vac):
        st = vac.standing
        return None if own_final_from(vac) <= as_of else {"from": st.date, "ends": action_period_end({"date": st.date,
                                                                                                     "servedOn": None})}
    rv = vac.review
    if rv is None or not vac.review_current or rv["by"] != "body" or rv["final"] is not None:
        return None
    return {"from": rv["servedOn"] or rv["date"], "ends": action_period_end(rv)}


def period_end(announced, reading):
    """kwg25.1 with R5: the objection period ends at the end of day announcement + 14 (calendar: no
    extension; nextWorkingDay: the next working day if that is none)."""
    return last_day(add_days(announced, 13 if BUG == "objection-period-short" else 14), reading)


class Call:
    """A recorded call: a determination (by the returning officer or the body) or the outcome of a
    modification in review, dated on the day it took effect. ended: the date from which it no longer stands
    (a final change in review, kwg34.5, or its vacancy became void, spec/procedure.md open question 1)."""

    def __init__(self, vac, successor, outcome, date, by, pos, event):
        self.vac, self.successor, self.outcome, self.date, self.by = vac, successor, outcome, date, by
        self.pos, self.event, self.ended = pos, event, None
        self.start = None                           # the day the successor takes the seat (Round.free)
        self.continues = None                       # P7, Q18: the call of the successor in office it confirms


class Vac:
    """A departure and, if it opened a vacancy, what the record says about it."""

    def __init__(self, key, ev, pos):
        self.key, self.ev, self.pos = key, ev, pos
        self.member, self.cause = ev["member"], ev["cause"]
        self.event = key if isinstance(key, int) else None
        self.calls, self.standing, self.first_det = [], None, None
        self.announced, self.objections = None, []
        self.pending = self.inaction = 0            # admissible objections not yet decided / against inaction
        self.challenged = False                     # an admissible objection against the standing determination
        self.review, self.review_current = None, False
        self.effect = None                          # the date from which the final review took effect
        self.reopened = None                        # the date a final annulment reopened the vacancy
        self.void = None                            # the final date from which the departure is void
        self.period_end = "calendar"                # R5, set by the record
        self.seat = self.how = self.decision = self.left_on = None   # left_on: free by D (Round.free)
        self.leaving = None                         # the state's leftOn: fixed, maybe after D (leaving_day)
        self.before = None                          # the legal member count before it (Round, R8)
        self.free_from = self.due_start = None      # see Round.free


class Record:
    """Pass A of a round: the procedure events and the departures in application order up to upto (all
    events when None), checked against spec/procedure.md. A rejected event changes nothing; its errors are
    collected in errors as (event index, [errors]). Departures in excluded (found to be no member's,
    spec/procedure.md open question 5) open no vacancy.

    Open question 8 (spec/procedure.md, chosen 2026-12-07): a departure of a member whose earlier departure
    is void in effect (the change that voids it final on or before the new departure's date) opens a new
    vacancy under the same name; from it on (R5) by_member names the new one, and vacs_of keeps both. A
    departure on the final date listed before the `final` is known to be such only once the record has
    passed the final: the record is made again with it in fresh (a new departure, not memberLeftTwice)."""

    def __init__(self, k, upto, excluded, fresh=frozenset()):
        self.k, self.excluded, self.fresh = k, excluded, fresh
        self.errors, self.items, self.vacs = [], [], []
        self.by_member, self.calls_of = {}, {}
        self.vacs_of = {}           # member -> the vacancies their departures opened, application order
        self.elected = {cid for cid, c in k.cand.items() if c["elected"]}
        self.departed = set()
        self.left_ever = {}         # everyone with a memberLeft so far, effective or not, void or not: its Vac or None
        self.member_facts = {}      # event index -> wrongKind: a sitting member's fact (R7)
        self.twice = []             # (key, departure date, the vacancy it came after) refused as memberLeftTwice
        for pos, key, ev in timeline(k, upto):
            self.lapse(ev["date"])
            if ev["type"] == "memberLeft":
                self.departure(pos, key, ev)
            elif ev["type"] in PROCEDURE:
                self.procedure(pos, key, ev)
            elif ev["type"] in MEMBER_FACTS and not names_incompatibility(ev):
                self.member_fact(key, ev)
        self.lapse(upto or k.body["term"]["end"])
        late = {key for key, day, earlier in self.twice if earlier.void is not None and earlier.void <= day}
        if late - fresh:                                   # open question 8: void in effect by its date after all
            self.__init__(k, upto, excluded, fresh | late)

    def lapse(self, day):
        """kwg27, R10: a body's decision without an action becomes final by itself on the day after the month."""
        while True:                                    # one at a time: a finality can void another vacancy
            due = []
            for vac in self.vacs:
                rv = vac.review
                if (vac.review_current and rv is not None and rv["by"] == "body" and rv["final"] is None
                        and rv["action"] is None and vac.void is None):
                    f = add_days(action_period_end(rv), 1)
                    if f <= day:
                        due.append((f, vac.pos, vac))
            if not due:
                return
            f, _, vac = min(due, key=lambda x: (x[0], x[1]))
            self.make_final(vac, f, (f, -2, ""))      # before every event of that day

    def reject(self, i, errs):
        if errs:
            self.errors.append((i, errs))
        return bool(errs)

    def is_called(self, cid):
        """R4: elected, or named by a recorded call that stands."""
        return cid in self.elected or any(c.ended is None for c in self.calls_of.get(cid, []))

    def member_fact(self, i, ev):
        """R7 (kwg34.3.s2 with kwg23.1): the death, a ground of § 33 Abs. 1 Nr. 2 (not an incompatibility) or a
        waiver of a person who is a member by a recorded call that stands and has not left is the member's
        departure (memberLeft); as a candidate's fact it is refused: wrongKind at events[i].candidate."""
        cid = ev["candidate"]
        if cid in self.elected:
            return
        # open question 8: departures that are all void count as never made; a member by a new call has not left
        if cid in self.left_ever and not all(v is not None and v.void is not None for v in self.left_ever[cid]):
            return
        call = next((c for c in self.calls_of.get(cid, []) if c.ended is None), None)
        if call is not None:
            self.member_facts[i] = error("events[%d].candidate" % i, "wrongKind", "%r is a member since the "
                                         "determination of %s: record memberLeft" % (cid, call.date), "kwg34.3.s2")

    def departure(self, pos, key, ev):
        """kwg34.1.s1.trigger, kwg33.2: an effective departure opens a vacancy, a second one is memberLeftTwice
        unless the earlier one is void in effect (spec/procedure.md, open question 8): then it opens a new
        vacancy of the same name (a departure void in effect is no longer in departed, Record.change)."""
        self.left_ever.setdefault(ev["member"], [])
        if key in self.excluded:
            self.left_ever[ev["member"]].append(None)
            self.items.append((pos, key, ev, None, "excluded"))
            return
        vac, m = Vac(key, ev, pos), ev["member"]
        vac.period_end = self.k.period_end                 # R5
        if not seat_waiver_effective(ev):                  # R3: the member keeps the seat
            self.left_ever[m].append(None)
            self.items.append((pos, key, ev, vac, "ineffective"))
            return
        if m in self.departed and key not in self.fresh:
            self.left_ever[m].append(None)
            if isinstance(key, int):
                self.reject(key, [error("events[%d]" % key, "memberLeftTwice", "the member has already left",
                                        "kwg34.1.s1.trigger")])
            self.twice.append((key, ev["date"], self.by_member[m]))
            self.items.append((pos, key, ev, None, "twice"))
            return
        self.left_ever[m].append(vac)
        self.departed.add(m)
        self.by_member[m] = vac
        self.vacs_of.setdefault(m, []).append(vac)
        self.vacs.append(vac)
        self.items.append((pos, key, ev, vac, "vacancy"))

    def procedure(self, pos, i, ev):
        p, v = "events[%d]" % i, ev["vacancy"]
        vac = self.by_member.get(v)
        if vac is None:                                    # kwg34.3.s1: no departure, no vacancy
            self.reject(i, [error(p + ".vacancy", "noVacancy", "%r has not left the body" % v, "kwg34.3.s1")])
        elif vac.void is not None:                         # kwg34.5, R4: the vacancy of a void departure
            self.reject(i, [error(p + ".vacancy", "noVacancy", "the departure of %r is void from %s"
                                  % (v, vac.void), "kwg34.5")])
        elif vac.key in self.k.closed and ev["date"] <= self.k.D:   # R8 (Q3 B): the body ceased (as of D)
            c = self.k.closed[vac.key]
            self.reject(i, [error(p + ".vacancy", "noVacancy", "the body ceased on %s (%s): the departure of %r "
                                  "opens no succession" % (c["on"], c["rule"], v), c["rule"])])
        else:
            getattr(self, "on_" + ev["type"])(pos, i, ev, vac, p)

    def on_determination(self, pos, i, ev, vac, p):
        """kwg34.3.s1, kwg34.4.s3: a recorded determination (Feststellung)."""
        bad, succ = [], ev["successor"]
        if vac.standing is not None:
            bad.append(error(p, "alreadyDetermined", "a determination stands for %r" % vac.member, "kwg34.3.s1"))
        if ev["by"] == "body" and vac.inaction == 0:
            bad.append(error(p + ".by", "bodyNotCompetent", "the body determines only on an admissible "
                             "objection against the returning officer's inaction", "kwg34.4.s3"))
        if succ is not None and (self.is_called(succ) or succ == vac.member):
            bad.append(error(p + ".successor", "alreadyCalled", "%r is a member or already called" % succ,
                             "kwg34.3.s1"))
        if self.reject(i, bad):
            return
        self.call(vac, succ, ev["outcome"], ev["date"], ev["by"], pos, i)
        vac.first_det = vac.first_det or ev["date"]
        vac.announced, vac.pending, vac.inaction = None, 0, 0
        vac.challenged = vac.review_current = False

    def call(self, vac, succ, outcome, date, by, pos, event):
        c = Call(vac, succ, outcome, date, by, pos, event)
        vac.calls.append(c)
        vac.standing = c
        if succ is not None:
            self.calls_of.setdefault(succ, []).append(c)

    def on_announcement(self, pos, i, ev, vac, p):
        """kwg34.3.s1: announces the standing determination; the first announcement starts the period."""
        if vac.standing is None:
            self.reject(i, [error(p, "nothingToAnnounce", "no recorded determination", "kwg34.3.s1")])
        elif vac.announced is None:
            vac.announced = ev["date"]

    def objection_errors(self, ev, vac, p):
        """kwg34.4.s1, kwg25.1, kwg25.2: the requirements of an admissible objection, the first failing first."""
        bad, d, r, ends = [], ev["date"], ev["reasonedOn"], None
        if ev["against"] == "inaction":
            if vac.standing is not None:
                bad.append(error(p, "objectionNoInaction", "a determination has been recorded", "kwg34.4.s1"))
        elif vac.standing is not None and vac.standing.by == "body":
            # kwg34.4.s1 with s3 (s2): the body's own determination is its decision in review; against it lies
            # the action of § 27, not an objection
            bad.append(error(p, "objectionAgainstBody", "the determination in force is the body's own: "
                             "against it lies the action of § 27 KWG, not an objection", "kwg34.4.s1"))
        elif vac.standing is not None and vac.standing.by == "court":
            # kwg34.4.s1 with kwg34.5: the objection lies against the returning officer's determination only; the
            # court's modification made final ended the review procedure
            bad.append(error(p, "objectionAgainstJudgment", "the determination in force is the court's, decided with "
                             "finality: no objection lies against it", "kwg34.4.s1"))
        elif vac.standing is None or vac.announced is None:
            bad.append(error(p, "objectionNotAnnounced", "the determination has not been announced", "kwg25.1"))
        else:
            ends = period_end(vac.announced, self.k.period_end)
            if d > ends:
                bad.append(error(p, "objectionLate", "the objection period ended on %s" % ends, "kwg25.1"))
        if ev["form"] not in ("written", "onRecord"):
            bad.append(error(p + ".form", "objectionForm", "an objection is lodged in writing or on record",
                             "kwg25.2"))
        if ev["against"] == "inaction":
            unreasoned = r is None or r > d
        else:
            unreasoned = r is None or (ends is not None and not vac.announced <= r <= ends)
        if unreasoned:
            bad.append(error(p + ".reasonedOn", "objectionUnreasoned", "no reasons within the period", "kwg25.2"))
        q = quorum(self.k)
        if not ev["ownRights"] and (q is None or ev["supporters"] < q):
            bad.append(error(p + ".supporters", "objectionSupport", "the number of entitled voters is missing"
                             if q is None else "%d supporters, the quorum is %d" % (ev["supporters"], q),
                             "kwg25.1"))
        return bad

    def on_objection(self, pos, i, ev, vac, p):
        if self.reject(i, self.objection_errors(ev, vac, p)):
            return
        vac.objections.append({"event": i, "against": ev["against"]})
        if ev["against"] == "inaction":
            vac.inaction += 1
        else:
            vac.pending += 1
            vac.challenged = True

    def decision_errors(self, ev, vac, p):
        """kwg34.4.s2: a modification names someone who is neither a member nor called, nor the one who left."""
        succ = ev.get("successor")
        sitting = vac.standing.successor if vac.standing is not None else None
        if (ev["decision"] == "modify" and succ is not None and succ != sitting   # P7: the successor in office may be named
                and (self.is_called(succ) or succ == vac.member)):
            return [error(p + ".successor", "alreadyCalled", "%r is a member or already called" % succ,
                          "kwg34.4.s2")]
        return []

    def on_bodyDecision(self, pos, i, ev, vac, p):
        """kwg26, kwg34.4.s2: the body decides on the admissible objections not yet decided."""
        if vac.pending == 0 or vac.standing is None:
            self.reject(i, [error(p, "noObjection", "no admissible objection awaits a decision", "kwg26")])
        elif ev.get("servedOn") is not None and ev["servedOn"] < ev["date"]:
            self.reject(i, [error(p + ".servedOn", "servedBeforeDecision", "served before it was made", "kwg27")])
        elif not self.reject(i, self.decision_errors(ev, vac, p)):
            vac.pending = 0
            own = {"decision": ev["decision"], "by": "body", "outcome": ev.get("outcome"), "successor": ev.get("successor")}
            self.review(vac, ev, "body", ev.get("servedOn"), None, own, own)

    def on_courtDecision(self, pos, i, ev, vac, p):
        """kwg27, P7: the court decides on an action brought in time; its decision is about the body's decision."""
        rv = vac.review
        if own_determination(vac):
            self.reject(i, [error(p, "noAction", "no action against the body's own determination within the month "
                                  "of § 27 KWG", "kwg27")])
        elif rv is None or not vac.review_current:
            self.reject(i, [error(p, "noBodyDecision", "the body has not decided", "kwg27")])
        elif rv["action"] is None:
            self.reject(i, [error(p, "noAction", "no action within the month of § 27 KWG", "kwg27")])
        elif rv["final"] is not None:
            self.reject(i, [error(p, "noBodyDecision", "the decision under review is final", "kwg27")])
        elif not self.reject(i, self.decision_errors(ev, vac, p)):
            d = ev["decision"]
            # an annulment of the body's own determination (Satz 3) leaves none; of its decision on objections, the
            # returning officer's determination as before
            effect = (rv["body"] if d == "confirm" else
                      {"decision": "annul", "by": "court", "outcome": None, "successor": None}
                      if d == "annul" and rv["against"] == "inaction" else
                      {"decision": "confirm", "by": "court", "outcome": None, "successor": None} if d == "annul" else
                      {"decision": "modify", "by": "court", "outcome": ev.get("outcome"), "successor": ev.get("successor")})
            self.review(vac, ev, "court", rv["servedOn"], rv["action"], rv["body"], effect, rv["against"])

    def review(self, vac, ev, by, served, action, body, effect, against="determination"):
        vac.review = {"decision": ev["decision"], "by": by, "outcome": ev.get("outcome"),
                      "successor": ev.get("successor"), "date": ev["date"], "final": None,
                      "servedOn": served, "action": action, "body": body, "effect": effect, "against": against}
        vac.review_current = True

    def on_action(self, pos, i, ev, vac, p):
        """kwg27: an action against the body's decision within the month keeps it from becoming final."""
        rv = vac.review
        if own_determination(vac):
            # kwg27 against the body's own determination (kwg34.4.s3): within the month from its date (R10)
            st = vac.standing
            ends = action_period_end({"date": st.date, "servedOn": None})
            if ev["date"] > ends:
                self.reject(i, [error(p, "actionOutOfTime", "the month ended on %s" % ends, "kwg27")])
                return
            body = {"decision": "confirm", "by": "body", "outcome": None, "successor": None}
            vac.review = {"decision": "confirm", "by": "body", "outcome": None, "successor": None, "date": st.date,
                          "final": None, "servedOn": None, "action": ev["date"], "body": body, "effect": body,
                          "against": "inaction"}
            vac.review_current = vac.challenged = True
        elif rv is None or not vac.review_current:
            self.reject(i, [error(p, "noBodyDecision", "no decision of the body to bring an action against", "kwg27")])
        elif rv["action"] is None and ev["date"] > action_period_end(rv):
            self.reject(i, [error(p, "actionOutOfTime", "the month ended on %s" % action_period_end(rv), "kwg27")])
        elif rv["final"] is not None:
            self.reject(i, [error(p, "alreadyFinal", "the review became final on %s" % rv["final"], "kwg34.5")])
        elif rv["action"] is None:
            rv["action"] = ev["date"]

    def on_final(self, pos, i, ev, vac, p):
        """kwg34.5, kwg34.6: the review becomes final; a change takes effect from this date. A body's decision
        without an action becomes final by itself (kwg27, R10): a final recorded for it is refused."""
        rv = vac.review
        if own_determination(vac):                 # kwg27, R10: it becomes unchallengeable by itself
            f = own_final_from(vac)
            self.reject(i, [error(p, "periodRunning", "the month of § 27 KWG runs to %s" % add_days(f, -1), "kwg27")
                            if ev["date"] < f else
                            error(p, "alreadyFinal", "final without an action on %s" % f, "kwg34.5")])
            return
        if rv is None or not vac.review_current:
            self.reject(i, [error(p, "noReview", "no review decision", "kwg34.5")])
            return
        if rv["final"] is not None:
            self.reject(i, [error(p, "alreadyFinal", "the review became final on %s" % rv["final"], "kwg34.5")])
            return
        if rv["by"] == "body" and rv["action"] is None:
            self.reject(i, [error(p, "periodRunning", "the month of § 27 KWG runs to %s" % action_period_end(rv),
                                  "kwg27")])
            return
        self.make_final(vac, ev["date"], pos)

    def make_final(self, vac, date, pos):
        rv = vac.review
        rv["final"] = date
        vac.effect = rv["date"] if BUG == "abs5-from-decision" else date
        if rv["effect"]["decision"] != "confirm":
            self.change(vac, rv["effect"], vac.effect, pos)

    def change(self, vac, rv, f, pos):
        """R4: an annulled or modified determination did not validly call its successor (from f on); if that
        successor left while the call stood, the departure is void (spec/procedure.md, open question 1)."""
        old = vac.standing
        # P7, Q18: a modification naming the successor in office changes who decided, not who sits: the
        # tenure runs on
        same = rv["decision"] == "modify" and rv["outcome"] == "successor" and old.successor is not None \
            and rv["successor"] == old.successor
        if not same:
            old.ended = f
        # the departure made under this call: the successor's first one after it (open question 8: each void
        # departure is judged against the call under which it was made)
        sv = next((v for v in self.vacs_of.get(old.successor, []) if v.pos > old.pos), None) \
            if old.successor is not None else None
        if not same and sv is not None and sv.ev["date"] < f and sv.void is None:
            sv.void = f
            if self.by_member.get(sv.member) is sv:        # a new departure after it keeps the member departed
                self.departed.discard(sv.member)
            for c in sv.calls:
                if c.ended is None or c.ended > f:
                    c.ended = f
        vac.announced, vac.pending, vac.challenged = None, 0, False
        if rv["decision"] == "annul":
            vac.standing, vac.reopened = None, f
        else:
            self.call(vac, rv["successor"], rv["outcome"], f, rv["by"], pos, None)
            if same:
                vac.standing.continues = old.continues or old
# ---------------------------------------------------------------- candidate status (Abs. 2, R1-R3)

def candidate_facts(k):
    """Per candidate, the facts up to D in application order (R5), with the expectancy waivers read from
    void seat waivers (P12, settle)."""
    per = {}
    extra = {i: w for i, w in k.void_candidate_facts}
    for i in k.facts:
        ev = extra.get(i, k.events[i])
        if "candidate" in ev:
            per.setdefault(ev["candidate"], []).append(ev)
    return per


GROUND_OF_CAUSE = {"eligibilityLost": "eligibility", "officeCapacityLost": "officeCapacity", "incompatibility": "incompatibility"}


def void_candidate_facts(k, rec):
    """P12 (kwg34.2.n2, open question 1 of spec/procedure.md): a seat waiver in the form of kwg33.2 (written, to
    the returning officer) that a final change in review made void as a departure is read as a waiver of the
    expectancy too, from the declaration's date (Q21): (event index, candidateWaived) for each; a void departure
    by death is the candidate's death (issue 18 P4, kwg34.2.n3.death): (event index, candidateDied); one for a
    ground of § 33 Abs. 1 Nr. 2 opens that ground for the candidate (kwg34.2.n3.ground): candidateGroundArose."""
    out = []
    for vac in rec.vacs:
        ev = vac.ev
        if vac.void is None or not isinstance(vac.key, int) or ev["date"] > k.D:
            continue
        if ev["cause"] == "seatWaiver" and seat_waiver_effective(ev):
            out.append((vac.key, {"date": ev["date"], "type": "candidateWaived", "candidate": ev["member"],
                                  "written": True, "to": "returningOfficer"}))
        elif ev["cause"] == "death":   # P4: a void departure by death is still a death (kwg34.2.n3.death)
            out.append((vac.key, {"date": ev["date"], "type": "candidateDied", "candidate": ev["member"]}))
        elif ev["cause"] in GROUND_OF_CAUSE:   # P4: the ground of § 33 Abs. 1 Nr. 2 stays open (kwg34.2.n3.ground)
            out.append((vac.key, {"date": ev["date"], "type": "candidateGroundArose", "candidate": ev["member"],
                                  "ground": GROUND_OF_CAUSE[ev["cause"]]}))
    return sorted(out, key=lambda x: x[0])


def incompatibility_state(evs, k, D=None):
    """kwg34.2.n3.ground with R1: None (not open), 'removed', 'lapsed', or an awaiting record, as of D
    (default: the query's date)."""
    D = k.D if D is None else D
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
    if k.reading == "statusRoute":                          # R9: determined; the week runs after the call
        return None
    if k.reading == "exclude":                              # R1 exclude: skipped unless proven
        return "removed" if proofs else "lapsed"
    due = last_day(add_days(notified, 7), k.period_end) if notified else None   # kwg23.2.s2: one week after service
    if (notified is None and proofs) or (notified and any(p <= due for p in proofs)):
        return "removed"
    if notified and D > due:                                # kwg23.2.s3: no proof in time
        return "lapsed"
    return {"candidate": None, "notified": notified, "due": due}   # kwg34.3.s2: awaiting


def ground_open(evs, ground):
    """A ground is open when its last arose/ended in application order is an arose (R5)."""
    state = False
    for ev in evs:
        if ev.get("ground") == ground:
            state = ev["type"] == "candidateGroundArose"
    return state


def candidate_status(cid, evs, k, D=None):
    """kwg34.2.*: ('skipped', rule) by the first ground in statute order, ('awaiting', info) or ('eligible', None),
    from the facts evs, as of D (default: the query's date)."""
    lst = k.list_of[cid]
    if any(e["type"] == "candidateLeftGroup" and lst["setUp"] is not None and exit_counts(e, lst) for e in evs):
        return ("skipped", "kwg34.2.n1")
    if any(e["type"] == "candidateWaived" and candidate_waiver_effective(e) for e in evs):
        return ("skipped", "kwg34.2.n2")
    if any(e["type"] == "candidateDied" for e in evs):
        return ("skipped", "kwg34.2.n3.death")
    incomp = incompatibility_state(evs, k, D)
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


def lot_needed(tied, seats):
    """kwg34.1a.lot with R6 (issue 18, P5): the lot decides "wer nachrückt" only when more candidates are tied
    than seats of the list are decided on that day; when every tied candidate succeeds that day, no lot is
    drawn and they succeed in the order of naming (a project reading, spec/readings.md)."""
    return tied > max(1, seats)


def drawing_decides(drawing, tied_ids):
    """R11 (P3): a drawing still decides a tie if its winner is tied and no one is tied it was not drawn among."""
    ev, among = drawing
    return ev["winner"] in tied_ids and all(x in among for x in tied_ids)


def choose_majority(ranking, status, vacancy, drawing, seed, seats=1, cand=None):
    """kwg34.1a.rank / kwg34.1a.lot: most votes; equal top votes go to the lot: the recorded drawing in force
    (drawing: (event, the ids tied on its day)) if it decides today's tie and its winner is not awaiting a
    proof, else the seeded lot, else lotRequired; no lot when the tied all succeed on the same day (P5)."""
    ns = [c for c in ranking if status[c["id"]][0] != "skipped"]
    if not ns:
        return vacant(ranking, status)
    top = ns[0]["votes"]                                   # v*
    T = [c for c in ns if c["votes"] == top]
    walk = [c for c in ranking if c["votes"] >= top]

    def walked(verdict_of):
        return [entry(c, "skipped", status[c["id"]][1]) if status[c["id"]][0] == "skipped" else
                entry(c, *verdict_of(c)) for c in walk]
    tids = [c["id"] for c in T]
    result = {"outcome": None, "tie": tie_record(T, top) if len(T) > 1 else None}
    winner = None
    if drawing is not None and drawing_decides(drawing, tids):
        w = next(c for c in T if c["id"] == drawing[0]["winner"])
        if status[w["id"]][0] != "awaiting":
            winner = w["id"]
            result["tie"] = tie_record([cand[x] for x in drawing[1]], top, "lotDrawn")
    awaiting = [c for c in T if status[c["id"]][0] == "awaiting"]
    if winner is not None:
        result.update(outcome="successor", successor=winner)
        result["considered"] = walked(lambda c: ("successor" if c["id"] == winner else "lotLost", "kwg34.1a.lot"))
    elif awaiting:                                         # R1: the decision waits (kwg34.3.s2)
        result.update(outcome="awaitingProof", awaiting=status[awaiting[0]["id"]][1])
        result["considered"] = walked(lambda c: ("awaitingProof", "kwg34.3.s2") if c in awaiting
                                      else ("tied", "kwg34.1a.lot"))
    elif not lot_needed(len(T), seats):                    # the first of the tied in the order of naming
        result.update(outcome="successor", successor=T[0]["id"], tie=None)
        full = walked(lambda c: ("successor", "kwg34.1a.rank"))   # alone at the top: every one with its votes
        result["considered"] = full if len(T) == 1 else full[:[e["candidate"] for e in full].index(T[0]["id"]) + 1]
    else:
        if seed is not None:                               # 2. the seeded lot
            among = ns if BUG == "lot-among-all" else T
            order = lot_order(seed, vacancy, among)
            winner = order[0]["id"]
            result["tie"] = tie_record(T, top, "lotSeed", seed, [c["id"] for c in order])
            result.update(outcome="successor", successor=winner)
        else:                                              # 3. nothing is guessed
            result["outcome"] = "lotRequired"
        considered = walked(lambda c: ("tied" if winner is None else "successor" if c["id"] == winner
                                       else "lotLost", "kwg34.1a.lot"))
        if winner is not None and winner not in tids:     # only with the bug lot-among-all
            considered.append(entry(cand[winner], "successor", "kwg34.1a.lot"))
        result["considered"] = considered
    return result


# ---------------------------------------------------------------- who is a member, and the vacancies (R6)

TRIGGER_RULES = {  # kwg34.1.s1.trigger with the norm that makes the cause a trigger
    "death": [], "statusNotAcquired": ["kwg23.2.s3"], "seatWaiver": ["kwg33.1.n1", "kwg33.2"],
    "eligibilityLost": ["kwg33.1.n2"], "officeCapacityLost": ["kwg33.1.n2"],
    "incompatibility": ["kwg33.1.n2"], "reviewDecision": ["kwg33.1.n3"]}


def determination(ev, lst, before, res, disregarded, blocked_by=None):
    """The nachruecken.determination/1 document, keys in the order of spec/wire-format.md."""
    outcome = res["outcome"]
    after = before - 1 if outcome == "vacant" and BUG != "no-count-reduction" else before
    rules = set(res.get("rules", []))
    if outcome == "bodyCeased":
        rules |= {"kwg34.1.s1.trigger", *TRIGGER_RULES[ev["cause"]]}
    elif outcome != "noSuccession":
        rules |= {"kwg34.1.s1.trigger", "kwg34.3.s1", *TRIGGER_RULES[ev["cause"]]}
    rules |= {e["rule"] for e in res.get("considered", [])} | {d["rule"] for d in disregarded}
    if outcome == "vacant":
        rules |= {"kwg34.1.s2.vacant", "kwg34.1.s2.count"}
    if outcome == "awaitingProof":
        rules |= {"kwg34.3.s2", "kwg23.2.s2"}
    if res.get("reason"):
        rules.add(res["reason"])
    if res.get("ceased"):
        rules.add(res["ceased"]["rule"])
    return {"format": "nachruecken.determination/1", "outcome": outcome, "vacancy": ev["member"],
            "list": lst["id"], "cause": ev["cause"], "successor": res.get("successor"),
            "reason": res.get("reason"), "memberCount": {"before": before, "after": after},
            "considered": res.get("considered", []), "tie": res.get("tie"), "awaiting": res.get("awaiting"),
            "blockedBy": blocked_by, "ceased": res.get("ceased"), "disregarded": disregarded,
            "rules": [r for r in CATALOGUE if r in rules]}


def not_a_member(i, ev):
    return error("events[%d].member" % i, "notAMember", "%r is not a member then" % ev["member"],
                 "kwg34.1.s1.trigger")


def not_yet_member(i, ev):
    """R7 (issue 18, P4): membership begins with the determination (§ 34 Abs. 3 Satz 2 with § 23 Abs. 1 KWG)."""
    return error("events[%d].member" % i, "notYetMember", "%r is a successor only due, not yet determined: record "
                 "the fact as a candidate fact (candidateDied, candidateWaived, ...)" % ev["member"], "kwg34.3.s2")


def lot_mismatch(i_lot):
    """kwg34.1a.lot: a recorded drawing must be among exactly the tied candidates."""
    return error("events[%d].among" % i_lot, "lotMismatch", "among does not equal the tied candidates, "
                 "or there is no tie", "kwg34.1a.lot")


class Facts:
    """What a round needs that does not change between rounds: candidate status (Abs. 2, R1-R3) as of D,
    the disregarded facts, the recorded lots and the seats of the elected members."""

    def __init__(self, k):
        per = candidate_facts(k)
        self.status = {cid: candidate_status(cid, per.get(cid, []), k) for cid in k.cand}
        self.disregarded = disregarded_facts(k)
        self.k, self.per = k, per
        self.lots = {}                                     # vacancy -> its drawings up to D, application order
        for i in k.facts:
            if k.events[i]["type"] == "lotDrawn":
                self.lots.setdefault(k.events[i]["vacancy"], []).append(i)
        self.on_day = {}
        self.seats = []                                    # (seat number, list, elected member)
        for lst in k.lists:
            for c in sorted(lst["candidates"], key=lambda c: c["position"]):
                if c["elected"]:
                    self.seats.append((len(self.seats) + 1, lst, c["id"]))
        self.seat_of = {m: n for n, _, m in self.seats}

    def status_on(self, cid, day):
        """The candidate's status on an earlier day: the facts dated on or before it, as of that day."""
        if (cid, day) not in self.on_day:
            evs = [e for e in self.per.get(cid, []) if e["date"] <= day]
            self.on_day[(cid, day)] = candidate_status(cid, evs, self.k, day)
        return self.on_day[(cid, day)]

    def skipped_since(self, cid):
        """The first day of the run of days up to D on which the candidate has been skipped without a break
        (R8: the day an empty seat is certain); None if not skipped on D. The status can change on a fact's
        day and on the day after a proof week that ran out (R1)."""
        if self.status[cid][0] != "skipped":
            return None
        D = self.k.D
        fact_days = sorted({e["date"] for e in self.per.get(cid, []) if e["date"] <= D})
        days = []
        for j, day in enumerate(fact_days):
            days.append(day)
            st = self.status_on(cid, day)
            if st[0] == "awaiting" and st[1]["due"] is not None:
                lapsed = add_days(st[1]["due"], 1)
                nxt = fact_days[j + 1] if j + 1 < len(fact_days) else None
                if lapsed <= D and (nxt is None or lapsed < nxt):
                    days.append(lapsed)
        since = None
        for day in days:
            since = (since or day) if self.status_on(cid, day)[0] == "skipped" else None
        return since


class Round:
    """Pass B of a round: every departure up to D in application order, each decided as of D (R6). Who is a
    member (spec/readings.md, notAMember): elected, called by a recorded determination from its place on
    (R5), or due for an earlier vacancy. A recorded call counts first (spec/procedure.md, open question 5):
    its successor is called in every due decision. A vacancy without a standing recorded determination is
    due (kwg34.3.s1). A departure that is no member's frees the candidate its recorded determination named,
    unless a vacancy of their list was already decided as due in this round."""

    def __init__(self, k, facts, rec, query=None, view=("find",)):
        self.k, self.f, self.rec, self.query, self.view = k, facts, rec, query, view
        self.errors, self.nonmembers, self.after_all = [], [], []
        self.still_out = []                                # departures left out found no member's or void (settle)
        self.results, self.valid = {}, []
        self.freed, self.examined = set(), set()         # examined: the drawings judged (lots_of)
        self.due_of, self.due_lists, self.pending = {}, set(), {}
        self.gone = set()                                  # members whose departure opened a vacancy
        self.count = k.body["statutoryMemberCount"]
        self.ceased = None                                 # R8: {on, rule} once the body has ceased
        self.closed = {}                                   # departure key -> ceased: vacancies after the ceasing
        # the queried vacancy is decided lawfully, as if nothing were recorded for it: its record calls no one
        self.called = set(rec.elected) | {v.standing.successor for v in rec.vacs if v.standing is not None
                                          and v.standing.successor and v.standing.ended is None
                                          and v.member != query}
        self.ceased_by = None                              # R8: the vacancy whose empty seat made the body cease
        self.not_yet_free = 0                              # R8: seats counted empty whose members still sit (ceasing)
        self.early = {}                                    # R8: departure key -> determination as of the ceasing day
        if view[0] == "find":
            self.find_ceasing()
        for pos, key, ev, vac, kind in rec.items:
            if ev["date"] <= k.D:
                getattr(self, "on_" + kind)(pos, key, ev, vac)
        self.close_the_day()
        for v, lots in self.f.lots.items():                # a drawing for no tie at all, or none to use
            closed = self.rec.by_member.get(v)
            if closed is not None and closed.key in self.closed:   # R8: a seat the ceasing took, as its procedure
                c = self.closed[closed.key]
                self.errors.extend((i, error("events[%d].vacancy" % i, "noVacancy", "the body ceased on %s (%s): the "
                                             "departure of %r opens no succession" % (c["on"], c["rule"], v),
                                             c["rule"])) for i in lots)
            else:
                self.errors.extend((i, lot_mismatch(i)) for i in lots if i not in self.examined)

    def lots_of(self, vac):
        """The recorded drawings (event indices up to D) for the vacancy vac. Open question 8: a member with two
        departures that opened vacancies names two vacancies; a drawing belongs to the one its place follows
        (R5), from that departure to the next."""
        lots, mine = self.f.lots.get(vac.member, []), self.rec.vacs_of.get(vac.member, [])
        if len(mine) < 2:
            return lots
        nxt = next((v for v in mine if v.pos > vac.pos), None)
        after = lambda i, v: (self.k.events[i]["date"], i) > v.pos[:2]
        return [i for i in lots if after(i, vac) and (nxt is None or not after(i, nxt))]

    def membership(self, m, pos):
        """How m is a member at pos: ("elected", None), ("recorded", call), ("due", vac), ("void", call)
        for a call changed in review with final effect later than pos (kwg34.5), or None."""
        if m in self.gone:
            return None
        if m in self.rec.elected:
            return ("elected", None)
        found = None
        for c in self.rec.calls_of.get(m, []):
            if id(c) in self.freed or c.pos >= pos:
                continue
            if c.ended is None:
                return ("recorded", c)
            if pos[0] < c.ended:
                found = ("void", c)
        if found is not None:                              # kwg34.5: the call stood at pos; a member then, not one due
            return found
        if m in self.due_of:                               # R6: a due successor of an earlier vacancy
            return ("due", self.due_of[m])
        return None

    def seat_for(self, how):
        if how[0] == "elected":
            return None
        return how[1].vac.seat if how[0] in ("recorded", "void") else how[1].seat

    def place(self, m, how):
        return self.f.seat_of[m] if how[0] == "elected" else self.seat_for(how)

    def on_excluded(self, pos, key, ev, vac):
        how = self.membership(ev["member"], pos)
        if how is not None and how[0] not in ("void", "due"):
            self.after_all.append(key)                     # a member's after all: taken back (settle)
        else:
            self.still_out.append(key)                     # no member's or void: asked again (settle)
        if isinstance(key, int) and (how is None or how[0] == "due"):   # the reason is the last round's, not
            self.k.why[key] = not_yet_member(key, ev) if how else not_a_member(key, ev)   # the first's

    def on_twice(self, pos, key, ev, vac):
        pass

    def no_member(self, key, ev, vac, due=False):
        """kwg34.1.s1.trigger: no departure of a member; it opens no vacancy and its determination calls no one.
        due: the person is a successor only due, not yet determined (R7, kwg34.3.s2 with kwg23.1): notYetMember."""
        self.nonmembers.append(key)
        if isinstance(key, int):
            e = not_yet_member(key, ev) if due else not_a_member(key, ev)
            self.k.why[key] = e
            self.errors.append((key, e))
        c = vac.standing if vac is not None else None
        if c is not None and c.successor and self.k.list_of[c.successor]["id"] not in self.due_lists:
            self.freed.add(id(c))
            if not any(x.ended is None and id(x) not in self.freed for x in self.rec.calls_of[c.successor]):
                self.called.discard(c.successor)

    def on_ineffective(self, pos, key, ev, vac):
        """kwg33.2: a seat waiver without its form has no effect: no succession, the member keeps the seat."""
        how = self.membership(ev["member"], pos)
        if how is None or how[0] == "due":
            return self.no_member(key, ev, vac, due=how is not None)
        lst = self.k.list_of[ev["member"]]
        self.results[key] = determination(ev, lst, self.count, {"outcome": "noSuccession", "reason": "kwg33.2"},
                                          self.f.disregarded)

    def on_vacancy(self, pos, key, ev, vac):
        m = ev["member"]
        how = self.membership(m, pos)
        if how is None or how[0] == "due":                 # R7: a due successor is not yet a member
            return self.no_member(key, ev, vac, due=how is not None)
        vac.how, vac.seat = how, self.place(m, how)
        self.free(vac, how)
        if how[0] == "void":                               # kwg34.5, R4 (spec/procedure.md, open question 1)
            if isinstance(key, int):
                self.errors.append((key, error("events[%d].member" % key, "notAMember", "%r counts as never "
                                               "called: the call was changed in review from %s"
                                               % (m, how[1].ended), "kwg34.5")))
            return
        self.due_of.pop(m, None)
        self.gone.add(m)
        self.valid.append(vac)
        vac.before = self.count
        if key in self.early and self.take_early(key, vac):   # R8: decided as of the day the body ceased
            return
        if key not in self.early and self.ceased is not None and ev["date"] >= self.ceased["on"]:
            return self.after_ceasing(key, vac)            # R8: the body has ceased
        if m == self.query:                                # a determination query: decided lawfully
            self.results[key] = self.decide(vac, self.called, apply=True)
        if vac.standing is not None and m != self.query:   # kwg34.3.s1, kwg34.5: the recorded outcome
            self.examined.update(self.lots_of(vac))
            if vac.standing.outcome == "vacant":
                self.count -= 1                            # kwg34.1.s2.count
        elif m != self.query:
            vac.decision = self.decide(vac, self.called, apply=True)
        else:
            vac.decision = self.results[key]
        self.ceasing(vac, self.results.get(key) if m == self.query else vac.decision)

    def after_ceasing(self, key, vac):
        """R8: a departure dated on or after the day the body ceased gets no succession (bodyCeased); its
        procedure events are refused (Record, closed)."""
        ev, lst = vac.ev, self.k.list_of[vac.member]
        det = determination(ev, lst, self.count, {"outcome": "bodyCeased", "reason": self.ceased["rule"],
                                                  "ceased": self.ceased}, [])
        self.closed[vac.key] = self.ceased
        self.examined.update(self.lots_of(vac))
        vac.decision = det
        if vac.member == self.query:
            self.results[key] = det

    def find_ceasing(self):
        """R8, the seats of a list counted together (decided 2026-12-06): the body ceases on the first day t on
        which, every seat decided as of t (facts and determinations dated on or before t), an empty seat free
        by t takes the legal member count below three. The days to look at: the days seats become free, the
        days of events and the days candidates are skipped from, and D; none before N - 2 seats are free. The
        seats of departures up to that day are taken as decided as of it (close_the_day there)."""
        k = self.k
        if CEASING_RULES.get(k.body["kind"]) is None:
            return
        free = sorted(d for d in (left_on(v, k.D) for v in self.rec.vacs) if d is not None)
        n = k.body["statutoryMemberCount"]
        if len(free) <= max(0, n - FEWEST_MEMBERS):
            return
        first = free[max(0, n - FEWEST_MEMBERS)]
        skipped = [self.f.skipped_since(cid) for cid in k.cand]
        days = {d for d in free} | {e["date"] for e in k.events} | {e["date"] for e in k.engine} \
            | {d for d in skipped if d is not None} | {k.D}
        for t in sorted(d for d in days if first <= d <= k.D):
            if trial_round(k, t, self.query, ("first",)).ceased is not None:
                rnd = trial_round(k, t, self.query, ("on", t))
                if rnd.ceased is None:
                    return
                self.ceased = rnd.ceased
                for _, key, _, vac, kind in rnd.rec.items:
                    det = rnd.results.get(key) if vac is not None and vac.member == self.query else \
                        (vac.decision if vac is not None else None)
                    if kind == "vacancy" and vac in rnd.valid:
                        lots = set(rnd.lots_of(vac))                    # the drawings for it refused then
                        self.early[key] = (det, key in rnd.closed, [(i, e) for i, e in rnd.errors if i in lots])
                return

    def take_early(self, key, vac):
        """R8: a departure up to the day the body ceased, as decided as of that day; False: its recorded
        determination stands, taken as usual."""
        det, closed, refused = self.early[key]
        if det is None and (vac.standing is not None or vac.member == self.query):
            return False                                   # its recorded determination stands, taken as usual
        if det is None:
            # R8, W8 (decided 2026-12-06): a seat kept by a successor on record before the day gives way when a
            # review after the day took that determination away; the counts stay those of the day (G1)
            lawful = self.decide(vac, self.called, apply=False)
            if lawful["outcome"] not in ("successor", "lotRequired", "awaitingProof"):
                return False
            det = determination(vac.ev, self.k.list_of[vac.member], self.count,
                                {"outcome": "bodyCeased", "reason": self.ceased["rule"], "ceased": self.ceased}, [])
        self.examined.update(self.lots_of(vac))
        if not closed:                                     # a seat the ceasing took: its lots are refused as such
            self.errors.extend(refused)
            self.errors.extend((i, lot_mismatch(i)) for i in self.lots_of(vac)
                               if self.k.events[i]["date"] > self.ceased["on"])   # no seat to decide after the day
        if closed:
            self.closed[vac.key] = self.ceased
        det = copy.deepcopy(det)
        vac.decision = det
        if vac.member == self.query:
            self.results[key] = det
        if det["outcome"] == "successor" and det["successor"]:
            self.called.add(det["successor"])
        self.count = det["memberCount"]["after"]
        return True

    def close_the_day(self):
        """R8 (h18-009, h18-030, r8-*): as of the day the body ceased, a seat that would call a successor (or
        wait for a proof or a lot) with no successor on record before that day gives way: the body has fewer
        than three members from that day, and a successor would be a member only with a determination made
        after it (R7) — a determination recorded for it on or after the day is refused (ceas-002, r8-006).
        Its count before stays; after is the count the body ceased with."""
        if self.ceased is None or self.view[0] != "on":
            return
        on = self.ceased["on"]
        for vac in self.valid:
            if vac is self.ceased_by or vac.key in self.closed:
                continue
            kept = vac.standing is not None and vac.standing.successor and vac.standing.date < on
            if vac.standing is not None and vac.member != self.query:
                if vac.standing.outcome == "vacant" or kept:
                    continue                               # its record is refused in the next round (settle)
                det = {"outcome": "successor", "memberCount": {"before": vac.before}}
            else:
                det = self.results.get(vac.key) if vac.member == self.query else vac.decision
            if det is None or kept or det["outcome"] not in ("successor", "lotRequired", "awaitingProof"):
                continue
            new = determination(vac.ev, self.k.list_of[vac.member], det["memberCount"]["before"],
                                {"outcome": "bodyCeased", "reason": self.ceased["rule"], "ceased": self.ceased}, [])
            new["memberCount"]["after"] = self.count
            # a record of the day or later is refused (no body left); one made before it stands (kwg34.5)
            if vac.standing is None or vac.standing.date >= on:
                self.closed[vac.key] = self.ceased
            vac.decision = new
            if vac.member == self.query:
                self.results[vac.key] = new

    def ceasing(self, vac, det):
        """R8 (issue 18, P1; Q1 B): an Ortsbeirat (§ 82 Abs. 1 Satz 6 HGO) or Ausländerbeirat (§ 86 Abs. 1
        Satz 3 HGO) that can no longer have three members ceases for the rest of the term. The seat that states
        it is an empty seat free by D (leftOn) that takes the count below three; a seat declared empty (or due
        empty) whose member still sits is counted with the body (not_yet_free). Looking at one day (view
        first): only whether it ceased is read (stated on the day the seat is free). View on: on the day found
        (find_ceasing). View find: the day is known before."""
        rule = CEASING_RULES.get(self.k.body["kind"])
        recorded = vac.standing is not None and vac.member != self.query
        outcome = vac.standing.outcome if recorded else det["outcome"] if det is not None else None
        if self.view[0] == "find" or self.ceased is not None or rule is None or outcome != "vacant":
            return
        if self.still_sits(vac):
            return
        if self.count + self.not_yet_free >= FEWEST_MEMBERS:
            return
        on = self.view[1] if self.view[0] == "on" else vac.left_on
        self.ceased, self.ceased_by = {"on": on, "rule": rule}, vac
        if det is not None and not recorded:
            det["ceased"] = self.ceased
            det["rules"] = [r for r in CATALOGUE if r in set(det["rules"]) | {rule}]

    def still_sits(self, vac):
        """R8 with kwg33.3 (spec/readings.md, "A seat declared empty while its member still sits", fixed
        2026-12-06): a seat declared empty (or due empty) before its member has left by D — a seat waiver
        naming a later date, a leaving that waits for the determination or its unchallengeability (Q6) —
        lowers the legal member count but is not free: its member still sits, so the body still has them.
        Counted in not_yet_free; such a seat cannot state the ceasing."""
        if vac.left_on is not None:
            return False
        self.not_yet_free += vac.before - self.count
        return True

    def free(self, vac, how):
        """When the seat of vac becomes free for a successor: the member's leftOn (kwg33.3), but not before
        the day they took the seat; a recorded successor takes it on the later of the determination's date
        and that day (kwg34.3.s2 with kwg23.1), a due one from that day or the final annulment's date."""
        vac.left_on, vac.leaving = left_on(vac, self.k.D), leaving_day(vac, self.k.D)
        held = self.k.body["term"]["start"] if how[0] == "elected" else \
            how[1].start if how[0] in ("recorded", "void") else how[1].due_start
        vac.free_from = None if vac.left_on is None or held is None else max(vac.left_on, held)
        for c in vac.calls:
            c.start = None if vac.free_from is None else \
                vac.free_from if BUG == "seat-from-departure" else max(c.date, vac.free_from)
        vac.due_start = None if vac.free_from is None else max(vac.free_from, vac.reopened or vac.free_from)

    def decide(self, vac, called, apply):
        """The determination the returning officer owes for vac as of D (R6 revised, issue 18 P5): a pending
        matter of an earlier vacancy of the list (a proof week, a lot not drawn) holds back only its own seat;
        this one is determined at once with the best candidate not party to a pending matter who is seated in
        every outcome of them, and waits (blockedBy) only where that depends on a lot not yet drawn, or on a
        proof that decides whether a lot is drawn among more tied candidates than seats (the circle of the lot)."""
        k, ev, m = self.k, vac.ev, vac.member
        lst, blocked = k.list_of[m], None
        pend = self.pending.get(lst["id"])
        reserved = pend["reserved"] if pend is not None else {}
        ranking = rank([c for c in lst["candidates"] if c["id"] not in called])   # pool (R4)
        if ev["cause"] == "merger":                        # kwg33.1.n4: no one succeeds
            res = {"outcome": "noSuccession", "reason": "kwg33.1.n4"}
        elif pend is not None and pend["blocker"] is not None and not self.determinable_now(ranking, pend):
            first = pend["blocker"]                        # R6: who is left for this seat depends on the lot
            if first["outcome"] == "lotRequired":
                res = {"outcome": "lotRequired", "tie": first["tie"], "awaiting": None}
            else:                                          # ... or on the proof a lot depends on (the circle of the lot)
                res = {"outcome": "awaitingProof", "tie": None, "awaiting": first["awaiting"]}
            blocked = first["vacancy"]
        else:
            prefix = self.decisive_prefix(ranking, reserved)
            pool = [c for c in ranking if c["id"] not in reserved]   # the choice stops within the prefix
            if k.mode == "proportional":
                res = choose_proportional(pool, self.f.status)
            else:
                res = self.majority(vac, pool, ranking)
            if reserved:
                res["considered"] = self.passed_over(res["considered"], prefix, reserved)
        det = determination(ev, lst, self.count, res, self.f.disregarded, blocked)
        if apply:
            self.apply(vac, det, lst)
        return det

    def decisive_prefix(self, ranking, reserved):
        """The ranking up to the first candidate neither skipped nor reserved, and those with their votes."""
        out, decisive = [], None
        for c in ranking:
            if decisive is None:
                out.append(c)
                if self.f.status[c["id"]][0] != "skipped" and c["id"] not in reserved:
                    decisive = c["votes"]
            elif c["votes"] == decisive:
                out.append(c)
            else:
                break
        return out

    def passed_over(self, considered, prefix, reserved):
        """The candidates reserved for an earlier pending seat who rank above the first open one, listed with
        their verdict (awaitingProof kwg34.3.s2, or tied kwg34.1a.lot) in ranking order (P5, Q12 B)."""
        first = next((j for j, c in enumerate(prefix) if self.f.status[c["id"]][0] != "skipped"
                      and c["id"] not in reserved), None)
        above = prefix if first is None else prefix[:first]
        passed = [reserved[c["id"]] for c in above if c["id"] in reserved]
        if not passed:
            return considered
        order = {c["id"]: j for j, c in enumerate(prefix)}
        return sorted(considered + passed, key=lambda e: order.get(e["candidate"], 0))

    def determinable_now(self, ranking, pend):
        """P5: a later vacancy is determined now if no more candidates party to a pending matter rank above
        the first candidate neither skipped nor party than there are earlier pending vacancies on the list."""
        above = 0
        for c in ranking:
            if c["id"] in pend["reserved"]:
                above += 1
            elif self.f.status[c["id"]][0] != "skipped":
                break
            if above > pend["vacancies"]:
                return False
        return True

    def apply(self, vac, det, lst):
        self.count = det["memberCount"]["after"]
        self.due_lists.add(lst["id"])
        if det["successor"]:
            self.called.add(det["successor"])
            self.due_of[det["successor"]] = vac
        if det["outcome"] in ("awaitingProof", "lotRequired"):
            pend = self.pending.get(lst["id"]) or {"blocker": None, "vacancies": 0, "reserved": {}}
            parties = {}
            beside = []                                    # tied with the one awaiting, for a lot the proof would need
            if det["blockedBy"] is None and det["outcome"] == "awaitingProof":
                cid = det["awaiting"]["candidate"]
                parties[cid] = {"candidate": cid, "verdict": "awaitingProof", "rule": "kwg34.3.s2"}
                tied = [e for e in det["considered"] if e["verdict"] == "tied"]
                beside = tied if lot_needed(len(tied) + 1, self.seats_on_the_day(vac)) else []
                parties.update({e["candidate"]: e for e in beside})
            elif det["blockedBy"] is None:
                parties = {cid: {"candidate": cid, "verdict": "tied", "rule": "kwg34.1a.lot"}
                           for cid in det["tie"]["among"]}
            blocker = pend["blocker"]
            if blocker is None and det["blockedBy"] is None and (det["outcome"] == "lotRequired" or beside):
                blocker = det
            self.pending[lst["id"]] = {"blocker": blocker, "vacancies": pend["vacancies"] + 1,
                                       "reserved": dict(pend["reserved"], **parties)}

    def seats_on_the_day(self, vac):
        """P5: the vacancies of the list that arose on this one's day and are decided now, this one first:
        later departures of that day in application order, of the same list, opening a succession, with no
        determination on record (majority elections only)."""
        if self.k.mode != "majority":
            return 1
        lst, n, seen = self.k.list_of[vac.member]["id"], 1, False
        for _, _, ev, v, kind in self.rec.items:
            if v is vac:
                seen = True
                continue
            if not seen or ev["date"] != vac.ev["date"]:
                continue
            if kind == "vacancy" and self.k.list_of[v.member]["id"] == lst and v.cause != "merger" \
                    and (v.standing is None or v.member == self.query) and v.void is None:
                n += 1
        return n

    def tied_on(self, ranking, day):
        """The ids tied at the top of the pool on a day (the standings of that day), in ranking order."""
        st = {c["id"]: self.f.status_on(c["id"], day) for c in ranking}
        ns = [c for c in ranking if st[c["id"]][0] != "skipped"]
        return [c["id"] for c in ns if c["votes"] == ns[0]["votes"]] if ns else []

    def drawing_in_force(self, vac, ranking, seats):
        """R11 (issue 18, P3): each recorded drawing for the vacancy is checked against the tie on the day it
        was drawn (else lotMismatch); a later one only once the one before no longer decides that tie (else
        lotDrawnTwice). A refused drawing changes nothing. (event, ids tied on its day) or None."""
        drawing = None
        self.examined.update(self.lots_of(vac))
        for i in self.lots_of(vac):
            ev = self.k.events[i]
            tied = self.tied_on(ranking, ev["date"])
            if drawing is not None and drawing_decides(drawing, tied):
                self.errors.append((i, error("events[%d]" % i, "lotDrawnTwice", "the drawing of %s still decides "
                                             "the tie" % drawing[0]["date"], "kwg34.1a.lot")))
            elif not lot_needed(len(tied), seats) or set(ev["among"]) != set(tied):
                self.errors.append((i, lot_mismatch(i)))
            else:
                drawing = (ev, tied)
        return drawing

    def majority(self, vac, pool, ranking):
        """kwg34.1a: the majority choice with the drawing in force and the seats of the day."""
        seats = self.seats_on_the_day(vac)
        drawing = self.drawing_in_force(vac, pool, seats)  # the circle of the lot: without those held for an earlier seat
        return choose_majority(pool, self.f.status, vac.member, drawing, self.k.seed, seats, self.k.cand)


def trial_round(k, t, query, view):
    """R8: the round of the same case asked as of day t (the events up to t), looking at the ceasing in view."""
    raw = dict(k.raw)
    raw["query"] = {"vacancy": query, "asOf": t} if query is not None else {"state": {"asOf": t}}
    kt = Case(raw)
    kt.apply_skip(k.skip)
    kt.engine = engine_departures(kt)
    return settle(kt, query, view)[1]


def taken_back(k, facts, excluded, x, query, view):
    """spec/procedure.md, open question 7: would the round made with the departure x back in find it a
    member's, or void (the call it was made under changed with final effect after it)? Then x is taken
    back. A trial only: what the round notes of the case (k.why) is restored."""
    why = dict(k.why)
    try:
        rnd = Round(k, facts, Record(k, k.D, frozenset(excluded - {x})), query, view)
    finally:
        k.why.clear()
        k.why.update(why)
    return x not in rnd.nonmembers


def settle(k, query=None, view=("find",)):
    """spec/procedure.md, open question 5: the record is built again without the departures found to be no
    member's until a round finds no new one; then the earliest departure left out that is a member's after
    all is taken back, and the rounds go on; when there is none, the earliest left out (found no member's
    or void) that the round made with it back in would not find no member's again (open question 7,
    taken_back). A departure is left out at most once and taken back at most once (one taken back and
    found no member's again stays in), so the rounds end."""
    facts = Facts(k)
    excluded, back = set(), set()
    base, route = list(k.engine), []
    while True:
        rec = Record(k, k.D, frozenset(excluded))
        if rec.member_facts:                                       # R7: refused, they change nothing
            k.member_facts.update(rec.member_facts)
            k.apply_skip(k.skip | set(rec.member_facts))
            facts = Facts(k)
            continue
        waived = void_candidate_facts(k, rec)
        if waived != k.void_candidate_facts:                       # P12: the candidate's facts change
            k.void_candidate_facts = waived
            facts = Facts(k)
            continue
        if k.reading == "statusRoute":                      # R9: the weeks of successors called
            found = route_departures(k, rec)
            if found != route:
                route = found
                k.engine = base + route
                continue
            k.route_weeks = route_weeks(k, rec, k.D)
        rnd = Round(k, facts, rec, query, view)
        new = [x for x in rnd.nonmembers if x not in excluded and x not in back]
        if new:
            excluded |= set(new)
            continue
        again = [x for x in rnd.after_all if x in excluded]
        if not again:                                      # open question 7: the earliest left out that the
            first = next((x for x in rnd.still_out         # round with it back in finds a member's, or void
                          if x in excluded and taken_back(k, facts, excluded, x, query, view)), None)
            again = [] if first is None else [first]
        if again:
            excluded.discard(again[0])
            back.add(again[0])
            continue
        fresh = {key: c for key, c in rnd.closed.items() if key not in k.closed}
        if fresh:                                          # R8: their procedure events are refused (Q3 B)
            k.closed.update(fresh)                         # once closed, closed: the rounds end
            continue
        return rec, rnd, frozenset(excluded)
# ---------------------------------------------------------------- the answers

def normalise(v):
    """JSON numbers with a zero fraction (1.0, 1e3) are integers, as in JSON Schema."""
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, list):
        return [normalise(x) for x in v]
    if isinstance(v, dict):
        return {key: normalise(x) for key, x in v.items()}
    return v


def error_document(errs):
    seen, out = set(), []
    for e in errs:                                         # the same error found twice is listed once
        if (e["path"], e["code"]) not in seen:
            seen.add((e["path"], e["code"]))
            out.append(e)
    return {"format": "nachruecken.error/1", "errors": out}


def decode(raw):
    """Normalised case and its decoding errors (spec/wire-format.md)."""
    raw = normalise(raw)
    dec = Decoder()
    dec.case(raw)
    return raw, dec.errors


def decide(raw):
    """A determination query: decode, check and decide a case; a determination or an error document. Any
    rule error rejects the whole case (spec/procedure.md, "Rejected events")."""
    raw, errs = decode(raw)
    if errs:
        return error_document(errs)
    if "state" in raw["query"]:
        return None               # a state query asked for a determination: not answered
    k = Case(raw)
    check_lists(k, errs)
    if errs:
        return error_document(errs)
    k.engine = engine_departures(k)
    trial = []
    check_events(k, trial)
    if any(e["rule"] is None for e in trial):              # references or dates are broken (no rule)
        return error_document(trial)
    rec, rnd, excluded = settle(k, query=k.vacancy)   # open question 5
    check_events(k, errs, excluded)
    for i in sorted(x for x in excluded if isinstance(x, int)):     # kwg34.1.s1.trigger, R7
        errs.append(k.why.get(i) or not_a_member(i, k.events[i]))
    full = Record(k, None, excluded)                     # the procedure over every event
    for _, es in full.errors:
        errs.extend(es)
    member_facts = {**k.member_facts, **full.member_facts}  # R7: also those after asOf
    errs.extend(member_facts[i] for i in sorted(member_facts))
    errs.extend(e for _, e in rnd.errors)
    if errs:
        return error_document(errs)
    mine = [key for _, key, ev, _, _ in rec.items if ev["member"] == k.vacancy and key in rnd.results]
    if mine:
        return rnd.results[mine[-1]]   # R5: the latest departure of that member dated on or before asOf
    return error_document([error("query.vacancy", "noDeparture", "the member has not left by asOf",
                                 "kwg34.1.s1.trigger")])


def replay(raw):
    """The state replay (spec/procedure.md): (case, record, round, rejected) or an error document. Input that
    cannot be decoded or is inconsistent (ids, references, dates, the elected count) rejects the case as a
    whole; an event that breaks a rule is rejected, changes nothing, and the replay goes on."""
    raw, errs = decode(raw)
    if errs:
        return error_document(errs)
    k = Case(raw)
    check_lists(k, errs)
    for i in k.order:
        check_references(k, i, k.events[i], errs)
    if not k.body["term"]["start"] <= k.D <= k.body["term"]["end"]:
        errs.append(error("query.state.asOf" if "state" in raw["query"] else "query.asOf", "outsideTerm",
                          "asOf lies outside the term"))
    if errs:
        return error_document(errs)
    static = []
    k.engine = engine_departures(k)
    rule_checks(k, static, upto=k.D)      # rejected before the replay: they change nothing
    bad = {}
    for e in static:
        bad.setdefault(int(re.match(r"events\[(\d+)\]", e["path"]).group(1)), e)
    k.apply_skip(bad)
    k.engine = engine_departures(k)
    rec, rnd, excluded = settle(k)
    while k.member_facts:   # R7: a refused fact of a sitting member changes nothing, so a ground it "opened" is not open
        again = []
        rule_checks(k, again, upto=k.D)
        new = {i: e for i, e in ((int(re.match(r"events\[(\d+)\]", e["path"]).group(1)), e) for e in again) if i not in bad}
        if not new:
            break
        bad.update(new)
        k.apply_skip(k.skip | set(new))
        k.engine = engine_departures(k)
        rec, rnd, excluded = settle(k)
    for i, es in rec.errors:
        bad.setdefault(i, es[0])                           # one entry per rejected event: its first error
    for i, e in rnd.errors:
        bad.setdefault(i, e)
    for i, e in k.member_facts.items():
        bad.setdefault(i, e)
    for i in excluded:
        if isinstance(i, int):
            bad.setdefault(i, k.why.get(i) or not_a_member(i, k.events[i]))
    return k, rec, rnd, [bad[i] for i in sorted(bad)]


# ---------------------------------------------------------------- the state (nachruecken.state/1)

def left_on(vac, D):
    """kwg33.3: the first day without the seat if the member has left by D (the seat is free); None: not yet."""
    day = leaving_day(vac, D)
    return day if day is not None and day <= D else None


def leaving_day(vac, D):
    """kwg33.3 (spec/procedure.md, "Time of leaving"; spec/kwg34.md, leftOn): the first day without the seat
    as the record up to D fixes it — the state's leftOn. A seat waiver with its determination leaves on the
    later date it names even when that is after D (the day is fixed; the member still sits on D); the
    unchallengeability of Nr. 2 only once reached by D (an objection can still come). None: not yet."""
    ev, cause = vac.ev, vac.cause
    if BUG == "leave-on-event-date" or cause in ("death", "statusNotAcquired", "reviewDecision", "merger"):
        return ev["date"]
    if cause == "seatWaiver":                              # Nr. 1: with the determination, or a later date named
        return None if vac.first_det is None else max(vac.first_det, ev.get("effective", vac.first_det))
    if ev.get("finalJudgment"):                            # Nr. 2 with a final judgment: with the determination
        return vac.first_det
    day = unchallengeable(vac)                             # Nr. 2: when the determination is unchallengeable
    return day if day is not None and day <= D else None


def unchallengeable(vac):
    """The day after the objection period ends without an admissible objection, or the date a review of the
    standing determination became final; None while it can still be challenged."""
    rv = vac.review
    if vac.review_current and rv is not None and rv["final"] is not None and rv["effect"]["decision"] != "annul":
        return vac.effect
    if own_determination(vac):                             # kwg27, R10: the month passed without an action
        return own_final_from(vac)
    if vac.standing is not None and vac.announced is not None and not vac.challenged:
        return add_days(period_end(vac.announced, vac.period_end), 1)
    return None


def holdings(k, rec, rnd):
    """Every time someone held a seat: (seat, member, from, basis, ended by review on, holding id). A
    successor takes the seat on the later of the determination's date and the predecessor's leftOn
    (kwg34.3.s2 with kwg23.1); a due successor from the day the seat became free (again); a call changed
    in review ends the day before the change took effect (kwg34.5)."""
    out = [(n, m, k.body["term"]["start"], "election", None, ("elected", m)) for n, _, m in rnd.f.seats]
    for vac in rec.vacs:
        if vac.seat is None or vac.free_from is None:
            continue
        for c in vac.calls:
            if c.outcome == "successor" and id(c) not in rnd.freed and c.continues is None:
                out.append((vac.seat, c.successor, c.start, "determination", c.ended, ("call", id(c))))
        d = vac.decision
        if vac in rnd.valid and vac.standing is None and d is not None and d["outcome"] == "successor":
            out.append((vac.seat, d["successor"], vac.due_start, "due", None, ("due", id(vac))))
    return out


def holding_id(how, member):
    if how[0] == "elected":
        return ("elected", member)
    if how[0] in ("recorded", "void"):
        return ("call", id(how[1].continues or how[1]))
    return ("due", id(how[1]))


def tenures(k, rec, rnd):
    """The occupancy history per seat (kwg34.5, kwg34.6): each holding ends with the holder's departure
    (the day before their leftOn) or with a change in review, whichever comes first; a tenure of no day
    is left out."""
    ended_by = {holding_id(v.how, v.member): v for v in rec.vacs if v.how is not None}
    seats = {n: [] for n, _, _ in rnd.f.seats}
    for seat, m, start, basis, review_end, hid in holdings(k, rec, rnd):
        dep = ended_by.get(hid)
        leave = dep.left_on if dep is not None else None
        if review_end is not None and (leave is None or review_end <= leave):
            to, why = add_days(review_end, -1), "review"
        elif leave is not None:
            to, why = add_days(leave, -1), "departure"
        else:
            to, why = None, None
        if to is None or to >= start:
            seats.setdefault(seat, []).append({"member": m, "from": start, "to": to, "basis": basis,
                                               "endedBy": why, "_hid": hid})
    if rnd.ceased is not None:                             # R8: every open tenure ends the day before ceased.on
        cut = add_days(rnd.ceased["on"], -1)
        for n in seats:
            seats[n] = [t for t in seats[n] if t["from"] <= cut]   # Q4: none begins on or after it
            for t in seats[n]:
                if t["to"] is None or t["to"] > cut:
                    t["to"], t["endedBy"] = cut, "ceased"
    for ts in seats.values():
        ts.sort(key=lambda t: t["from"])
    return seats


def vacancy_entry(vac, as_of):
    """One vacancy of the state (spec/procedure.md)."""
    st, d = vac.standing, vac.decision
    if st is None:
        status = ("noSuccession" if d["outcome"] in ("noSuccession", "bodyCeased") else
                  "open" if d["outcome"] in ("awaitingProof", "lotRequired") else "due")
    elif vac.review_current and vac.review["final"] is not None:
        status = "final"
    else:
        status = "underReview" if vac.challenged else "noSuccession" if st.outcome == "noSuccession" else "determined"
    rv = vac.review
    return {"vacancy": vac.member, "list": None, "cause": vac.cause, "arose": vac.ev["date"],
            "event": vac.event, "leftOn": vac.leaving, "status": status,
            "determination": None if st is None else {"date": st.date, "by": st.by, "outcome": st.outcome,
                                                      "successor": st.successor},
            "due": None if st is not None else {"outcome": d["outcome"], "successor": d["successor"],
                                                "blockedBy": d["blockedBy"]},
            "announced": vac.announced,
            # kwg34.4.s1: no objection lies against the body's own determination
            "objectionPeriodEnds": period_end(vac.announced, vac.period_end)
            if vac.announced and (st is None or st.by == "returningOfficer") else None,
            "actionPeriod": action_period(vac, as_of),
            "objections": list(vac.objections),
            # the review of the body's own determination shows a decision only once the court decided
            "review": None if rv is None or (rv.get("against") == "inaction" and rv["by"] == "body") else {key: rv[key] if rv["decision"] == "modify" or key not in
                                               ("outcome", "successor") else None
                                               for key in ("decision", "by", "outcome", "successor", "date",
                                                           "final")}}


def seat_counts(k, rnd, seats):
    """counts (spec/procedure.md): occupied seats, open ones (a pending decision) and unfilled ones (not
    listed in the case, or left by a merger / a recorded no succession); a seat left empty by an exhausted
    list (vacant) has left the legal member count (kwg34.1.s2.count)."""
    occupied = open_ = gone = 0
    unfilled = k.body["statutoryMemberCount"] - len(rnd.f.seats)
    for n in seats:
        if any(t["to"] is None for t in seats[n]):
            occupied += 1
            continue
        free = [v for v in rnd.valid if v.seat == n and v.free_from is not None]
        last = free[-1] if free else None
        outcome = None if last is None else last.standing.outcome if last.standing else last.decision["outcome"]
        if outcome == "vacant":
            gone += 1
        elif outcome == "noSuccession":
            unfilled += 1
        else:
            open_ += 1
    return k.body["statutoryMemberCount"] - gone, {"occupied": occupied, "open": open_, "unfilled": unfilled}


def pending_proofs(k, seats):
    """kwg23.2.s2/s3: the proof weeks of elected representatives."""
    people = {cid for cid, c in k.cand.items() if c["elected"]}   # an elected member's week (engine_departures)
    out = []
    for cid, evs in incompatibility_facts(k, k.D).items():
        week = member_week(evs, k.D, k.period_end) if cid in people else k.route_weeks.get(cid)
        if week is not None:
            out.append(dict(member=cid, **week))
    return sorted(out, key=lambda w: (w["notified"], w["member"]))


def review_notes(rec, seats):
    """kwg34.6 (with kwg33.4): a call that ended by a final change in review, or whose vacancy became void,
    leaves the acts of the one who held the seat under it and the body's resolutions in that time valid."""
    held = {t["_hid"]: t for ts in seats.values() for t in ts}
    notes = []
    for vac in rec.vacs:
        for c in vac.calls:
            t = held.get(("call", id(c)))
            if c.ended is not None and t is not None:
                notes.append((c.ended, {"rule": "kwg34.6", "text": "%s held the seat from %s to %s under a "
                             "determination that no longer stands from %s; the acts of %s and the body's "
                             "resolutions in that time remain valid (§ 34 Abs. 6, § 33 Abs. 4 KWG)"
                             % (c.successor, t["from"], t["to"], c.ended, c.successor)}))
    return [n for _, n in sorted(notes, key=lambda x: x[0])]


def state(raw):
    """The state of the body on asOf (nachruecken.state/1, spec/procedure.md) or an error document."""
    r = replay(raw)
    if isinstance(r, dict):
        return r
    k, rec, rnd, rejected = r
    seats = tenures(k, rec, rnd)
    legal, counts = seat_counts(k, rnd, seats)
    if rnd.ceased is not None:                             # R8: from ceased.on on the body has no members
        legal, counts = 0, {"occupied": 0, "open": 0, "unfilled": 0}
    members = [{"member": t["member"], "list": k.list_of[t["member"]]["id"], "since": t["from"],
                "basis": t["basis"]} for n in sorted(seats) for t in seats[n] if t["to"] is None]
    vacancies = []
    for vac in rnd.valid:
        entry = vacancy_entry(vac, k.D)
        entry["list"] = k.list_of[vac.member]["id"]
        vacancies.append(entry)
    lists = {n: lst["id"] for n, lst, _ in rnd.f.seats}
    return {"format": "nachruecken.state/1", "asOf": k.D, "ceased": rnd.ceased, "legalMemberCount": legal,
            "counts": counts,
            "members": members, "vacancies": vacancies, "pendingProofs": pending_proofs(k, seats),
            "seats": [{"seat": n, "list": lists[n],
                       "tenures": [{key: t[key] for key in ("member", "from", "to", "basis", "endedBy")}
                                   for t in seats[n]]} for n in sorted(seats)],
            "rejected": rejected, "notes": review_notes(rec, seats)}


# ---------------------------------------------------------------- the audit (nachruecken.audit/1)

def lawful_on(raw, i):
    """The lawful determination for the vacancy of events[i] on its date: the case up to that event,
    without it (spec/procedure.md), replayed as of that date; the vacancy's due decision, or None."""
    ev = raw["events"][i]
    before = [e for j, e in enumerate(raw["events"]) if (e["date"], j) < (ev["date"], i)]
    sub = dict(raw, events=before, query={"state": {"asOf": ev["date"]}})
    r = replay(sub)
    if isinstance(r, dict):
        return None
    _, _, rnd, _ = r
    mine = [v for v in rnd.valid if v.member == ev["vacancy"]]
    if not mine or mine[-1].standing is not None:
        return None
    return mine[-1].decision


def finding_rule(k, recorded, lawful):
    """The norm at which a recorded determination first deviates from the lawful one, in the order of
    spec/kwg34.md (Abs. 3 Satz 1, audit): a proof or a lot still owed, a lawful "no succession", the
    skip rule of the named successor, an exhausted list, "no succession" recorded, the ranking."""
    by_candidate = {e["candidate"]: e for e in lawful["considered"]}
    skipped = by_candidate.get(recorded["successor"])
    if lawful["outcome"] == "awaitingProof":
        return "kwg34.3.s2"
    if lawful["outcome"] == "lotRequired":
        return "kwg34.1a.lot"
    if lawful["outcome"] in ("noSuccession", "bodyCeased"):
        return lawful["reason"]
    if skipped is not None and skipped["verdict"] == "skipped":
        return skipped["rule"]                             # kwg34.2.*: the recorded successor was excluded
    if "vacant" in (recorded["outcome"], lawful["outcome"]):
        return "kwg34.1.s2.vacant"
    if recorded["outcome"] == "noSuccession":
        return "kwg34.1.s1.trigger"
    rule = by_candidate[lawful["successor"]]["rule"]
    tie = lawful["tie"]
    if rule in ("kwg34.1.s1.tie", "kwg34.1a.lot") and (tie is None or recorded["successor"] not in tie["among"]):
        rule = "kwg34.1.s1.rank" if k.mode == "proportional" else "kwg34.1a.rank"
    return rule


def audit(raw):
    """nachruecken.audit/1: every recorded determination up to asOf compared with the lawful one on its date."""
    r = replay(raw)
    if isinstance(r, dict):
        return r
    k, rec, _, _ = r                                       # the audit schema has no rejected
    raw = normalise(raw)
    calls = sorted((c for v in rec.vacs for c in v.calls if c.event is not None), key=lambda c: c.event)
    findings = []
    for c in calls:
        lawful = lawful_on(raw, c.event)
        recorded = {"outcome": c.outcome, "successor": c.successor}
        if lawful is None or (lawful["outcome"], lawful["successor"]) == (c.outcome, c.successor):
            continue
        rule = finding_rule(k, recorded, lawful)
        findings.append({"event": c.event, "vacancy": c.vac.member, "date": c.date, "rule": rule,
                         "recorded": recorded, "lawful": {"outcome": lawful["outcome"],
                                                          "successor": lawful["successor"]},
                         "message": "recorded %s %s, lawful on %s: %s %s (%s)"
                         % (c.outcome, c.successor or "", c.date, lawful["outcome"], lawful["successor"] or "",
                            rule)})
    return {"format": "nachruecken.audit/1", "asOf": k.D, "checked": len(calls), "findings": findings}
# ---------------------------------------------------------------- the line protocol

def implementation():
    return {"name": "nachruecken-python-harness", "version": "0.1.0", "language": "python",
            "homepage": "spec/conformance/harness-python/README.md",
            "readings": {"incompatibility": ["proofPeriod", "exclude", "statusRoute"],
                         "periodEnd": ["calendar", "nextWorkingDay"]}, "levels": ["core", "full"],
            "answers": ["determination", "state", "audit"]}


ANSWERS = {"determination": lambda c: decide(c), "state": lambda c: state(c), "audit": lambda c: audit(c)}


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
        answer = req.get("answer", "determination")
        if answer not in ANSWERS:
            return {"seq": req.get("seq"), "skipped": True, "message": "cannot answer %r" % answer}, False
        try:
            result = ANSWERS[answer](req.get("case"))
            if result is None:
                return {"seq": req.get("seq"), "skipped": True,
                        "message": "a state query is answered with answer state or audit"}, False
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
