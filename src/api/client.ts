/**
 * The only HTTP client (spec §7, api-reference §1): one axios instance, `http`. Base `/api`
 * (VITE_API_BASE overrides), POST form-urlencoded by default, `Authorization: <token>` and `lang`
 * on every request (request interceptor), success when `type` is `ok` or `code` is 1 (response
 * interceptor: the envelope is unwrapped there and its failures become ApiError codes), anything
 * but HTTP 200 rejected, 60 s time-out. Failures become ApiError codes here and nowhere else; this
 * layer never toasts or navigates. `exchange` applies the transport rules (time-out, caller's
 * abort, error codes) to any instance: the rate service (fiat.ts) has its own instance without
 * the envelope, and the upload (upload.ts) uses `http` with `envelope: false`.
 */
import axios, {
  isAxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { safeParse, type output } from 'zod/mini'
import { credentials, requestActivity, sessionErrors } from './credentials'
import type { Schema } from './contract/common'
import { ApiError, envelopeErrorCode } from './errors'

export const API_TIMEOUT_MS = 60_000

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

type Params = Record<string, string | number | boolean | null | undefined>

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The token for this request instead of the published one (`RequestOptions.token`). */
    token?: string | null
    /** `false`: the answer is not a platform envelope (an upload's text); it is left as it is. */
    envelope?: boolean
  }
}

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

/** The platform's instance. A body that is not JSON stays text (`invalidResponse` below). */
export const http: AxiosInstance = axios.create({
  // XMLHttpRequest in a browser (upload progress; the build leaves the fetch adapter out:
  // vite.config.ts `axiosWithoutFetch`), Node's http module in the unit tests
  adapter: ['xhr', 'http'],
  baseURL: API_BASE,
  withCredentials: true,
  validateStatus: (status) => status === 200,
})

/** Token and `lang`: `lang` joins a POST's form (sent form-urlencoded), else the query. */
http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = config.token !== undefined ? config.token : credentials.getToken()
  if (token) config.headers.set('Authorization', token)
  const lang = credentials.getLang()
  const method = (config.method ?? 'get').toLowerCase()
  if (method === 'post' && !(config.data instanceof FormData)) {
    config.data = encodeForm({ ...(config.data as Params | undefined), lang })
  } else {
    config.params = { ...(config.params as Params | undefined), lang }
  }
  return config
})

/** The envelope: resolves with the whole body (`message`, `data`, `url`…), else its ApiError. */
http.interceptors.response.use((response: AxiosResponse) => {
  if (response.config.envelope === false) return response
  const answer: unknown = response.data
  if (!answer || typeof answer !== 'object') throw new ApiError('invalidResponse')
  const envelope = answer as Record<string, unknown>
  if (envelope.type === 'ok' || envelope.code === 1 || envelope.code === '1') return response
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
})

/**
 * One request on `instance` with the platform's rules of transport: the caller's signal and the
 * 60 s time-out both abort it; a caller's abort rethrows the signal's reason (callers turn it into
 * `abandoned()`), a time-out is `timeout`, no answer is `network`, any status but 200 is `http`.
 */
export async function exchange<T = unknown>(
  instance: AxiosInstance,
  config: AxiosRequestConfig & { signal?: AbortSignal },
): Promise<AxiosResponse<T>> {
  const caller = config.signal
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = caller ? AbortSignal.any([caller, timeout]) : timeout
  try {
    return await instance.request<T>({ ...config, signal })
  } catch (error) {
    if (caller?.aborted) throw caller.reason
    if (timeout.aborted) throw new ApiError('timeout')
    if (error instanceof ApiError || !isAxiosError(error)) throw error
    if (error.response) throw new ApiError('http', { status: error.response.status })
    throw new ApiError('network', { status: 0 })
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
async function send(
  method: 'get' | 'post' | 'put',
  path: string,
  params: Params,
  opts: RequestOptions,
) {
  const tracked = !opts.background
  if (tracked) requestActivity.begin()
  try {
    const res = await exchange<Record<string, unknown>>(http, {
      method,
      url: path,
      ...(method === 'get' ? { params } : { data: params }),
      signal: opts.signal,
      token: opts.token,
    })
    return res.data
  } catch (error) {
    if (opts.signal?.aborted) return abandoned()
    throw error
  } finally {
    if (tracked) requestActivity.end()
  }
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

/** PUT (coin/trade cancel, api-reference §9), validating `message` with the contract schema. */
export async function put<S extends Schema>(
  path: string,
  params: Params,
  schema: S,
  opts: RequestOptions = {},
) {
  return parse(schema, (await send('put', path, params, opts)).message)
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
