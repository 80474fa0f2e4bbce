/**
 * Request validation with the shared contract schemas. The input is `{ ...query, ...body }`, with
 * JSON numbers and booleans turned into strings so a JSON body reads exactly like the
 * form-urlencoded one. Unknown fields (such as `lang`) are dropped by the schemas.
 */
import type { FastifyRequest } from 'fastify'
import { safeParse, type core, type output } from 'zod/mini'
import {
  BusinessErrorCode,
  type BusinessErrorCode as Code,
  type Schema,
} from '../../src/api/contract/common'
import { BusinessError } from './envelope'

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

export function requestInput(request: FastifyRequest): Record<string, unknown> {
  const merged = { ...asRecord(request.query), ...asRecord(request.body) }
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'number' || typeof value === 'boolean') merged[key] = String(value)
  }
  return merged
}

/** The business code a failed parse answers with: the first issue's message, if it is a code. */
export function issueCode(error: { issues: readonly core.$ZodIssue[] }): Code {
  const parsed = BusinessErrorCode.safeParse(error.issues[0]?.message)
  return parsed.success ? parsed.data : 'parameterError'
}

/** Parses the request with `schema`, or throws a BusinessError before anything is changed. */
export function parseInput<S extends Schema>(schema: S, request: FastifyRequest): output<S> {
  const result = safeParse(schema, requestInput(request))
  if (!result.success) throw new BusinessError(issueCode(result.error))
  return result.data
}
