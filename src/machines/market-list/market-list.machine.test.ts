import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { Quote, type QuoteWire } from '@/api/contract/market'
import {
  marketListSnapshots,
  MockMarketQuotes,
  MockTwoQuoteCurrencies,
} from './market-list.fixtures'
import {
  MAX_RECENT_VIEWS,
  marketListMachine,
  RECENT_VIEWS_KEY,
  TAB_KEY,
  type MarketListInput,
  type QuoteSource,
} from './market-list.machine'
import type { OrderQuote } from './market-list.order'
import { toMarketListView } from './market-list.view'

/** A quote source the test changes, as the socket changes the store. */
function liveSource(wire: readonly QuoteWire[]) {
  const quotes = new Map<string, OrderQuote>(wire.map((q) => [q.symbol!, Quote.parse(q)]))
  let symbols = [...quotes.keys()]
  const listeners = new Set<() => void>()
  const source: QuoteSource = {
    getSymbols: () => symbols,
    getQuote: (symbol) => quotes.get(symbol),
    subscribeSymbols: (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
  }
  return {
    source,
    tick(symbol: string, figures: Partial<OrderQuote>) {
      quotes.set(symbol, { ...quotes.get(symbol)!, ...figures })
    },
    add(q: QuoteWire) {
      quotes.set(q.symbol!, Quote.parse(q))
      symbols = [...symbols, q.symbol!]
      listeners.forEach((l) => l())
    },
  }
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

function start(input: Partial<MarketListInput> = {}, wire = MockMarketQuotes) {
  const feed = liveSource(wire)
  const storage = memoryStorage()
  const clock = new SimulatedClock()
  const actor = createActor(marketListMachine, {
    input: { source: feed.source, storage, ...input },
    clock,
  }).start()
  const view = () => toMarketListView(actor.getSnapshot())
  const bases = () => view().symbols.map((s) => s.split('/')[0])
  return { actor, feed, storage, clock, view, bases }
}

describe('market list', () => {
  it('lists every pair in the feed order, and only the favourites on their tab', () => {
    const { actor, bases } = start()
    expect(bases()).toHaveLength(12)
    expect(bases().slice(0, 3)).toEqual(['BTC', 'ETH', 'BNB'])
    actor.send({ type: 'tab.select', tab: 'favourites' })
    expect(bases()).toEqual([])
    actor.send({ type: 'favourites.change', currencyIds: [5, 1] })
    expect(bases()).toEqual(['BTC', 'SOL'])
  })

  it('cycles a column through descending, ascending and the feed order', () => {
    const { actor, view, bases } = start()
    const feedOrder = bases()
    actor.send({ type: 'sort.toggle', key: 'price' })
    expect(view().sort).toEqual({ key: 'price', direction: 'desc' })
    expect(bases()).toEqual([
      'BTC',
      'ETH',
      'BNB',
      'SOL',
      'LTC',
      'LINK',
      'DOT',
      'XRP',
      'ADA',
      'TRX',
      'DOGE',
      'SHIB',
    ])
    actor.send({ type: 'sort.toggle', key: 'price' })
    expect(bases()[0]).toBe('SHIB')
    actor.send({ type: 'sort.toggle', key: 'price' })
    expect(view().sort).toEqual({ key: 'none' })
    expect(bases()).toEqual(feedOrder)
  })

  it('starts another column descending, compares signed changes and ranks volume by turnover', () => {
    const { actor, bases } = start()
    actor.send({ type: 'sort.toggle', key: 'price' })
    actor.send({ type: 'sort.toggle', key: 'change' })
    expect(bases().slice(0, 3)).toEqual(['SOL', 'LTC', 'BTC'])
    actor.send({ type: 'sort.toggle', key: 'change' })
    // equal changes (TRX, SHIB at 0.00) keep the feed order
    expect(bases()).toEqual([
      'LINK',
      'ADA',
      'XRP',
      'ETH',
      'DOT',
      'TRX',
      'SHIB',
      'BNB',
      'DOGE',
      'BTC',
      'LTC',
      'SOL',
    ])
    actor.send({ type: 'sort.toggle', key: 'volume' })
    // SHIB trades 610 billion coins but only ~5 M USDT: turnover, not coin count, ranks it
    expect(bases().slice(0, 4)).toEqual(['BTC', 'ETH', 'DOGE', 'XRP'])
    expect(bases().indexOf('SHIB')).toBe(8)
  })

  it('re-sorts live figures once a second, not on every tick', () => {
    const { actor, feed, clock, bases } = start()
    actor.send({ type: 'sort.toggle', key: 'price' })
    const before = actor.getSnapshot().context.order
    feed.tick('SHIB/USDT', { now_price: '99999.00' })
    clock.increment(999)
    expect(bases()[0]).toBe('BTC')
    clock.increment(1)
    expect(bases()[0]).toBe('SHIB')
    expect(actor.getSnapshot().context.order).not.toBe(before)
  })

  it('keeps the same order array while the order does not change, so nothing re-renders', () => {
    const { actor, feed, clock } = start()
    actor.send({ type: 'sort.toggle', key: 'price' })
    const before = actor.getSnapshot().context.order
    feed.tick('BTC/USDT', { now_price: '41300.00' })
    clock.increment(1000)
    clock.increment(1000)
    expect(actor.getSnapshot().context.order).toBe(before)
  })

  it('runs no timer while the order cannot change by itself', () => {
    const { actor } = start()
    expect(actor.getSnapshot().matches({ cadence: 'idle' })).toBe(true)
    actor.send({ type: 'sort.toggle', key: 'volume' })
    expect(actor.getSnapshot().matches({ cadence: 'running' })).toBe(true)
  })

  it('adds pairs the feed brings at once', () => {
    const { feed, bases } = start()
    feed.add({
      ...MockMarketQuotes[0]!,
      id: 77,
      currency_id: 77,
      currency_name: 'NEW',
      symbol: 'NEW/USDT',
    })
    expect(bases().at(-1)).toBe('NEW')
  })

  it('searches when the user pauses typing, and restarts the wait on each key', () => {
    const { actor, clock, view, bases } = start({ mode: 'search' })
    expect(view()).toMatchObject({ showsResults: false, symbols: [] })
    actor.send({ type: 'keyword.change', value: 'd' })
    clock.increment(400)
    actor.send({ type: 'keyword.change', value: 'do' })
    clock.increment(400)
    expect(view()).toMatchObject({ isTyping: true, showsResults: false })
    clock.increment(100)
    expect(view()).toMatchObject({ isTyping: false, showsResults: true, query: 'DO' })
    expect(bases()).toEqual(['DOGE', 'DOT'])
  })

  it('ranks an exact coin first, then prefixes, then the rest of the pair', () => {
    const { actor, bases } = start({ mode: 'search' })
    actor.send({ type: 'keyword.change', value: ' usdt ' })
    actor.send({ type: 'search.submit' })
    expect(bases()).toHaveLength(12)
    actor.send({ type: 'keyword.change', value: 'Eth / usdt' })
    actor.send({ type: 'search.submit' })
    expect(bases()).toEqual(['ETH'])
  })

  it('needs a keyword: a blank search is refused and changes nothing', () => {
    const { actor, clock, view } = start({ mode: 'search' })
    actor.send({ type: 'search.submit' })
    expect(view()).toMatchObject({ keywordError: 'keywordRequired', showsResults: false })
    actor.send({ type: 'keyword.change', value: '   ' })
    actor.send({ type: 'search.submit' })
    clock.increment(500)
    expect(view()).toMatchObject({ keywordError: 'keywordRequired', symbols: [] })
    actor.send({ type: 'keyword.change', value: 'b' })
    expect(view().keywordError).toBeNull()
  })

  it('refuses special characters and keeps the previous results', () => {
    const { actor, clock, view, bases } = start({ mode: 'search' })
    actor.send({ type: 'keyword.change', value: 'sol' })
    clock.increment(500)
    actor.send({ type: 'keyword.change', value: 'sol$' })
    expect(view().keywordError).toBe('specialCharacters')
    clock.increment(500)
    expect(bases()).toEqual(['SOL'])
    actor.send({ type: 'search.submit' })
    expect(view()).toMatchObject({ keywordError: 'specialCharacters', query: 'SOL' })
  })

  it('shows hot search and recent views again when the keyword is cleared', () => {
    const { actor, clock, view } = start({ mode: 'search' })
    actor.send({ type: 'keyword.change', value: 'btc' })
    clock.increment(500)
    expect(view().showsResults).toBe(true)
    actor.send({ type: 'keyword.clear' })
    expect(view()).toMatchObject({ keyword: '', query: '', showsResults: false, symbols: [] })
  })

  it('offers the eight pairs with the largest 24 h turnover, live', () => {
    const { feed, clock, view } = start({ mode: 'search' })
    expect(view().hot.map((s) => s.split('/')[0])).toEqual([
      'BTC',
      'ETH',
      'DOGE',
      'XRP',
      'TRX',
      'ADA',
      'SOL',
      'BNB',
    ])
    feed.tick('LTC/USDT', { volume: '9000000' })
    clock.increment(1000)
    expect(view().hot[0]).toBe('LTC/USDT')
    expect(view().hot).toHaveLength(8)
  })

  it('remembers the last ten opened pairs, most recent first, across visits', () => {
    const { actor, storage, view } = start({ mode: 'search' })
    for (let i = 1; i <= 12; i++) actor.send({ type: 'recent.add', symbol: `C${i}/USDT` })
    actor.send({ type: 'recent.add', symbol: 'C5/USDT' })
    expect(view().recent).toHaveLength(MAX_RECENT_VIEWS)
    expect(view().recent.slice(0, 3)).toEqual(['C5/USDT', 'C12/USDT', 'C11/USDT'])
    const again = createActor(marketListMachine, {
      input: { source: liveSource([]).source, storage, mode: 'search' },
    }).start()
    expect(again.getSnapshot().context.recent).toEqual(view().recent)
    again.send({ type: 'recent.clear' })
    expect(storage.map.has(RECENT_VIEWS_KEY)).toBe(false)
    expect(again.getSnapshot().context.recent).toEqual([])
  })

  it('opens on the tab the user left, favourites or all', () => {
    const { actor, storage } = start()
    actor.send({ type: 'tab.select', tab: 'favourites' })
    expect(storage.map.get(TAB_KEY)).toBe('favourites')
    const again = createActor(marketListMachine, {
      input: { source: liveSource(MockMarketQuotes).source, storage },
    }).start()
    expect(toMarketListView(again.getSnapshot()).tab).toBe('favourites')
    const odd = memoryStorage({ [TAB_KEY]: 'quote:XYZ' })
    const fresh = createActor(marketListMachine, {
      input: { source: liveSource(MockMarketQuotes).source, storage: odd },
    }).start()
    expect(fresh.getSnapshot().context.tab).toBe('all')
  })

  it('ignores a corrupt recent-views entry', () => {
    const storage = memoryStorage({ [RECENT_VIEWS_KEY]: '{not json' })
    const actor = createActor(marketListMachine, {
      input: { source: liveSource(MockMarketQuotes).source, storage },
    }).start()
    expect(actor.getSnapshot().context.recent).toEqual([])
  })

  it('gives each quote currency a tab when there is more than one', () => {
    const { actor, view, bases } = start({}, MockTwoQuoteCurrencies)
    expect(view().tabs).toEqual(['favourites', 'all', 'quote:USDT', 'quote:BTC'])
    actor.send({ type: 'tab.select', tab: 'quote:BTC' })
    expect(view().symbols).toEqual(['ETH/BTC'])
    actor.send({ type: 'tab.select', tab: 'quote:USDT' })
    expect(bases()).toHaveLength(12)
    expect(start().view().tabs).toEqual(['favourites', 'all'])
  })

  it('has a fixture for every combination of its regions', () => {
    const seen = new Set(Object.values(marketListSnapshots).map((s) => JSON.stringify(s.value)))
    const regions = (region: string) =>
      [...seen].map((v) => (JSON.parse(v) as Record<string, string>)[region]).sort()
    expect(new Set(regions('search'))).toEqual(new Set(['empty', 'showing', 'typing']))
    expect(new Set(regions('cadence'))).toEqual(new Set(['idle', 'running']))
    expect(toMarketListView(marketListSnapshots.searchResults).symbols).toEqual([
      'DOGE/USDT',
      'DOT/USDT',
    ])
  })
})
