/**
 * Picture uploads (api-reference §3.1 `upload`, spec §7): `POST /api/upload`, multipart field
 * `file`, behind a session. Only JPEG, PNG and WebP are kept, recognised by their first bytes
 * whatever the file name or declared type say (so no HTML, SVG or script is ever stored), at most
 * UPLOAD_MAX_BYTES, UPLOAD_RATE_LIMIT per user per window. Each file gets a random 128-bit name and
 * is served at `GET /uploads/<name>` with its sniffed type, `nosniff` and a sandboxing CSP; a name
 * without a row is not served. The original's extension-and-md5 bypass (api-reference §18) has no
 * counterpart here.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  UPLOAD_RATE_LIMIT,
  UPLOAD_RATE_WINDOW_SECONDS,
  type UploadImageType,
} from '../../../src/api/contract/kyc'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'

export interface UploadRoutesOptions {
  /** Where the files are written (created if missing). */
  uploadsDir: string
}

const extensions: Record<UploadImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The picture type of `bytes` by its signature, or null for anything else. */
export function sniffImage(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/** The stored name behind a picture reference (`/uploads/<name>` or a URL ending in it), or null. */
export function uploadName(reference: string): string | null {
  let path: string
  try {
    path = new URL(reference, 'http://sandbox.invalid').pathname
  } catch {
    return null
  }
  return UPLOAD_PATH.test(path) ? path.slice('/uploads/'.length) : null
}

export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, opts) => {
  const { uploads } = app.repos
  const dir = opts.uploadsDir
  mkdirSync(dir, { recursive: true })

  // registered inside this plugin only: no other route accepts multipart bodies
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  })

  app.post('/api/upload', { preHandler: requireUser }, async (request) => {
    const user = request.user!
    const now = app.clock.now()
    if (uploads.countSince(user.id, now - UPLOAD_RATE_WINDOW_SECONDS * 1000) >= UPLOAD_RATE_LIMIT) {
      throw new Refusal('uploadTooFrequent')
    }
    if (!request.isMultipart()) throw new Refusal('fileRequired')
    const part = await request.file().catch(() => {
      throw new Refusal('parameterError')
    })
    if (!part || part.fieldname !== 'file') {
      part?.file.resume()
      throw new Refusal('fileRequired')
    }
    const bytes = await part.toBuffer().catch((err: unknown) => {
      throw new Refusal(
        err instanceof app.multipartErrors.RequestFileTooLargeError
          ? 'fileTooLarge'
          : 'parameterError',
      )
    })
    if (bytes.length === 0) throw new Refusal('fileRequired')
    const mime = sniffImage(bytes)
    if (!mime) throw new Refusal('fileTypeInvalid')

    const name = `${randomBytes(16).toString('hex')}.${extensions[mime]}`
    // `wx`: a name is never reused, even after the database was reset
    await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 })
    uploads.create({ user_id: user.id, name, mime, size: bytes.length, created_at: now })
    request.log.info(`[upload] ${name} (${mime}, ${bytes.length} B) by user ${user.id}`)
    return ok(`/uploads/${name}`)
  })

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params
    const row = UPLOAD_PATH.test(`/uploads/${name}`) ? uploads.findByName(name) : undefined
    const body = row ? await readFile(join(dir, row.name)).catch(() => null) : null
    if (!row || !body) return reply.callNotFound()
    return reply
      .header('content-type', row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(body)
  })
}

export const routes = routeModule(uploadRoutes, {
  prefix: '',
  options: (s) => ({ uploadsDir: s.uploadsDir }),
})
