// `nachruecken oracle` as the compiled copy runs it (src/cli/oracle.ts,
// oracleCommand): the line protocol on standard input and output, for the
// fuzz-throughput measure (bench/fuzz.ts).
import { createInterface } from 'node:readline'
import { ourInfo } from '../src/oracle/info.js'
import { serve } from '../src/oracle/serve.js'

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity })
await serve(rl, (line) => process.stdout.write(line), ourInfo('0.0.0-bench'))
rl.close()
