/**
 * What the NFT cards of a screen show beyond their list (issue 17; api-reference §19.1
 * buy_status, §19.2 collect): the clock their sale windows count down on, and the favourites the
 * user toggled here. The clock is the server's `now` of the latest answer (`clock.sync`, sent by
 * the screen with its rows' `seenAt`) plus one second per `tick` (a named delay a story
 * freezes), never the phone's clock. A favourite is one `collect` request at a time, then a
 * `collectInterval` pause (the server takes one toggle per user per second,
 * COLLECT_INTERVAL_MS); the answer's state is kept per item code. A refusal (the owner's own item,
 * too frequent, network) is emitted as `collectFailed` for the screen's toast; none for 999/998.
 *
 * parallel:
 *   clock:   ticking —tick→ ticking (+1 s); clock.sync {now} (later than the clock) sets it
 *   collect: idle —collect.toggle {code, collected}→ saving → coolingDown —collectInterval→ idle
 *            saving —refused→ idle (collectFailed emitted)
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { COLLECT_INTERVAL_MS, type NftCollect } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import { withError, withOutput } from '../keyed-submission'
import { ownErrorCode } from '../own-error'

export type NftCardsEvent =
  | { type: 'clock.sync'; now: number }
  /** `collected`: the item's state as the card shows it (the toggle asks for the other one). */
  | { type: 'collect.toggle'; code: string; collected: boolean }

export interface NftCardsInput {
  /** The server's clock to start from (epoch ms). @default 0 (the first rows sync it) */
  now?: number
}

export interface NftCardsContext {
  /** The server's clock, epoch ms. */
  now: number
  /** Favourite states the server confirmed here, by item code. */
  collected: Record<string, boolean>
  /** The item whose favourite is being saved, and the state asked for. */
  saving: { code: string; collected: boolean } | null
}

export type NftCardsEmitted = { type: 'collectFailed'; code: ErrorCode }

/** The countdowns' step, ms. */
export const NFT_TICK_MS = 1_000

export const nftCardsMachine = setup({
  types: {
    context: {} as NftCardsContext,
    events: {} as NftCardsEvent,
    input: {} as NftCardsInput,
    emitted: {} as NftCardsEmitted,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    collect: fromPromise<NftCollect, { code: string }>(({ input, signal }) =>
      nftApi.collect(input, { signal }),
    ),
  },
  delays: { tick: NFT_TICK_MS, collectInterval: COLLECT_INTERVAL_MS },
  guards: {
    isLater: ({ context, event }) => event.type === 'clock.sync' && event.now > context.now,
  },
  actions: {
    tick: assign(({ context }) => ({ now: context.now + NFT_TICK_MS })),
    sync: assign(({ event }) => ({ now: event.type === 'clock.sync' ? event.now : 0 })),
    startSaving: assign(({ event }) =>
      event.type === 'collect.toggle'
        ? { saving: { code: event.code, collected: !event.collected } }
        : {},
    ),
    takeCollected: assign(({ context }, { output }: { output: NftCollect }) => ({
      collected: context.saving
        ? { ...context.collected, [context.saving.code]: output.collected }
        : context.collected,
      saving: null,
    })),
    reportRefusal: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      const code = ownErrorCode(error) // none for 999/998: the session answers those
      if (code) enqueue.emit({ type: 'collectFailed', code })
    }),
    stopSaving: assign({ saving: null }),
  },
}).createMachine({
  id: 'nftCards',
  context: ({ input }) => ({ now: input.now ?? 0, collected: {}, saving: null }),
  type: 'parallel',
  states: {
    clock: {
      initial: 'ticking',
      states: {
        ticking: {
          after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
          on: {
            'clock.sync': { guard: 'isLater', target: 'ticking', actions: 'sync', reenter: true },
          },
        },
      },
    },
    collect: {
      initial: 'idle',
      states: {
        idle: { on: { 'collect.toggle': { target: 'saving', actions: 'startSaving' } } },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            src: 'collect',
            input: ({ context }) => ({ code: context.saving?.code ?? '' }),
            onDone: { target: 'coolingDown', actions: withOutput('takeCollected') },
            onError: { target: 'idle', actions: [withError('reportRefusal'), 'stopSaving'] },
          },
        },
        coolingDown: { after: { collectInterval: 'idle' } },
      },
    },
  },
})
