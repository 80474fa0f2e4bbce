/**
 * The only HTTP client (spec §7, api-reference §1): base `/api` (VITE_API_BASE overrides), POST
 * form-urlencoded by default, `Authorization: <token>`, `lang` on every request, 60 s time-out,
 * success when `type` is `ok` or `code` is 1, anything but HTTP 200 rejected. Failures become
 * ApiError codes here and nowhere else; this layer never toasts or navigates.
 */
import { safeParse, type output } from 'zod/mini'
import { credentials, requestActivity, sessionErrors } from './credentials'
import type { Schema } from './contract/common'
import { ApiError, envelopeErrorCode } from './errors'

export const API_TIMEOUT_MS = 60_000

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

type Params = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  signal?: AbortSignal
  /**
   * The request feeds a part of the screen that shows its own loading state (a chart, a list, a
   * live feed): it does not raise the app-wide loading indicator, which blocks taps.
   */
  background?: boolean
  /**
   * The token for this request instead of the published one (credentials.ts): for a caller that
   * holds it before it could publish it (the session machine's first user request at start-up).
   */
  token?: string | null
}

function encodeForm(data: Params): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) form.append(key, String(value))
  }
  return form
}

/**
 * `fetch` with the platform's rules of transport: the caller's signal and the 60 s time-out
 * both abort it; a caller's abort is rethrown as it is (callers turn it into `abandoned()`), a time-out is
 * `timeout`, no answer is `network`, any status but 200 is `http`, a body that is not JSON is
 * `invalidResponse`. Shared with the fiat-rate service (fiat.ts), which has no envelope.
 * (The platform client was axios until issue 3: fetch does the same job in a fraction of the
 * first route's bytes.)
 */
export async function fetchJson(url: string, init: RequestInit & { signal?: AbortSignal | null }): Promise<unknown> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  let res: Response
  try {
    res = await fetch(url, { ...init, signal })
  } catch (error) {
    if (init.signal?.aborted) throw error
    if (timeout.aborted) throw new ApiError('timeout')
    throw new ApiError('network', { status: 0 })
  }
  if (res.status !== 200) throw new ApiError('http', { status: res.status })
  try {
    return await res.json()
  } catch (error) {
    if (init.signal?.aborted) throw error
    if (timeout.aborted) throw new ApiError('timeout')
    throw new ApiError('invalidResponse')
  }
}

/**
 * What a request its caller aborted resolves to: nothing, ever. The caller has gone (a stopped
 * actor, a superseded search), and settling would hand a stale AbortError to whoever holds its
 * place now: under React StrictMode @xstate/react restores a stopped actor's children, and the
 * first request's rejection reached the restored actor as a failure ("Something went wrong" on
 * every screen of `npm run dev`). The promise is simply dropped with its last reference.
 */
export const abandoned = <T = never>(): Promise<T> => new Promise<T>(() => undefined)

/** Sends one request and unwraps the envelope; resolves with the whole body (`message`, `data`, `url`…). */
async function send(method: 'get' | 'post', path: string, params: Params, opts: RequestOptions) {
  const headers: Record<string, string> = {}
  const token = opts.token !== undefined ? opts.token : credentials.getToken()
  if (token) headers.Authorization = token
  const form = encodeForm({ ...params, lang: credentials.getLang() })
  let url = `${API_BASE}/${path}`
  let body: URLSearchParams | undefined
  if (method === 'get') {
    const query = form.toString()
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`
  } else {
    body = form // fetch sends it as application/x-www-form-urlencoded;charset=UTF-8
  }
  const tracked = !opts.background
  if (tracked) requestActivity.begin()
  let answer: unknown
  try {
    answer = await fetchJson(url, {
      method: method.toUpperCase(),
      headers,
      body,
      credentials: 'include',
      signal: opts.signal,
    })
  } catch (error) {
    if (opts.signal?.aborted) return abandoned()
    throw error
  } finally {
    if (tracked) requestActivity.end()
  }
  if (!answer || typeof answer !== 'object') throw new ApiError('invalidResponse')
  const envelope = answer as Record<string, unknown>
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
