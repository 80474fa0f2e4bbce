/**
 * Adding a withdrawal address (spec §2 setting/addWallet, §3 wallet address, §5 "please enter the
 * name / address"; api-reference §3.4 user/wallet/save).
 *
 * editing —form.submit→ saving → saved (final; output: the saved address) | editing (error)
 * An invalid form stays in editing with each refused field's message and sends nothing. A refusal
 * the client cannot foresee (the address is already saved, the book is full) arrives as the
 * server's sentence.
 */
import { assign, fromPromise, setup } from 'xstate'
import {
  SaveAddressRequest,
  networkByKey,
  type NetworkKey,
  type SaveAddressRequest as SaveAddress,
  type WithdrawAddress,
} from '@/api/contract/payout'
import type { ErrorCode } from '@/api/errors'
import { payoutApi } from '@/api/payout'
import { issuesByField, type FieldIssues } from '../bank-card/field-issues'
import { ownError } from '../own-error'

export type AddressField = 'network' | 'name' | 'address'

export type AddressFormEvent =
  | { type: 'network.change'; network: NetworkKey }
  | { type: 'name.change'; value: string }
  | { type: 'address.change'; value: string }
  | { type: 'form.submit' }

export interface AddressFormInput {
  /** A network chosen beforehand (e.g. from the withdraw screen). */
  network?: NetworkKey
}

export interface AddressFormContext {
  network: NetworkKey | null
  name: string
  address: string
  issues: FieldIssues<AddressField>
  error: ErrorCode | null
  serverMessage: string
  saved: WithdrawAddress | null
}

export function toSaveRequest(
  c: Pick<AddressFormContext, 'network' | 'name' | 'address'>,
): SaveAddress {
  const network = c.network ? networkByKey(c.network) : undefined
  return {
    currency: network?.currency ?? 0,
    type: network?.type ?? '',
    name: c.name,
    address: c.address.trim(),
  }
}

const fieldOf = (key: string): AddressField | null =>
  key === 'currency' || key === 'type'
    ? 'network'
    : key === 'name' || key === 'address'
      ? key
      : null

const issuesOf = (c: AddressFormContext) =>
  issuesByField(SaveAddressRequest, toSaveRequest(c), fieldOf)

const cleared = (c: AddressFormContext, field: AddressField) => {
  const issues = { ...c.issues }
  delete issues[field]
  return { issues, error: null, serverMessage: '' }
}

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFormInput,
    output: {} as WithdrawAddress,
    /** For views: busy and saving (the request in flight), saved. */
    tags: {} as 'busy' | 'saving' | 'saved',
  },
  actors: {
    saveAddress: fromPromise<WithdrawAddress, SaveAddress>(({ input, signal }) =>
      payoutApi.saveAddress(input, { signal }),
    ),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(issuesOf(context)).length === 0,
  },
  actions: {
    rememberIssues: assign(({ context }) => ({
      issues: issuesOf(context),
      error: null,
      serverMessage: '',
    })),
    rememberError: assign((_, params: { error: unknown }) => ownError(params.error)),
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    network: input.network ?? null,
    name: '',
    address: '',
    issues: {},
    error: null,
    serverMessage: '',
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'network.change': {
          actions: assign(({ context, event }) => ({
            network: event.network,
            ...cleared(context, 'network'),
          })),
        },
        'name.change': {
          actions: assign(({ context, event }) => ({
            name: event.value,
            ...cleared(context, 'name'),
          })),
        },
        'address.change': {
          actions: assign(({ context, event }) => ({
            address: event.value,
            ...cleared(context, 'address'),
          })),
        },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'rememberIssues' }],
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        src: 'saveAddress',
        input: ({ context }) => toSaveRequest(context),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ saved: event.output })) },
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final', tags: ['saved'] },
  },
  output: ({ context }) => context.saved!,
})
