/**
 * Fiat display currency (spec §3 client settings, §7 rate service once per 24 h, §9 cache
 * 86 400 000 ms, default USD at rate 1).
 * booting → ready (stored table younger than 24 h) | loading → ready | failed;
 * ready → loading when the table turns 24 h old; failed → loading after `retry` or `fiat.retry`.
 * A failure keeps the last known currency and rate; with none known, figures are USD at 1 and
 * the view says so (`isFallback`). `fiat.choose` switches at once when a table is at hand (even
 * an old one), else it waits for the next table. Storage and the clock are injected.
 */
import { assign, fromPromise, setup } from 'xstate'
import {
  DEFAULT_FIAT_CODE,
  DEFAULT_FIAT_RATE,
  FIAT_CACHE_MS,
  FIAT_LIST_KEY,
  FIAT_RECORD_KEY,
  FiatRecord,
  StoredFiatList,
  isFiatCode,
  type FiatCode,
  type FiatRateTable,
  type FiatRates,
} from '@/api/contract/fiat'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { fiatApi } from '@/api/fiat'
import type { LoadTag } from '../load-status'

/** A quiet retry after a failed fetch; designed here (the spec names no interval). */
export const FIAT_RETRY_MS = 60_000

export type FiatEvent = { type: 'fiat.choose'; code: string } | { type: 'fiat.retry' }

export interface FiatInput {
  /** Where the record and the table survive reloads (localStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** Wall-clock ms, for the age of a stored table. @default Date.now */
  now?: () => number
}

/** A rate table and when this device fetched it. */
export interface FiatTable {
  rates: FiatRateTable
  /** When the service compiled it (unix ms), if it said. */
  updatedAt: number | null
  /** When it was fetched (ms): the 24 h run from here. */
  savedAt: number
}

export interface FiatContext {
  storage: FiatInput['storage']
  now: () => number
  /** The currency figures are shown in, and its rate (units per US dollar). */
  code: FiatCode
  rate: string
  /** A rate came from storage or a fetch (false: the spec's default USD 1 only). */
  known: boolean
  table: FiatTable | null
  /** A choice made before any table was at hand, applied when one arrives. */
  pending: FiatCode | null
  /** Nothing is known and the fetch failed: figures are in USD at 1, and say so. */
  isFallback: boolean
  error: ErrorCode | null
}

function read<T>(storage: FiatInput['storage'], key: string, parse: (v: unknown) => T | null) {
  try {
    return parse(JSON.parse(storage.getItem(key) ?? 'null'))
  } catch {
    return null
  }
}

function initialContext({ storage, now = Date.now }: FiatInput): FiatContext {
  const list = read(storage, FIAT_LIST_KEY, (v) => {
    const parsed = StoredFiatList.safeParse(v)
    return parsed.success ? parsed.data : null
  })
  const record = read(storage, FIAT_RECORD_KEY, (v) => {
    const parsed = FiatRecord.safeParse(v)
    return parsed.success && isFiatCode(parsed.data.currency_code) ? parsed.data : null
  })
  return {
    storage,
    now,
    code: record ? (record.currency_code as FiatCode) : DEFAULT_FIAT_CODE,
    rate: record?.rate ?? DEFAULT_FIAT_RATE,
    known: record !== null,
    table: list ? { rates: list.rates, updatedAt: list.updated_at, savedAt: list.saveTime } : null,
    pending: null,
    isFallback: false,
    error: null,
  }
}

/** How old the table is; a table from the future (clock moved back) counts as expired. */
function ageOf(context: FiatContext): number {
  if (!context.table) return Number.POSITIVE_INFINITY
  const age = context.now() - context.table.savedAt
  return age < 0 ? Number.POSITIVE_INFINITY : age
}

function saveRecord(context: FiatContext, code: FiatCode, rate: string, savedAt: number) {
  const record: FiatRecord = { currency_code: code, rate, saveTime: savedAt }
  context.storage.setItem(FIAT_RECORD_KEY, JSON.stringify(record))
}

const chosenCode = ({ event }: { event: FiatEvent }) =>
  event.type === 'fiat.choose' && isFiatCode(event.code) ? event.code : null

export const fiatMachine = setup({
  types: {
    context: {} as FiatContext,
    events: {} as FiatEvent,
    input: {} as FiatInput,
    /** For views: loading (the rates in flight, with busy), ready (a fresh table), failed. */
    tags: {} as LoadTag | 'ready',
  },
  actors: {
    fetchRates: fromPromise<FiatRates>(({ signal }) => fiatApi.rates({ signal })),
  },
  delays: {
    /** Whatever is left of the table's 24 h. */
    refresh: ({ context }) => Math.max(0, FIAT_CACHE_MS - ageOf(context)),
    retry: FIAT_RETRY_MS,
  },
  guards: {
    isTableFresh: ({ context }) => ageOf(context) < FIAT_CACHE_MS,
    /** The chosen code has a rate in the table at hand. */
    canSwitchNow: (args) => {
      const code = chosenCode(args)
      return code !== null && args.context.table?.rates[code] !== undefined
    },
    /** A known code, but no table to switch with yet. */
    canWait: (args) => chosenCode(args) !== null && args.context.table === null,
  },
  actions: {
    switchNow: assign(({ context, event }) => {
      const code = chosenCode({ event })!
      const rate = context.table!.rates[code]!
      saveRecord(context, code, rate, context.table!.savedAt)
      return { code, rate, known: true, pending: null, isFallback: false }
    }),
    wait: assign(({ event }) => ({ pending: chosenCode({ event }) })),
    takeTable: assign(({ context }, params: { rates: FiatRates }) => {
      const savedAt = context.now()
      const { rates, updated_at } = params.rates
      context.storage.setItem(
        FIAT_LIST_KEY,
        JSON.stringify({ rates, updated_at, saveTime: savedAt } satisfies StoredFiatList),
      )
      const wanted = context.pending ?? context.code
      // a currency the service stopped quoting falls back to the default
      const code = rates[wanted] !== undefined ? wanted : DEFAULT_FIAT_CODE
      const rate = rates[code]!
      saveRecord(context, code, rate, savedAt)
      return {
        table: { rates, updatedAt: updated_at, savedAt },
        code,
        rate,
        known: true,
        pending: null,
        isFallback: false,
        error: null,
      }
    }),
    fallBack: assign(({ context }, params: { error: unknown }) => {
      const error = toErrorCode(params.error)
      if (context.known) return { error }
      return { code: DEFAULT_FIAT_CODE, rate: DEFAULT_FIAT_RATE, isFallback: true, error }
    }),
  },
}).createMachine({
  id: 'fiat',
  context: ({ input }) => initialContext(input),
  initial: 'booting',
  on: {
    'fiat.choose': [
      { guard: 'canSwitchNow', actions: 'switchNow' },
      { guard: 'canWait', actions: 'wait' },
    ],
  },
  states: {
    booting: {
      always: [{ guard: 'isTableFresh', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchRates',
        onDone: {
          target: 'ready',
          actions: { type: 'takeTable', params: ({ event }) => ({ rates: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fallBack', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: ['ready'],
      after: { refresh: { target: 'loading' } },
    },
    failed: {
      tags: ['failed'],
      after: { retry: { target: 'loading' } },
      on: {
        'fiat.retry': { target: 'loading' },
        // nothing to switch with: wait for the table, and fetch it now rather than in a minute
        'fiat.choose': [
          { guard: 'canSwitchNow', actions: 'switchNow' },
          { guard: 'canWait', target: 'loading', actions: 'wait' },
        ],
      },
    },
  },
})
