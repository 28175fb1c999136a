// The README's vendor section for a bundler (moduleResolution bundler, bundled with esbuild).
import { answer, decide } from 'nachruecken'
import { musterstadt } from '../esm/case.js'

const r = decide(musterstadt)
if (r._tag === 'Right' && r.right.outcome === 'successor') {
  const who: string = r.right.successor
  console.log(`successor ${who}`)
}
const s = answer({ ...musterstadt, query: { state: { asOf: '2023-08-30' } } }, 'state')
if (s._tag === 'Right') console.log(`state ${s.right.format} members ${s.right.members.length}`)
