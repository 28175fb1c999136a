// H12 of BENCHMARKS.md: on Node 20 (V8 11.3) an object literal that starts
// with a spread and then adds keys the spread object does not have is slow;
// overwriting keys it has, or keys before the spread, are not. Run:
//   node bench/spread-probe.mjs
// (CPU time per literal, two rounds; no test asserts any of it.)
import { cpuUsage, version, versions } from 'node:process'

const cpu = () => {
  const u = cpuUsage()
  return (u.user + u.system) / 1000
}
const head = (i) => ({ format: 'x', outcome: 'successor', vacancy: `a${i & 7}`, list: 'L', cause: 'death' })
const cases = {
  '{ ...o }': (i) => ({ ...head(i) }),
  '{ ...o, newKey }': (i) => ({ ...head(i), z: 1 }),
  '{ ...o, existingKey }': (i) => ({ ...head(i), outcome: 'y' }),
  '{ key, ...o }': (i) => ({ z: 1, ...head(i) }),
  'every key written out': (i) => {
    const h = head(i)
    return { format: h.format, outcome: h.outcome, vacancy: h.vacancy, list: h.list, cause: h.cause, z: 1 }
  },
}
let sink = 0
for (let round = 0; round < 2; round++)
  for (const [name, f] of Object.entries(cases)) {
    const t0 = cpu()
    for (let i = 0; i < 200_000; i++) sink += f(i) === null ? 0 : 1
    globalThis.console.log(`${name.padEnd(24)} ${(((cpu() - t0) / 200_000) * 1e6).toFixed(0)} ns`)
  }
globalThis.console.log(`node ${version}, V8 ${versions.v8}${sink < 0 ? "" : ""}`)
