import { openSession } from './dist/src/oracle/session.js'
import { fuzz } from './dist/src/oracle/fuzz.js'
const bugs = (process.env.BUGS ?? 'exit-before-setup,lot-among-all').split(',')
const seeds = process.argv.slice(2).map(Number)
for (const bug of bugs) {
  const rows = []
  for (const seed of seeds) {
    const session = openSession({ program: 'python3', args: ['spec/conformance/harness-python/harness.py', '--bug', bug], env: {} }, { timeoutMs: 10000 })
    const t = Date.now()
    const r = await fuzz({ session, commandText: 'x', runs: 1000, seed })
    await session.close()
    if (r._tag !== 'disagreement') { rows.push(`${seed}:${r._tag}`); continue }
    const c = r.case
    const vac = c.query.vacancy
    const list = c.lists.find((l) => l.candidates.some((k) => k.id === vac))
    rows.push(`${seed}: runs ${r.runs} shrinks ${r.shrinks} list ${list.candidates.length} pool ${list.candidates.filter((k) => !k.elected).length} ${r.divergence.norm} ${Date.now() - t}ms`)
  }
  console.log(bug, '\n  ' + rows.join('\n  '))
}
