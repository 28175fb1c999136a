// The process side of the oracle, with real child processes: a child spoken
// to line by line (src/oracle/line-process.ts: lines, the line limit, exit,
// the tail of standard error, killing the process group, killAll) and a
// session with an implementation (src/oracle/session.ts: the start
// handshake and what a failed start says, giving up, runs, close). The
// children are Node itself (`process.execPath -e <script>`), so these tests
// need no Python and run under Stryker too. Every child ends by itself after
// 20 s at the latest, and every test kills what it started.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it, vi } from 'vitest'
import { killAll, type LineProcess, spawnLines } from '../src/oracle/line-process.js'
import { openSession } from '../src/oracle/session.js'
import { ROOT } from './support/vectors.js'
import { IMPL, node, sleep, within } from './support/oracle-fakes.js'

/** A child that only waits (until it is killed, or 20 s). */
const SLEEPER = 'setInterval(() => {}, 1000)'

const killQuietly = (pid: number): void => {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // gone already
  }
}

/** True once no process has the pid any more (at most 5 s). */
const gone = async (pid: number): Promise<boolean> => {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    await sleep(50)
  }
  return false
}

const pidsIn = (lines: ReadonlyArray<string>): number[] => lines.flatMap((l) => l.split(' ')).filter((w) => /^\d+$/.test(w)).map(Number)

describe('a child process spoken to line by line', () => {
  it('lines end at "\\n" (a final "\\r" dropped, an empty line is a line), in the directory and environment given; exited waits for the exit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-process-'))
    const p = spawnLines(
      node(`
process.stdout.write('\\na\\r\\nb\\rc\\r\\n' + JSON.stringify({ probe: process.env.NACHRUECKEN_PROBE, path: process.env.PATH, cwd: process.cwd() }) + '\\n');
process.stdin.on('data', (d) => { if (String(d).includes('quit')) process.exit(3) });
`, { NACHRUECKEN_PROBE: 'from the command' }),
      dir,
    )
    try {
      // one write starting with "\n": the first line is empty
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: '' })
      // "\r\n" ends a line like "\n"; a "\r" inside a line is part of it
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: 'a' })
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: 'b\rc' })
      const seen = await p.next(10_000)
      expect(seen._tag).toBe('line')
      // the child runs in the directory given, with this process's environment plus the command's assignments
      expect(JSON.parse(seen._tag === 'line' ? seen.line : '{}')).toEqual({ probe: 'from the command', path: process.env['PATH'], cwd: realpathSync(dir) })
      // still running: waiting for the exit ends with false after the time given
      expect(await within(p.exited(50), 5000)).toBe(false)
      const done = p.exited(10_000)
      p.send('quit')
      expect(await done).toBe(true)
      // once it has exited, exited says so at once
      expect(await within(p.exited(1), 5000)).toBe(true)
      expect(await p.next(1000)).toEqual({ _tag: 'exit', code: 3, signal: null })
      // nothing was written to standard error
      expect(p.stderrTail()).toEqual([])
    } finally {
      p.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the tail of standard error: the last 20 lines, each cut to its first 500 characters', async () => {
    // 25 short lines and one of 600 characters: 26 lines, the last 20 kept
    const p = spawnLines(node(`
process.stderr.write(Array.from({ length: 25 }, (_, i) => 'line ' + (i + 1) + '\\n').join('') + 'c'.repeat(600) + '\\n');
process.exit(0);
`))
    try {
      expect(await p.exited(10_000)).toBe(true)
      expect(p.stderrTail()).toEqual([...Array.from({ length: 19 }, (_, i) => `line ${i + 7}`), 'c'.repeat(500)])
    } finally {
      p.kill()
    }
  })

  it('the tail of standard error: an unfinished last line is in it (its last 500 characters), still 20 lines at most', async () => {
    // 20 lines, then 100 b and 500 a without a newline: 21 lines, the last 20 kept; of the
    // unfinished line the end is kept (the most recent output)
    const p = spawnLines(node(`
process.stderr.write(Array.from({ length: 20 }, (_, i) => 'line ' + (i + 1) + '\\n').join('') + 'b'.repeat(100) + 'a'.repeat(500));
process.exit(0);
`))
    try {
      expect(await p.exited(10_000)).toBe(true)
      expect(p.stderrTail()).toEqual([...Array.from({ length: 19 }, (_, i) => `line ${i + 2}`), 'a'.repeat(500)])
    } finally {
      p.kill()
    }
  })

  it('an unfinished line longer than the limit is overlong: the process is killed, and what comes later starts afresh', async () => {
    // The child starts a grandchild in a group of its own (so that killing the child's group
    // spares it), then writes 1500 "x" without a newline (limit 1000). The grandchild writes
    // "ok\n" once the child is gone (its parent is no longer the child, whose pid it is
    // given). What is read after the overlong point is only what was written after it: the
    // rest of the x (a read may end anywhere) and "ok".
    const grandchild = `
const child = Number(process.argv[1]);
setInterval(() => { if (process.ppid !== child) { process.stdout.write('ok\\n'); process.exit(0) } }, 20);
setTimeout(() => process.exit(0), 20000);
`
    const p = spawnLines(node(`
const g = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}, String(process.pid)], { detached: true, stdio: ['ignore', 'inherit', 'ignore'] });
process.stderr.write(process.pid + ' ' + g.pid + '\\n');
process.stdout.write('x'.repeat(1500));
${SLEEPER}
`), undefined, 1000)
    try {
      expect(await p.next(10_000)).toEqual({ _tag: 'overlong' })
      expect(await p.exited(10_000)).toBe(true)
      expect(await p.next(1000)).toMatchObject({ _tag: 'line', line: expect.stringMatching(/^x*ok$/) })
      // the end of the conversation stays the overlong line
      expect(await p.next(1000)).toEqual({ _tag: 'overlong' })
    } finally {
      p.kill()
      for (const pid of pidsIn(p.stderrTail())) killQuietly(pid)
    }
  })

  it('an unfinished line exactly as long as the limit is not overlong', async () => {
    // "ready\n0123456789" in one write (so it is read at once): 10 characters wait for their
    // newline, which comes when the child is told; the limit is 10
    const p = spawnLines(node(`
process.stdout.write('ready\\n0123456789');
process.stdin.on('data', () => process.stdout.write('\\n'));
`), undefined, 10)
    try {
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: 'ready' })
      p.send('go')
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: '0123456789' })
    } finally {
      p.kill()
    }
  })

  it('a finished line longer than the limit is overlong, also when it comes in the same read as its newline', async () => {
    // "ready\n" + 11 characters + "\n" in one write, the limit is 10: the first line is read,
    // the second is garbage although its newline came with it
    const p = spawnLines(node(`
process.stdout.write('ready\\n01234567890\\n');
${SLEEPER}
`), undefined, 10)
    try {
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: 'ready' })
      expect(await p.next(10_000)).toEqual({ _tag: 'overlong' })
    } finally {
      p.kill()
    }
  })

  it('kill ends the whole process group with SIGKILL, also what the child started', async () => {
    // the grandchild shares the child's group and its standard output: the output ends
    // (and the exit is seen) only when both are gone
    const p = spawnLines(node(`
const g = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SLEEPER + '; setTimeout(() => process.exit(0), 20000)')}], { stdio: 'inherit' });
process.stdout.write('ready ' + process.pid + ' ' + g.pid + '\\n');
${SLEEPER}
`))
    let pids: number[] = []
    try {
      const ready = await p.next(10_000)
      expect(ready).toMatchObject({ _tag: 'line', line: expect.stringMatching(/^ready \d+ \d+$/) })
      pids = pidsIn([ready._tag === 'line' ? ready.line : ''])
      p.kill()
      expect(await p.exited(10_000)).toBe(true)
      expect(await p.next(1000)).toEqual({ _tag: 'exit', code: null, signal: 'SIGKILL' })
    } finally {
      p.kill()
      for (const pid of pids) killQuietly(pid)
    }
  })

  it('writing to a child that closed its standard input is harmless (the EPIPE is swallowed)', async () => {
    const p = spawnLines(node(`
require('fs').closeSync(0);
process.stdout.write('closed\\n');
${SLEEPER}
`))
    const uncaught: unknown[] = []
    try {
      expect(await p.next(10_000)).toEqual({ _tag: 'line', line: 'closed' })
      process.setUncaughtExceptionCaptureCallback((e) => uncaught.push(e))
      p.send('anyone there?')
      p.kill()
      // the exit is seen only after the failed write has been dealt with
      expect(await p.exited(10_000)).toBe(true)
    } finally {
      process.setUncaughtExceptionCaptureCallback(null)
      p.kill()
    }
    expect(uncaught).toEqual([])
  })

  it('killAll ends every process still running, and is hooked once on the exit of this process; the default limit is 64 MiB', async () => {
    // a fresh instance of the module, evaluated inside this test
    vi.resetModules()
    const fresh = await import('../src/oracle/line-process.js')
    expect(fresh.killAll).not.toBe(killAll)
    // session.ts: "A longer line on standard output is garbage (default 64 MiB)"
    expect(fresh.MAX_LINE).toBe(64 * 1024 * 1024)
    const hooks = (): number => process.listeners('exit').filter((l) => l === fresh.killAll).length
    const started: LineProcess[] = []
    try {
      started.push(fresh.spawnLines(node(SLEEPER)), fresh.spawnLines(node(SLEEPER)))
      // "also done when this process exits": killAll listens to the exit, once however many started
      expect(hooks()).toBe(1)
      fresh.killAll()
      for (const p of started) {
        expect(await p.exited(10_000)).toBe(true)
        expect(await p.next(1000)).toEqual({ _tag: 'exit', code: null, signal: 'SIGKILL' })
      }
    } finally {
      for (const p of started) p.kill()
      for (const l of process.listeners('exit')) if (l === fresh.killAll) process.removeListener('exit', l)
    }
  })
})

describe('a session with an implementation', () => {
  it('a failed start says why: the exit status and standard error; after three in a row it gives up at once', async () => {
    const s = openSession(node(`process.stderr.write('no licence\\n'); process.exit(3);`), { timeoutMs: 10_000 })
    try {
      const failure = { _tag: 'failed', message: 'start: the implementation exited (status 3)', stderr: ['no licence'] }
      expect(await s.start()).toEqual(failure)
      expect(s.starts()).toBe(1)
      expect(await s.start()).toEqual(failure)
      expect(await s.start()).toEqual(failure)
      expect(s.starts()).toBe(3)
      // spec/protocol.md: "After three failed starts in a row the remaining cases are errors at once."
      const gaveUp = 'gave up after 3 failed starts; the last: start: the implementation exited (status 3)'
      expect(await s.start()).toEqual({ ...failure, message: gaveUp })
      expect(await s.run({})).toEqual({ _tag: 'failed', message: gaveUp, stderr: ['no licence'] })
      expect(s.starts()).toBe(3)
    } finally {
      await s.close()
    }
  })

  it('a failed start says why: the signal that ended it, an overlong line', async () => {
    const killed = openSession(node(`process.kill(process.pid, 'SIGKILL')`), { timeoutMs: 10_000 })
    const overlong = openSession(node(`process.stdout.write('x'.repeat(5000)); ${SLEEPER}`), { timeoutMs: 10_000, maxLine: 1000 })
    try {
      expect(await killed.start()).toEqual({ _tag: 'failed', message: 'start: the implementation exited (signal SIGKILL)', stderr: [] })
      expect(await overlong.start()).toEqual({ _tag: 'failed', message: 'start: printed an overlong line (no newline in sight)', stderr: [] })
    } finally {
      await killed.close()
      await overlong.close()
    }
  })

  it('runs send valid requests; close sends stop and waits for the exit; the next run starts a new process', async () => {
    const ajv = new Ajv2020.default({ strict: true, allErrors: true })
    const valid = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'spec', 'schema', 'protocol-request.schema.json'), 'utf8')) as object)
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-session-'))
    const stopFile = join(dir, 'stop')
    // the implementation answers each run with the request line it got, and writes the stop line to a file
    const s = openSession(node(`${IMPL}
onRequest((r, l) => {
  if (r.cmd === 'start') out(HELLO);
  else if (r.cmd === 'run') out({ seq: r.seq, result: { request: l } });
  else if (r.cmd === 'stop') { require('fs').writeFileSync(process.env.STOP_FILE, l); process.exit(0) }
});
`, { STOP_FILE: stopFile }), { timeoutMs: 10_000 })
    try {
      const request = (a: unknown): Record<string, unknown> => JSON.parse((a as { result: { request: string } }).result.request) as Record<string, unknown>
      const first = await s.run({ the: 'first case' })
      expect(first._tag).toBe('result')
      const r1 = request(first)
      // spec/schema/protocol-request.schema.json: seq is an integer >= 0
      expect(valid(r1), JSON.stringify(r1)).toBe(true)
      expect(r1).toMatchObject({ cmd: 'run', case: { the: 'first case' } })
      expect(r1).not.toHaveProperty('answer')
      expect(s.starts()).toBe(1)
      await s.close()
      expect(existsSync(stopFile)).toBe(true)
      expect(JSON.parse(readFileSync(stopFile, 'utf8'))).toEqual({ cmd: 'stop' })
      const second = await s.run({ the: 'second case' }, 'state')
      expect(second._tag).toBe('result')
      const r2 = request(second)
      expect(valid(r2), JSON.stringify(r2)).toBe(true)
      expect(r2).toMatchObject({ cmd: 'run', case: { the: 'second case' }, answer: 'state' })
      // each request has its own seq
      expect(r2['seq']).not.toBe(r1['seq'])
      expect(s.starts()).toBe(2)
    } finally {
      await s.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with a short case timeout the start may still take longer; close waits at most the case timeout for the exit, then kills', async () => {
    // the hello comes 600 ms after start (a slow runtime): with a case timeout of 300 ms the
    // start still waits up to 30 s (spec/protocol.md: "up to 30 s (or the case timeout, if
    // longer)"); the implementation ignores stop, so close waits min(300 ms, 2 s) and kills it
    const s = openSession(node(`${IMPL}
onRequest((r) => { if (r.cmd === 'start') setTimeout(() => out({ ...HELLO, implementation: { ...HELLO.implementation, homepage: String(process.pid) } }), 600) });
`), { timeoutMs: 300 })
    let pid = 0
    try {
      const hello = await s.start()
      expect(hello).toMatchObject({ _tag: 'ready', info: { name: 'probe', homepage: expect.stringMatching(/^\d+$/) } })
      pid = hello._tag === 'ready' ? Number(hello.info.homepage) : 0
      const t0 = performance.now()
      await s.close()
      const waited = performance.now() - t0
      expect(waited).toBeGreaterThanOrEqual(250)
      expect(waited).toBeLessThan(1900)
      expect(await gone(pid)).toBe(true)
    } finally {
      await s.close()
      if (pid > 0) killQuietly(pid)
    }
  })
})
