/**
 * A tiny static file server for web/dist on 127.0.0.1 (a free port), for the
 * browser tests. Serves files only below its root; no directory listings.
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

export interface Served {
  readonly url: string
  readonly close: () => Promise<void>
}

export const serve = async (rootDir: string): Promise<Served> => {
  const root = resolve(rootDir)
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end()
        return
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file')
        const body = await readFile(file)
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body)
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      }
    })()
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ok())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}
