/** Pictures and multipart bodies for the upload and KYC tests. */
import type { FastifyInstance } from 'fastify'

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6ac2d0000000049454e44ae426082',
  'hex',
)
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
])
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
])

/** A multipart body with one part, as a browser's FormData would send it. */
export function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----sandbox-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export async function upload(
  app: FastifyInstance,
  token: string | null,
  body = multipart(PNG, 'a.png', 'image/png'),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
  })
  return response.json() as { type: string; code?: string; message: string }
}
