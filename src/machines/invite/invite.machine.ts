/**
 * The invitation page (spec §2 setting/share, api-reference §14 user/invite).
 *
 * loading → ready | failed (invite.retry → loading)
 * ready: idle —copy→ copying → copied (after `copiedReset` → idle) | copyFailed —copy→ copying
 * Copying goes through the injected `copyText` actor (the Clipboard API in the app). The link is
 * the register screen's address with the code, built from `shareBase` (the app's own address).
 * Emits `copied` for the screen's "copy success" toast.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { shareLink, type InviteSummary } from '@/api/contract/invite'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'
import { inviteApi } from '@/api/invite'

export type CopyTarget = 'code' | 'link'

export type InviteEvent = { type: 'invite.retry' } | { type: 'copy'; what: CopyTarget }

export type InviteEmitted = { type: 'copied'; what: CopyTarget }

export interface InviteInput {
  /** The app's address before the `#`, e.g. `https://app.example.com/`. */
  shareBase: string
}

export interface InviteContext {
  shareBase: string
  summary: InviteSummary | null
  error: ErrorCode | null
  /** What the last copy was of. */
  copyTarget: CopyTarget | null
}

export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    emitted: {} as InviteEmitted,
    tags: {} as LoadTag,
  },
  actors: {
    loadSummary: fromPromise<InviteSummary>(({ signal }) => inviteApi.summary({ signal })),
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard')
      await globalThis.navigator.clipboard.writeText(input.text)
    }),
  },
  delays: { copiedReset: 1_500 },
  actions: {
    aim: assign(({ event }) => ({ copyTarget: event.type === 'copy' ? event.what : null })),
  },
}).createMachine({
  id: 'invite',
  context: ({ input }) => ({
    shareBase: input.shareBase,
    summary: null,
    error: null,
    copyTarget: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadSummary',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ summary: event.output, error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'invite.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { copy: { target: '.copying', actions: 'aim', reenter: true } },
      states: {
        idle: {},
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ context }) => {
              const code = context.summary!.extension_code
              return {
                text: context.copyTarget === 'code' ? code : shareLink(context.shareBase, code),
              }
            },
            onDone: {
              target: 'copied',
              actions: emit(({ context }) => ({
                type: 'copied' as const,
                what: context.copyTarget!,
              })),
            },
            onError: 'copyFailed',
          },
        },
        copied: { after: { copiedReset: 'idle' } },
        copyFailed: {},
      },
    },
  },
})
