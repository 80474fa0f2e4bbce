/** Envelope builders for MSW handlers: the same wire shapes the sandbox answers with. */
import { HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'

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
