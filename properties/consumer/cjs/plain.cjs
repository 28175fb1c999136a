// Plain CommonJS, no TypeScript.
const { decideText } = require('nachruecken')
const schema = require('nachruecken/schema/case.json')
const fs = require('node:fs')
const r = decideText(fs.readFileSync(require.resolve('nachruecken/examples/musterstadt.case.json')))
console.log(`plain ${r._tag === 'Right' ? r.right.successor : 'error'} ${schema.$id}`)
