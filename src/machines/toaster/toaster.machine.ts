/**
 * Toasts (spec §8 messages, §9 toast 1500 ms). A queue: each toast stays `toast` (1.5 s) from
 * the moment it reaches the front, so a burst of messages is read one after another.
 * idle ⇄ showing.
 */
import { assign, setup } from 'xstate'
import type { ErrorCode } from '@/api/errors'

/** A toast carries a translation key or an error code, never a sentence built by a machine. */
export type ToastContent =
  | { tone: 'success' | 'info'; key: string; values?: Record<string, string | number> }
  | { tone: 'error'; code: ErrorCode; serverMessage?: string }

export type ToastItem = ToastContent & { id: number }

export type ToasterEvent =
  { type: 'toast.show'; toast: ToastContent } | { type: 'toast.dismiss'; id: number }

export interface ToasterContext {
  toasts: ToastItem[]
  nextId: number
}

/** At most this many wait in line; older ones are dropped so a flood cannot pile up. */
const MAX_QUEUED = 3

export const toasterMachine = setup({
  types: { context: {} as ToasterContext, events: {} as ToasterEvent },
  delays: { toast: 1_500 },
  guards: { isEmpty: ({ context }) => context.toasts.length === 0 },
  actions: {
    enqueue: assign(({ context }, params: { toast: ToastContent }) => ({
      toasts: [...context.toasts, { ...params.toast, id: context.nextId }].slice(-MAX_QUEUED),
      nextId: context.nextId + 1,
    })),
    dropFirst: assign(({ context }) => ({ toasts: context.toasts.slice(1) })),
    dismiss: assign(({ context }, params: { id: number }) => ({
      toasts: context.toasts.filter((t) => t.id !== params.id),
    })),
  },
}).createMachine({
  id: 'toaster',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  on: {
    'toast.show': {
      target: '.showing',
      actions: { type: 'enqueue', params: ({ event }) => event },
    },
  },
  states: {
    idle: {},
    showing: {
      always: { guard: 'isEmpty', target: 'idle' },
      on: {
        'toast.show': { actions: { type: 'enqueue', params: ({ event }) => event } },
        'toast.dismiss': {
          target: 'showing',
          reenter: true,
          actions: { type: 'dismiss', params: ({ event }) => event },
        },
      },
      after: { toast: { target: 'showing', reenter: true, actions: 'dropFirst' } },
    },
  },
})
