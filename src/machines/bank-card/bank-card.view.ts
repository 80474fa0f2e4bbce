import type { SnapshotFrom } from 'xstate'
import { cardFields, type CardField, type CardKind, type PayoutIssue } from '@/api/contract/payout'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { bankCardMachine } from './bank-card.machine'

export type BankCardSnapshot = SnapshotFrom<typeof bankCardMachine>

export interface BankCardFieldView {
  name: CardField
  value: string
  /** The refusal to show under the field. */
  issue: PayoutIssue | null
}

export interface BankCardView {
  kind: CardKind
  status: 'loading' | 'failed' | 'ready'
  /** The form's fields in display order. */
  fields: BankCardFieldView[]
  /** A card is saved on the server (the form edits it). */
  hasCard: boolean
  isSaving: boolean
  /** Just saved and not edited since. */
  isSaved: boolean
  isConfirmingDelete: boolean
  isDeleting: boolean
  /** A failed request (load, save or delete); session errors are left to the session. */
  error: ErrorCode | null
  serverMessage: string
}

export function toBankCardView(s: BankCardSnapshot): BankCardView {
  const { kind, values, issues, card } = s.context
  const error = s.context.error
  return {
    kind,
    status: loadStatus(s),
    fields: cardFields[kind].map((name) => ({
      name,
      value: values[name] ?? '',
      issue: issues[name] ?? null,
    })),
    hasCard: card !== null,
    isSaving: s.hasTag('saving'),
    isSaved: s.hasTag('saved'),
    isConfirmingDelete: s.hasTag('sheetOpen'),
    isDeleting: s.hasTag('deleting'),
    error,
    serverMessage: error ? s.context.serverMessage : '',
  }
}
