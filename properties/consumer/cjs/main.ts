// The README's vendor section in a CommonJS project: TypeScript compiles the
// imports to require().
import { decide, type WireDetermination } from 'nachruecken'
import { DETERMINATION_FORMAT } from 'nachruecken/codec'
import { isoDate } from 'nachruecken/rules'

const r = decide(JSON.parse(require('node:fs').readFileSync(require.resolve('nachruecken/examples/musterstadt.case.json'), 'utf8')))
if (r._tag === 'Right') {
  const d: WireDetermination = r.right
  if (d.outcome === 'successor') {
    const who: string = d.successor
    console.log(`successor ${who} (${d.format === DETERMINATION_FORMAT ? 'determination' : '?'})`)
  }
}
console.log(`date ${isoDate('2023-02-30')._tag}`)
