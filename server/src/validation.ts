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
import { Refusal } from './refusal'
import type { Namespace } from './text'

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

/**
 * A contract whose field rules name their own sentences (payout, profile) instead of a code: the
 * namespace of those sentences and the test for their keys.
 */
export interface FieldSentences {
  namespace: Namespace
  isKey: (message: unknown) => message is string
}

/**
 * Parses the request with `schema`, or throws a Refusal before anything is changed: the first
 * issue's code, or with `fields` `parameterError` with the refused field's own sentence.
 */
export function parseInput<S extends Schema>(
  schema: S,
  request: FastifyRequest,
  fields?: FieldSentences,
): output<S> {
  const result = safeParse(schema, requestInput(request))
  if (result.success) return result.data
  const message = result.error.issues[0]?.message
  if (fields?.isKey(message)) {
    throw new Refusal('parameterError', { text: [fields.namespace, message] })
  }
  throw new Refusal(issueCode(result.error))
}
