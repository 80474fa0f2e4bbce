/**
 * Picture upload (spec §7 `/api/upload`, api-reference §3.1): multipart field `file`, the token in
 * `Authorization`, the language in `accept-language` (zh-cn, en or zh-tw). It has its own
 * transport because it differs from every other call: a multipart body, upload progress, and a
 * text answer that may be URL-encoded JSON. A body that cannot be read rejects with
 * `invalidResponse` ("failed to parse response data"). Session errors are published like the
 * client's, so 999 still logs the user out. It goes through the platform's axios instance (token,
 * cookies, `lang` in the query, 60 s time-out) with `envelope: false`: the text is read here.
 * A cancelled upload rejects with the signal's reason (the picture machine drops it).
 */
import { exchange, http } from './client'
import { languages } from './contract/languages'
import { readUploadBody, UploadPath } from './contract/kyc'
import { credentials, sessionErrors } from './credentials'
import { ApiError, envelopeErrorCode } from './errors'

export interface UploadOptions {
  signal?: AbortSignal
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void
  /** The file name sent in the multipart part. @default 'picture' */
  fileName?: string
}

/** The upload's `accept-language` for the product language code. */
export function uploadLanguage(code: string): string {
  return languages.find((l) => l.code === code)?.upload ?? 'en'
}

/** The stored picture's path from an upload answer, or the ApiError it stands for. */
export function readUploadResponse(status: number, text: string): string {
  if (status !== 200) throw new ApiError('http', { status })
  const body = readUploadBody(text)
  if (!body || typeof body !== 'object') throw new ApiError('invalidResponse')
  const envelope = body as Record<string, unknown>
  if (envelope.type === 'ok' || envelope.code === 1) {
    const path = UploadPath.safeParse(envelope.message)
    if (!path.success) throw new ApiError('invalidResponse')
    return path.data
  }
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : ''
  const code = envelopeErrorCode(envelope.type, envelope.code)
  if (code === 'sessionExpired' || code === 'verificationRequired')
    sessionErrors.publish(code, serverMessage)
  throw new ApiError(code, { serverMessage })
}

/** POST /api/upload; resolves with the stored picture's path (`message`). */
export async function uploadImage(file: Blob, opts: UploadOptions = {}): Promise<string> {
  const { signal, onProgress, fileName = 'picture' } = opts
  const form = new FormData()
  form.append('file', file, fileName)
  const res = await exchange<string>(http, {
    method: 'post',
    url: 'upload',
    data: form,
    headers: { 'Accept-Language': uploadLanguage(credentials.getLang()) },
    signal,
    envelope: false,
    // any status is read by readUploadResponse, the body as text (it may be URL-encoded JSON)
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: (data: unknown) => data,
    onUploadProgress: (e) => {
      if (e.total) onProgress?.(Math.min(100, Math.floor((e.loaded * 100) / e.total)))
    },
  })
  return readUploadResponse(res.status, typeof res.data === 'string' ? res.data : '')
}

export const uploadApi = { image: uploadImage }
