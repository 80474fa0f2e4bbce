/** Envelope builders for MSW handlers: the same wire shapes the sandbox answers with. */
import { HttpResponse } from 'msw'
import { safeParse } from 'zod/mini'
import { BusinessErrorCode, type Schema } from '@/api/contract/common'

export const ok = (message: unknown) => HttpResponse.json({ type: 'ok', message })

export const fail = (code: BusinessErrorCode, message = code) =>
  HttpResponse.json({ type: 'error', code, message })

export const expired = (message = 'Please log in first') =>
  HttpResponse.json({ type: '999', message })

export const unverified = (message = 'Please complete identity verification first') =>
  HttpResponse.json({ type: '998', message })

/** Reads a form-urlencoded (or JSON) body into a plain object. */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const text = await request.text()
  if (text.startsWith('{')) return JSON.parse(text) as Record<string, string>
  return Object.fromEntries(new URLSearchParams(text))
}

/**
 * A handler's request read as the sandbox reads it: the query string and, unless it is a GET, the
 * body, parsed with the contract's `schema`. On a refusal, `refusal` is the envelope of the code
 * the schema's first issue names (its message, when that is a business code), else
 * `parameterError`, as the sandbox's `parseInput` answers.
 */
export async function parseRequest<S extends Schema>(schema: S, request: Request) {
  const input = {
    ...Object.fromEntries(new URL(request.url).searchParams),
    ...(request.method === 'GET' ? {} : await readBody(request)),
  }
  const result = safeParse(schema, input)
  if (result.success) return { data: result.data, refusal: null }
  const parsed = BusinessErrorCode.safeParse(result.error.issues[0]?.message)
  return { data: null, refusal: fail(parsed.success ? parsed.data : 'parameterError') }
}
