/**
 * Payout form validation: each field's first refusal, as a `payout` translation key. The rules are
 * the contract's (contract/payout.ts), so a form refuses exactly what the sandbox refuses.
 */
import { safeParse } from 'zod/mini'
import type { Schema } from '@/api/contract/common'
import {
  cardFieldRules,
  cardFields,
  isPayoutIssue,
  type CardKind,
  type CardValues,
  type CardField,
  type PayoutIssue,
} from '@/api/contract/payout'

export type FieldIssues<F extends string> = Partial<Record<F, PayoutIssue>>

/** The first refusal of each field; issues are grouped by the first key of their path. */
export function issuesByField<F extends string>(
  schema: Schema,
  value: unknown,
  fieldOf: (key: string) => F | null,
): FieldIssues<F> {
  const result = safeParse(schema, value)
  const issues: FieldIssues<F> = {}
  if (result.success) return issues
  for (const issue of result.error.issues) {
    const key = issue.path[0]
    const field = typeof key === 'string' ? fieldOf(key) : null
    if (field && !issues[field] && isPayoutIssue(issue.message)) issues[field] = issue.message
  }
  return issues
}

/** The first refusal of one value by one field rule, or null. */
export function firstIssue(
  schema: Schema,
  value: unknown,
  fallback: PayoutIssue,
): PayoutIssue | null {
  const result = safeParse(schema, value)
  if (result.success) return null
  const message = result.error.issues[0]?.message
  return isPayoutIssue(message) ? message : fallback
}

/** Every refused field of a card form of `kind`. */
export function cardIssues(kind: CardKind, values: CardValues): FieldIssues<CardField> {
  const issues: FieldIssues<CardField> = {}
  for (const field of cardFields[kind]) {
    const issue = firstIssue(cardFieldRules[field], values[field] ?? '', `card.${field}.invalid`)
    if (issue) issues[field] = issue
  }
  return issues
}

export const hasIssues = (issues: object) => Object.keys(issues).length > 0
