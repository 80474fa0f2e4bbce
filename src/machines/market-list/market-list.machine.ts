/**
 * The markets list (spec §2 market: quotes, favourites, search, hot search, recent views; §5
 * "search needs a keyword"). It decides WHICH symbols show and in WHAT ORDER; rows read their own
 * figures from the quote store, so a price tick never passes through here.
 * Parallel regions:
 * - search: empty (hot search + recent views) → typing (`debounce`, 500 ms) → showing (results).
 *   A submit with a blank keyword is refused with `keywordRequired`, special characters with
 *   `specialCharacters`; neither changes the results.
 * - cadence: idle ⇄ running. While the order depends on live figures (a sort is on, or hot search
 *   is shown), it is recomputed every `resort` (1 s), not on every tick, so rows do not jump under
 *   the user's thumb and 5,000 ticks/s cost one sort a second. A new order is only assigned when
 *   it differs, so an unchanged order re-renders nothing.
 * Tab, sort, keyword, favourites and the feed's symbol list re-order at once.
 * Recent views: the last 10 opened symbols, most recent first, kept in the injected storage, as is
 * the last chosen tab (favourites or all).
 */
import { assign, fromCallback, not, setup } from 'xstate'
import { nextSort, readRecent, readTab, recomputed } from './market-list.logic'
import {
  isKeywordAllowed,
  normaliseKeyword,
  type MarketTab,
  type SortKey,
} from './market-list.order'
import {
  MAX_RECENT_VIEWS,
  RECENT_VIEWS_KEY,
  TAB_KEY,
  type KeywordError,
  type MarketListContext,
  type MarketListEvent,
  type MarketListInput,
  type QuoteSource,
} from './market-list.types'

export * from './market-list.types'
export { recomputed } from './market-list.logic'

export const marketListMachine = setup({
  types: {
    context: {} as MarketListContext,
    events: {} as MarketListEvent,
    input: {} as MarketListInput,
  },
  actors: {
    watchSymbols: fromCallback<MarketListEvent, QuoteSource>(({ input, sendBack }) =>
      input.subscribeSymbols(() => sendBack({ type: 'quotes.symbols' })),
    ),
  },
  delays: { debounce: 500, resort: 1_000 },
  guards: {
    isBlank: ({ event }) =>
      (event.type === 'keyword.change' && event.value.trim() === '') ||
      event.type === 'keyword.clear',
    isKeywordBlank: ({ context }) => context.keyword.trim() === '',
    hasSpecialCharacters: ({ context }) => !isKeywordAllowed(context.keyword),
    hasLiveOrder: ({ context }) =>
      context.sort.key !== 'none' || (context.mode === 'search' && context.query === ''),
  },
  actions: {
    recompute: assign(({ context }) => recomputed(context)),
    selectTab: assign(({ context }, params: { tab: MarketTab }) => {
      // quote-currency tabs come and go with the feed; only the two fixed tabs are remembered
      if (params.tab === 'favourites' || params.tab === 'all')
        context.storage.setItem(TAB_KEY, params.tab)
      return { tab: params.tab }
    }),
    toggleSort: assign(({ context }, params: { key: SortKey }) => ({
      sort: nextSort(context.sort, params.key),
    })),
    setKeyword: assign((_, params: { value: string }) => ({
      keyword: params.value,
      keywordError: null,
    })),
    clearSearch: assign({ keyword: '', query: '', keywordError: null }),
    commitQuery: assign(({ context }) => ({ query: normaliseKeyword(context.keyword) })),
    refuseKeyword: assign((_, params: { error: KeywordError }) => ({ keywordError: params.error })),
    setFavourites: assign((_, params: { currencyIds: readonly number[] }) => ({
      favouriteIds: params.currencyIds,
    })),
    addRecent: assign(({ context }, params: { symbol: string }) => {
      const recent = [params.symbol, ...context.recent.filter((s) => s !== params.symbol)].slice(
        0,
        MAX_RECENT_VIEWS,
      )
      context.storage.setItem(RECENT_VIEWS_KEY, JSON.stringify(recent))
      return { recent }
    }),
    clearRecent: assign(({ context }) => {
      context.storage.removeItem(RECENT_VIEWS_KEY)
      return { recent: [] }
    }),
  },
}).createMachine({
  id: 'marketList',
  type: 'parallel',
  context: ({ input }) => {
    const context: MarketListContext = {
      source: input.source,
      storage: input.storage,
      mode: input.mode ?? 'markets',
      tab: input.tab ?? readTab(input.storage),
      sort: { key: 'none' },
      keyword: '',
      query: '',
      keywordError: null,
      favouriteIds: input.favouriteIds ?? [],
      order: [],
      hot: [],
      recent: readRecent(input.storage),
      quoteCurrencies: [],
    }
    return { ...context, ...recomputed(context) }
  },
  invoke: { src: 'watchSymbols', input: ({ context }) => context.source },
  on: {
    'quotes.symbols': { actions: 'recompute' },
    'tab.select': {
      actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'recompute'],
    },
    'sort.toggle': {
      actions: [{ type: 'toggleSort', params: ({ event }) => ({ key: event.key }) }, 'recompute'],
    },
    'favourites.change': {
      actions: [
        { type: 'setFavourites', params: ({ event }) => ({ currencyIds: event.currencyIds }) },
        'recompute',
      ],
    },
    'recent.add': {
      actions: { type: 'addRecent', params: ({ event }) => ({ symbol: event.symbol }) },
    },
    'recent.clear': { actions: 'clearRecent' },
  },
  states: {
    search: {
      initial: 'empty',
      on: {
        'keyword.change': [
          {
            guard: 'isBlank',
            target: '.empty',
            actions: ['clearSearch', 'recompute'],
          },
          {
            target: '.typing',
            reenter: true,
            actions: { type: 'setKeyword', params: ({ event }) => ({ value: event.value }) },
          },
        ],
        'keyword.clear': { target: '.empty', actions: ['clearSearch', 'recompute'] },
        'search.submit': [
          {
            guard: 'isKeywordBlank',
            actions: { type: 'refuseKeyword', params: { error: 'keywordRequired' } },
          },
          {
            guard: 'hasSpecialCharacters',
            actions: { type: 'refuseKeyword', params: { error: 'specialCharacters' } },
          },
          { target: '.showing', actions: ['commitQuery', 'recompute'] },
        ],
      },
      states: {
        empty: {},
        /** The previous results stay while the user types; the search runs when they pause. */
        typing: {
          always: {
            guard: 'hasSpecialCharacters',
            target: 'showing',
            actions: { type: 'refuseKeyword', params: { error: 'specialCharacters' } },
          },
          after: { debounce: { target: 'showing', actions: ['commitQuery', 'recompute'] } },
        },
        showing: {},
      },
    },
    cadence: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasLiveOrder', target: 'running' } },
        running: {
          always: { guard: not('hasLiveOrder'), target: 'idle' },
          after: { resort: { target: 'running', reenter: true, actions: 'recompute' } },
        },
      },
    },
  },
})
