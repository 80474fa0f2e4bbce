/**
 * The one place responses are built (api-reference §1.2): `{ type: 'ok', message }` on success,
 * `{ type: 'error', code, message }` for business errors (HTTP 200), `{ type: '999', message }`
 * when the session is missing, and the K-line endpoint's own `{ code: 1 | -1, msg, data }`.
 * Sentences come from `locales/<tag>/errors.json` (text.ts); a thrown `Refusal` (refusal.ts)
 * becomes its envelope here.
 */
import type { FastifyRequest } from 'fastify'
import type { BusinessErrorCode, ErrorEnvelope } from '../../src/api/contract/common'
import type { KlineErrorEnvelope } from '../../src/api/contract/market'
import { gateTypes, type GateCode, type Refusal, type RefusalCode } from './refusal'
import { text, type TextParams } from './text'

/**
 * The `errors:<key>` sentence in the language of product code `lang`, then English, then the key,
 * with i18next-style `{{name}}` placeholders filled from `vars`.
 */
export function localise(key: string, lang: string | undefined, vars?: TextParams): string {
  return text('errors', key, lang, vars)
}

/** The `lang` field the client adds to every body or query (api-reference §1.1). */
export function langOf(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && 'lang' in source) {
      const lang = (source as { lang: unknown }).lang
      if (typeof lang === 'string') return lang
    }
  }
  return undefined
}

export interface OkEnvelope<T> {
  type: 'ok'
  message: T
}

export function ok<T>(payload: T): OkEnvelope<T> {
  return { type: 'ok', message: payload }
}

/**
 * A business error. With `retryAfterSeconds` (the throttling codes) the envelope also carries
 * `retry_after` and the sentence says how long to wait: `{{seconds}}`, or `{{minutes}}` rounded up.
 */
export function fail(
  code: BusinessErrorCode,
  lang: string | undefined,
  retryAfterSeconds?: number,
): ErrorEnvelope {
  if (retryAfterSeconds === undefined) return { type: 'error', code, message: localise(code, lang) }
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.ceil(seconds / 60)
  return {
    type: 'error',
    code,
    message: localise(code, lang, { seconds, minutes }),
    retry_after: seconds,
  }
}

export function sessionExpired(lang: string | undefined): ErrorEnvelope {
  return { type: '999', message: localise('sessionExpired', lang) }
}

/** The K-line endpoint's own success envelope (api-reference §1.2): `{ code: 1, msg, data }`. */
export function klineOk<T>(data: T[]): { code: 1; msg: 'success'; data: T[] } {
  return { code: 1, msg: 'success', data }
}

/** The K-line endpoint's error envelope; `reason` is the business code behind `msg`. */
export function klineFail(code: BusinessErrorCode, lang: string | undefined): KlineErrorEnvelope {
  return { code: -1, msg: localise(code, lang), data: [], reason: code }
}

/** Body of an HTTP 500: a generic sentence, never the exception's text. */
export function unexpected(lang: string | undefined): ErrorEnvelope {
  return { type: 'error', message: localise('unknown', lang) }
}

/**
 * The envelope of a thrown `Refusal` (plugins/errors.ts answers it with HTTP 200): its own type for
 * 998/997, else `error` with the code (if any), the sentence and, for throttling, `retry_after`.
 */
export function refusalEnvelope(refusal: Refusal, lang: string | undefined): ErrorEnvelope {
  const { code, detail } = refusal
  if (isGate(code)) return { type: gateTypes[code], message: localise(code, lang) }
  if (code !== null && detail.retryAfterSeconds !== undefined) {
    return fail(code, lang, detail.retryAfterSeconds)
  }
  const message = detail.text
    ? text(detail.text[0], detail.text[1], lang, detail.params)
    : localise(code ?? 'unknown', lang, detail.params)
  return code === null ? { type: 'error', message } : { type: 'error', code, message }
}

const isGate = (code: RefusalCode | null): code is GateCode =>
  code !== null && Object.hasOwn(gateTypes, code)
