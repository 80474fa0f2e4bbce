/**
 * Picture upload (spec §7 `/api/upload`, api-reference §3.1): multipart field `file`, the token in
 * `Authorization`, the language in `accept-language` (zh-cn, en or zh-tw). It has its own
 * transport because it differs from every other call: a multipart body, upload progress, and a
 * text answer that may be URL-encoded JSON. A body that cannot be read rejects with
 * `invalidResponse` ("failed to parse response data"). Session errors are published like the
 * client's, so 999 still logs the user out.
 */
import { API_TIMEOUT_MS } from './client'
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

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

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

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was cancelled', 'AbortError')
}

/** POST /api/upload; resolves with the stored picture's path (`message`). */
export function uploadImage(file: Blob, opts: UploadOptions = {}): Promise<string> {
  const { signal, onProgress, fileName = 'picture' } = opts
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal))
    const lang = credentials.getLang()
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}/upload?lang=${encodeURIComponent(lang)}`)
    xhr.timeout = API_TIMEOUT_MS
    xhr.withCredentials = true
    const token = credentials.getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.setRequestHeader('Accept-Language', uploadLanguage(lang))
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress?.(Math.min(100, Math.floor((e.loaded * 100) / e.total)))
    })
    xhr.addEventListener('load', () => {
      try {
        resolve(readUploadResponse(xhr.status, xhr.responseText))
      } catch (error) {
        reject(error)
      }
    })
    xhr.addEventListener('error', () => reject(new ApiError('network', { status: 0 })))
    xhr.addEventListener('timeout', () => reject(new ApiError('timeout')))
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort()
        reject(abortError(signal))
      },
      { once: true },
    )
    const form = new FormData()
    form.append('file', file, fileName)
    xhr.send(form)
  })
}

export const uploadApi = { image: uploadImage }
