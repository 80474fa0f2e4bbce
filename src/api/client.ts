/**
 * The only HTTP client (spec §7, api-reference §1): base `/api` (VITE_API_BASE overrides), POST
 * form-urlencoded by default, `Authorization: <token>`, `lang` on every request, 60 s time-out,
 * success when `type` is `ok` or `code` is 1, anything but HTTP 200 rejected. Failures become
 * ApiError codes here and nowhere else; this layer never toasts or navigates.
 */
import axios, { isAxiosError, isCancel } from 'axios'
import { safeParse, type output } from 'zod/mini'
import { credentials, requestActivity, sessionErrors } from './credentials'
import type { Schema } from './contract/common'
import { ApiError, envelopeErrorCode } from './errors'

export const API_TIMEOUT_MS = 60_000

type Params = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  signal?: AbortSignal
  /**
   * The request feeds a part of the screen that shows its own loading state (a chart, a list, a
   * live feed): it does not raise the app-wide loading indicator, which blocks taps.
   */
  background?: boolean
}

function encodeForm(data: Params): string {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) form.append(key, String(value))
  }
  return form.toString()
}

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  headers: { post: { 'Content-Type': 'application/x-www-form-urlencoded' } },
  transformRequest: [
    (data: unknown) => (data && typeof data === 'object' ? encodeForm(data as Params) : data),
  ],
  validateStatus: (status) => status === 200,
})

http.interceptors.request.use((config) => {
  const token = credentials.getToken()
  if (token) config.headers.set('Authorization', token)
  const lang = credentials.getLang()
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    config.params = { ...config.params, lang }
  } else {
    config.data = { ...(config.data as Params | undefined), lang }
  }
  return config
})

function toApiError(error: unknown): unknown {
  if (isCancel(error)) return error
  if (!isAxiosError(error)) return error
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError('timeout')
  if (error.response) return new ApiError('http', { status: error.response.status })
  return new ApiError('network', { status: 0 })
}

/** Sends one request and unwraps the envelope; resolves with the whole body (`message`, `data`, `url`…). */
async function send(method: 'get' | 'post', path: string, params: Params, opts: RequestOptions) {
  let body: unknown
  const tracked = !opts.background
  if (tracked) requestActivity.begin()
  try {
    const res =
      method === 'get'
        ? await http.get(path, { params, signal: opts.signal })
        : await http.post(path, params, { signal: opts.signal })
    body = res.data
  } catch (error) {
    throw toApiError(error)
  } finally {
    if (tracked) requestActivity.end()
  }
  if (!body || typeof body !== 'object') throw new ApiError('invalidResponse')
  const envelope = body as Record<string, unknown>
  if (envelope.type === 'ok' || envelope.code === 1 || envelope.code === '1') return envelope
  const serverMessage =
    typeof envelope.message === 'string' ? envelope.message : String(envelope.msg ?? '')
  // the K-line envelope fails with `code: -1` and names the business code in `reason`
  const code = envelopeErrorCode(
    envelope.type,
    envelope.code === -1 ? envelope.reason : envelope.code,
  )
  if (code === 'sessionExpired' || code === 'verificationRequired')
    sessionErrors.publish(code, serverMessage)
  throw new ApiError(code, { serverMessage })
}

function parse<S extends Schema>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value)
  if (!result.success) throw new ApiError('invalidResponse')
  return result.data
}

/** POST, validating `message` with the contract schema. */
export async function post<S extends Schema>(
  path: string,
  params: Params,
  schema: S,
  opts: RequestOptions = {},
) {
  return parse(schema, (await send('post', path, params, opts)).message)
}

/** GET, validating `message` with the contract schema. */
export async function get<S extends Schema>(
  path: string,
  params: Params,
  schema: S,
  opts: RequestOptions = {},
) {
  return parse(schema, (await send('get', path, params, opts)).message)
}

/** GET for the `code: 1` endpoints (K-line), validating `data`. */
export async function getData<S extends Schema>(
  path: string,
  params: Params,
  schema: S,
  opts: RequestOptions = {},
) {
  return parse(schema, (await send('get', path, params, opts)).data)
}
