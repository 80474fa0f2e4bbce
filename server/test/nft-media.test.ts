/**
 * The NFT marketplace's generated media (nft/media.ts, routes/nft-media.ts): every key answers
 * with its type and bytes that parse as that type, made the same way every time, each key its own
 * bytes; the headers that let the app embed them and keep an SVG opened alone inert; byte ranges
 * for seeking; an unknown key is 404 notFound.
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import errorsEn from '../../locales/en/errors.json'
import {
  makeNftMedia,
  NFT_MEDIA_KEYS,
  NFT_MEDIA_PATH,
  nftMediaUrl,
  type NftMediaKey,
} from '../src/nft/media'
import { NFT_MEDIA_CACHE_CONTROL, NFT_SVG_CSP } from '../src/routes/nft-media'
import { WAV_MAX_SECONDS, WAV_SAMPLE_RATE } from '../src/nft/media/wav'
import { buildTestApp } from './helper'

const TYPES = { svg: 'image/svg+xml', gif: 'image/gif', wav: 'audio/wav', webm: 'video/webm' }
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPES]

interface XmlElement {
  name: string
  attrs: Record<string, string>
}

/**
 * A strict well-formedness check of the XML the generators write (elements, double-quoted
 * attributes, text, the XML declaration; no comments, CDATA or doctype): throws on anything
 * else, and returns the root's name and every element in document order.
 */
function parseXml(text: string): { root: string; elements: XmlElement[] } {
  const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i
  let at = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(text)?.[0].length ?? 0
  const stack: string[] = []
  const elements: XmlElement[] = []
  let root: string | null = null
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>/y
  const attr = /\s+([A-Za-z_:][\w:.-]*)="([^"<]*)"/g
  while (at < text.length) {
    if (text[at] === '<') {
      tag.lastIndex = at
      const m = tag.exec(text)
      if (!m) throw new Error(`malformed markup at ${at}: ${text.slice(at, at + 40)}`)
      const [whole, closing, name, attrText, selfClosing] = m as unknown as string[]
      if (closing) {
        if (attrText || selfClosing) throw new Error(`malformed end tag ${whole}`)
        if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`)
      } else {
        if (stack.length === 0) {
          if (root !== null) throw new Error('more than one root element')
          root = name!
        }
        const attrs: Record<string, string> = {}
        for (const [, key, value] of attrText!.matchAll(attr)) {
          if (Object.hasOwn(attrs, key!)) throw new Error(`duplicate attribute ${key} on <${name}>`)
          if (ENTITY.test(value!)) throw new Error(`bare & in ${key}`)
          attrs[key!] = value!
        }
        elements.push({ name: name!, attrs })
        if (!selfClosing) stack.push(name!)
      }
      at += whole!.length
    } else {
      const end = text.indexOf('<', at)
      const chunk = text.slice(at, end === -1 ? text.length : end)
      if (stack.length === 0 && chunk.trim() !== '') throw new Error('text outside the root')
      if (ENTITY.test(chunk)) throw new Error('bare & in text')
      at += chunk.length
    }
  }
  if (stack.length > 0 || root === null) throw new Error('unclosed elements')
  return { root, elements }
}

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignObject',
  'image',
  'use',
  'a',
  'iframe',
  'style',
  'feImage',
])

/** What makes an SVG unfit to serve (empty when it is fine): see the checks below. */
function svgProblems(key: string, text: string): string[] {
  const problems: string[] = []
  const { root, elements } = parseXml(text)
  const svg = elements[0]!
  const [x, y, w, h] = (svg.attrs.viewBox ?? '').split(' ').map(Number)
  if (root !== 'svg') problems.push(`${key}: root <${root}>`)
  if (svg.attrs.xmlns !== 'http://www.w3.org/2000/svg') problems.push(`${key}: namespace`)
  if (x !== 0 || y !== 0 || !w || w !== h) problems.push(`${key}: viewBox not square`)
  if (elements[1]?.name !== 'title' || svg.attrs['aria-labelledby'] !== elements[1].attrs.id)
    problems.push(`${key}: no title`)
  for (const element of elements) {
    if (FORBIDDEN_ELEMENTS.has(element.name)) problems.push(`${key}: <${element.name}>`)
    for (const [name, value] of Object.entries(element.attrs)) {
      if (/^on/i.test(name)) problems.push(`${key}: ${name}=`)
      if (/href$/i.test(name)) problems.push(`${key}: ${name}=`)
      for (const ref of value.matchAll(/url\(([^)]*)\)/g))
        if (!/^#[\w-]+$/.test(ref[1]!)) problems.push(`${key}: url(${ref[1]})`)
      const foreign = /javascript:|data:|\/\//i.test(value)
      if (foreign && !(element.name === 'svg' && name === 'xmlns'))
        problems.push(`${key}: ${name}="${value}"`)
    }
  }
  return problems
}

/** Frames of a GIF, walking its blocks to the trailer (throws on a malformed stream). */
function gifFrames(bytes: Buffer): { width: number; height: number; frames: number } {
  if (bytes.subarray(0, 6).toString('ascii') !== 'GIF89a') throw new Error('no GIF89a header')
  const width = bytes.readUInt16LE(6)
  const height = bytes.readUInt16LE(8)
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0)
  let at = 13 + table(bytes[10]!)
  const subBlocks = () => {
    while (bytes[at] !== 0) {
      if (at >= bytes.length) throw new Error('GIF ends inside a block')
      at += bytes[at]! + 1
    }
    at += 1
  }
  let frames = 0
  for (;;) {
    const block = bytes[at]
    if (block === 0x3b) break
    if (block === 0x21) {
      at += 2
      subBlocks()
    } else if (block === 0x2c) {
      frames += 1
      at += 10 + table(bytes[at + 9]!) + 1 // descriptor, local table, LZW minimum code size
      subBlocks()
    } else throw new Error(`unexpected GIF block ${String(block)} at ${at}`)
  }
  if (at !== bytes.length - 1) throw new Error('bytes after the GIF trailer')
  return { width, height, frames }
}

function wavInfo(bytes: Buffer) {
  const dataBytes = bytes.readUInt32LE(40)
  const wellFormed =
    bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
    bytes.readUInt32LE(4) === bytes.length - 8 &&
    bytes.subarray(8, 16).toString('ascii') === 'WAVEfmt ' &&
    bytes.readUInt32LE(16) === 16 &&
    bytes.subarray(36, 40).toString('ascii') === 'data' &&
    dataBytes === bytes.length - 44
  if (!wellFormed) throw new Error('not a canonical 44-byte-header WAV')
  let peak = 0
  for (let i = 44; i < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)))
  return {
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate: bytes.readUInt32LE(24),
    bitsPerSample: bytes.readUInt16LE(34),
    seconds: dataBytes / 2 / bytes.readUInt32LE(24),
    peak,
  }
}

let app: FastifyInstance
const served = new Map<string, { status: number; headers: Record<string, unknown>; body: Buffer }>()
const media = (key: string) => served.get(key)!.body
const keysOf = (ext: string) => NFT_MEDIA_KEYS.filter((k) => k.endsWith(`.${ext}`))

beforeAll(async () => {
  ;({ app } = await buildTestApp())
  for (const key of NFT_MEDIA_KEYS) {
    const response = await app.inject({ method: 'GET', url: nftMediaUrl(key) })
    served.set(key, {
      status: response.statusCode,
      headers: response.headers,
      body: response.rawPayload,
    })
  }
})

afterAll(async () => {
  await app.close()
})

describe('NFT media keys', () => {
  it('are the keys the catalogue and the blind boxes name', () => {
    const n = (prefix: string, count: number, ext: string) =>
      Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.${ext}`)
    expect([...NFT_MEDIA_KEYS].sort()).toEqual(
      [
        ...n('art', 24, 'svg'),
        ...n('avatar', 12, 'svg'),
        ...n('box', 2, 'svg'),
        ...n('loop', 4, 'gif'),
        ...n('tune', 4, 'wav'),
        ...n('tune', 4, 'svg'),
        ...n('clip', 2, 'webm'),
        ...n('clip', 2, 'svg'),
      ].sort(),
    )
    expect(nftMediaUrl('art-01.svg')).toBe('/api/nft/media/art-01.svg')
  })
})

describe('GET /api/nft/media/:key', () => {
  it('answers every key without a session, with its type and the caching and safety headers', () => {
    const seen = NFT_MEDIA_KEYS.map((key) => {
      const { status, headers, body } = served.get(key)!
      return {
        key,
        status,
        type: headers['content-type'],
        cache: headers['cache-control'],
        nosniff: headers['x-content-type-options'],
        ranges: headers['accept-ranges'],
        length: headers['content-length'],
        // the app's own pages may embed them (helmet's same-origin resource policy)
        corp: headers['cross-origin-resource-policy'],
        bytes: String(body.length),
      }
    })
    expect(seen).toEqual(
      NFT_MEDIA_KEYS.map((key) => ({
        key,
        status: 200,
        type: typeOf(key),
        cache: 'public, max-age=31536000, immutable',
        nosniff: 'nosniff',
        ranges: 'bytes',
        length: String(media(key).length),
        corp: 'same-origin',
        bytes: String(media(key).length),
      })),
    )
    expect(NFT_MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable')
  })

  it('keeps an SVG opened on its own inert (no script, nothing loaded); the other kinds keep the app policy', () => {
    expect(NFT_SVG_CSP).toBe("default-src 'none'; sandbox")
    const csp = (key: string) => [key, served.get(key)!.headers['content-security-policy']]
    expect(keysOf('svg').map(csp)).toEqual(keysOf('svg').map((k) => [k, NFT_SVG_CSP]))
    const others = NFT_MEDIA_KEYS.filter((k) => !k.endsWith('.svg'))
    expect(others.map(csp)).toEqual(
      others.map((k) => [k, expect.stringContaining("default-src 'self'")]),
    )
  })

  it('serves SVGs that are well-formed, square, titled and inert', () => {
    const svgs = keysOf('svg')
    expect(svgs).toHaveLength(44)
    expect(svgs.flatMap((key) => svgProblems(key, media(key).toString('utf8')))).toEqual([])
  })

  it('finds a script, an event attribute or a foreign reference in an SVG (the check above works)', () => {
    const svg = (inside: string, viewBox = '0 0 8 8') =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" aria-labelledby="t"><title id="t">x</title>${inside}</svg>`
    expect(svgProblems('ok', svg('<rect fill="url(#g)"/>'))).toEqual([])
    expect(svgProblems('k', svg('<script>alert(1)</script>'))).toEqual(['k: <script>'])
    expect(svgProblems('k', svg('<rect onload="x()"/>'))).toEqual(['k: onload='])
    expect(svgProblems('k', svg('<image href="https://x.test/a.png"/>'))).toEqual([
      'k: <image>',
      'k: href=',
      'k: href="https://x.test/a.png"',
    ])
    expect(svgProblems('k', svg('<rect fill="url(https://x.test/f)"/>'))).toEqual([
      'k: url(https://x.test/f)',
      'k: fill="url(https://x.test/f)"',
    ])
    expect(svgProblems('k', svg('<foreignObject/>'))).toEqual(['k: <foreignObject>'])
    expect(svgProblems('k', svg('', '0 0 8 4'))).toEqual(['k: viewBox not square'])
    expect(() => parseXml(svg('<rect>'))).toThrow('unbalanced </svg>')
    expect(() => parseXml(svg('<rect a="1" a="2"/>'))).toThrow('duplicate attribute a')
    expect(() => parseXml(svg('a & b'))).toThrow('bare & in text')
  })

  it('serves animated GIFs of several frames', () => {
    const gifs = keysOf('gif').map((key) => ({ key, ...gifFrames(media(key)) }))
    expect(gifs).toHaveLength(4)
    for (const gif of gifs) {
      expect(gif.width).toBe(gif.height)
      expect(gif.frames).toBeGreaterThanOrEqual(2)
    }
  })

  it('serves tunes as mono 22,050 Hz 16-bit PCM WAV, at most 8 s, not clipped and not silent', () => {
    const tunes = keysOf('wav').map((key) => ({ key, ...wavInfo(media(key)) }))
    expect(tunes).toHaveLength(4)
    expect(WAV_SAMPLE_RATE).toBe(22_050)
    for (const wav of tunes) {
      expect(wav).toMatchObject({ format: 1, channels: 1, sampleRate: 22_050, bitsPerSample: 16 })
      expect(wav.seconds).toBeGreaterThan(3)
      expect(wav.seconds).toBeLessThanOrEqual(WAV_MAX_SECONDS)
      expect(wav.peak).toBeLessThan(32_767)
      expect(wav.peak).toBeGreaterThan(8_000)
    }
  })

  it('serves the recorded clips as WebM under 400 KB', () => {
    const clips = keysOf('webm').map((key) => ({
      key,
      magic: [...media(key).subarray(0, 4)],
      webm: media(key).includes(Buffer.from('webm', 'ascii')),
      small: media(key).length < 400 * 1024,
    }))
    expect(clips).toEqual(
      keysOf('webm').map((key) => ({
        key,
        magic: [0x1a, 0x45, 0xdf, 0xa3],
        webm: true,
        small: true,
      })),
    )
  })

  it('makes the same bytes every time, and different bytes for every key', async () => {
    const remade = NFT_MEDIA_KEYS.filter((key) => !makeNftMedia(key).equals(media(key)))
    expect(remade).toEqual([])
    const again = await app.inject({ method: 'GET', url: nftMediaUrl('loop-01.gif') })
    expect(again.rawPayload.equals(media('loop-01.gif'))).toBe(true)
    const digests = new Set(
      NFT_MEDIA_KEYS.map((k) => createHash('sha256').update(media(k)).digest('hex')),
    )
    expect(digests.size).toBe(NFT_MEDIA_KEYS.length)
  })

  it('answers byte ranges, for seeking in audio and video', async () => {
    const key: NftMediaKey = 'clip-01.webm'
    const whole = media(key)
    const get = (range: string) =>
      app.inject({ method: 'GET', url: nftMediaUrl(key), headers: { range } })
    const first = await get('bytes=0-99')
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-99/${whole.length}`)
    expect(first.headers['content-type']).toBe('video/webm')
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true)
    const open = await get('bytes=100-')
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.equals(whole.subarray(100))).toBe(true)
    const suffix = await get('bytes=-10')
    expect(suffix.headers['content-range']).toBe(
      `bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`,
    )
    expect(suffix.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true)
    const past = await get(`bytes=${whole.length}-`)
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`)
    const several = await get('bytes=0-1,5-6')
    expect(several.statusCode).toBe(200)
    expect(several.rawPayload.equals(whole)).toBe(true)
  })

  it('has every media path written in the database (seeded items, templates, avatars) among its keys', () => {
    const tables = app.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
    const missing: string[] = []
    for (const { name: table } of tables) {
      const columns = app.db.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(table) as {
        name: string
        type: string
      }[]
      for (const { name: column } of columns.filter((c) => /TEXT/i.test(c.type))) {
        const rows = app.db
          .prepare(`SELECT DISTINCT "${column}" AS path FROM "${table}" WHERE "${column}" LIKE ?`)
          .all(`${NFT_MEDIA_PATH}/%`) as { path: string }[]
        for (const { path } of rows) {
          const key = path.slice(NFT_MEDIA_PATH.length + 1)
          if (!(NFT_MEDIA_KEYS as readonly string[]).includes(key))
            missing.push(`${table}.${column}: ${path}`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('answers an unknown key, or anything that is not a key, with 404 notFound', async () => {
    const urls = [
      '/api/nft/media/art-25.svg',
      '/api/nft/media/art-01.png',
      '/api/nft/media/ART-01.svg',
      '/api/nft/media/..%2F..%2Fpackage.json',
      '/api/nft/media/',
    ]
    const answers = await Promise.all(
      urls.map(async (url) => {
        const response = await app.inject({ method: 'GET', url: `${url}?lang=en` })
        return { url, status: response.statusCode, body: response.json() as unknown }
      }),
    )
    expect(answers).toEqual(
      urls.map((url) => ({
        url,
        status: 404,
        body: { type: 'error', code: 'notFound', message: errorsEn.notFound },
      })),
    )
  })
})
