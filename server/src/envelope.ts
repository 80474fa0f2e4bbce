/**
 * The one place responses are built (api-reference §1.2): `{ type: 'ok', message }` on success,
 * `{ type: 'error', code, message }` for business errors (HTTP 200), `{ type: '999', message }`
 * when the session is missing, and the K-line endpoint's own `{ code: 1 | -1, msg, data }`.
 * Sentences come from `locales/<tag>/errors.json`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyRequest } from 'fastify'
import type { BusinessErrorCode, ErrorEnvelope } from '../../src/api/contract/common'
import { SOURCE_LANGUAGE, codeToTag } from '../../src/api/contract/languages'
import type { KlineErrorEnvelope } from '../../src/api/contract/market'

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))

type Messages = Record<string, string>
const cache = new Map<string, Messages | null>()

function load(tag: string): Messages | null {
  if (!cache.has(tag)) {
    try {
      cache.set(tag, JSON.parse(readFileSync(`${LOCALES_DIR}${tag}/errors.json`, 'utf8')))
    } catch {
      cache.set(tag, null)
    }
  }
  return cache.get(tag) ?? null
}

/**
 * The `errors:<key>` sentence in the language of product code `lang`, then English, then the key,
 * with i18next-style `{{name}}` placeholders filled from `vars`.
 */
export function localise(
  key: string,
  lang: string | undefined,
  vars?: Record<string, string | number>,
): string {
  const text = load(codeToTag(lang))?.[key] ?? load(SOURCE_LANGUAGE)?.[key] ?? key
  if (!vars) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  )
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

/** Thrown anywhere in a handler; the error handler answers `fail(code)` with HTTP 200. */
export class BusinessError extends Error {
  readonly code: BusinessErrorCode
  /** Seconds until the refused action may be tried again (throttling codes only). */
  readonly retryAfterSeconds: number | undefined
  constructor(code: BusinessErrorCode, retryAfterSeconds?: number) {
    super(code)
    this.name = 'BusinessError'
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}
