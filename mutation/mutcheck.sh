#!/usr/bin/env bash
# usage: mutcheck.sh <file> '<old>' '<new>' <test files...>   (run from a worktree root)
# Writes one mutant by hand (the text <old>, which must occur once, replaced by <new>), runs the given
# test files and restores the file. The backup is a file of its own (mktemp), so that several worktrees
# can run this at once without restoring each other's sources.
f=$1; old=$2; new=$3; shift 3
bak=$(mktemp /tmp/mutcheck.XXXXXX)
cp "$f" "$bak"
trap 'cp "$bak" "$f"; rm -f "$bak"' EXIT
node -e '
const fs=require("fs");const [f,o,n]=process.argv.slice(1);const s=fs.readFileSync(f,"utf8");
const i=s.indexOf(o); if(i<0){console.error("NOT FOUND");process.exit(3)} if(s.indexOf(o,i+1)>=0){console.error("AMBIGUOUS");process.exit(4)}
fs.writeFileSync(f,s.slice(0,i)+n+s.slice(i+o.length))' "$f" "$old" "$new" || exit 1
out=$(npx vitest run --reporter=dot "$@" 2>&1)
if echo "$out" | grep -q "failed"; then echo "KILLED: $old -> $new"; else echo "SURVIVED: $old -> $new"; fi
echo "$out" | grep -E "Tests " | tail -1
