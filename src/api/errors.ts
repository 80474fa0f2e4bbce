/**
 * Errors as codes (spec §8). The one place a failed request becomes an ErrorCode; components render
 * `errors:<code>`, falling back to the server's own sentence for codes they cannot name.
 */
import { businessErrorCodes, type BusinessErrorCode } from './contract/common'

/** Everything a failed request can be. */
export type ErrorCode =
  | BusinessErrorCode
  | 'sessionExpired'
  | 'verificationRequired'
  | 'paymentInfoRequired'
  | 'network'
  | 'timeout'
  | 'http'
  | 'invalidResponse'
  | 'unknown'

export class ApiError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly serverMessage: string

  constructor(code: ErrorCode, opts: { status?: number; serverMessage?: string } = {}) {
    super(code)
    this.name = 'ApiError'
    this.code = code
    this.status = opts.status ?? 200
    this.serverMessage = opts.serverMessage ?? ''
  }
}

const business = new Set<string>(businessErrorCodes)

/** Maps an envelope `type` (and the sandbox's optional `code`) to an ErrorCode. */
export function envelopeErrorCode(type: unknown, code: unknown): ErrorCode {
  if (type === '999' || type === 999) return 'sessionExpired'
  if (type === '998' || type === 998) return 'verificationRequired'
  if (type === '997' || type === 997) return 'paymentInfoRequired'
  if (typeof code === 'string' && business.has(code)) return code as BusinessErrorCode
  return 'unknown'
}

/** Any thrown value → ErrorCode (machines call this in `rememberError`). */
export function toErrorCode(error: unknown): ErrorCode {
  if (error instanceof ApiError) return error.code
  return 'unknown'
}

/** The server's sentence, kept for codes the client cannot translate (`unknown`). */
export function toServerMessage(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : ''
}

/** Codes the session machine acts on; screens leave them to it instead of toasting. */
export function isSessionError(code: ErrorCode | null): boolean {
  return code === 'sessionExpired' || code === 'verificationRequired'
}
