/**
 * The case in the address: `#case=z.<base64url(deflate-raw(JSON))>` (or
 * `j.<base64url(JSON)>` where the browser cannot compress), so that a
 * teacher can hand out an exercise as a link. Nothing leaves the browser:
 * the part after `#` is never sent to a server.
 */

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}

const pipe = async (bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> => {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(out).arrayBuffer())
}

const canCompress = (): boolean => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function'

/** The hash parameter `name=z.…` (without `#`) that carries this text. */
export const encodeParam = async (name: string, text: string): Promise<string> => {
  const bytes = new TextEncoder().encode(text)
  return canCompress() ? `${name}=z.${toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')))}` : `${name}=j.${toBase64Url(bytes)}`
}

/** The text carried by the hash parameter `name`, null when there is none; throws on a damaged link. */
export const decodeParam = async (hash: string, name: string): Promise<string | null> => {
  const m = new RegExp(`(?:^#?|&)${name}=([zj])\\.([A-Za-z0-9_-]*)`).exec(hash)
  if (m === null) return null
  const bytes = fromBase64Url(m[2] ?? '')
  const raw = m[1] === 'z' ? await pipe(bytes, new DecompressionStream('deflate-raw')) : bytes
  return new TextDecoder('utf-8', { fatal: true }).decode(raw)
}

/** The hash fragment (without `#`) that carries this case (JSON text). */
export const encodeShare = (json: string): Promise<string> => encodeParam('case', json)

/** The case carried by a hash fragment, null when there is none; throws on a damaged link. */
export const decodeShare = (hash: string): Promise<string | null> => decodeParam(hash, 'case')
