import { describe, expect, it, vi } from 'vitest'
import {
  createQuoteStore,
  frameScheduler,
  type FrameQuote,
  type SnapshotQuote,
} from './quote-store'

const btc: SnapshotQuote = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  now_price: '41251.65',
  change: '+1.23',
  open: '40750.40',
  high: '41842.32',
  low: '40512.16',
  volume: '5148.2279',
  precision_length: 2,
  time: 1000,
}
const eth: SnapshotQuote = { ...btc, symbol: 'ETH/USDT', currency_id: 2, currency_name: 'ETH' }
const tick = (symbol: string, seq: number, now_price: string, time = 2000): FrameQuote => ({
  ...btc,
  symbol,
  now_price,
  time,
  seq,
})

function setup() {
  const frames: (() => void)[] = []
  const store = createQuoteStore((flush) => frames.push(flush))
  const flushFrame = () => frames.splice(0).forEach((f) => f())
  store.applySnapshot([btc, eth])
  flushFrame()
  return { store, frames, flushFrame }
}

describe('quote store', () => {
  it('tells each subscribed symbol once per animation frame, however many frames arrived', () => {
    const { store, frames, flushFrame } = setup()
    const onBtc = vi.fn()
    const onEth = vi.fn()
    store.subscribe('BTC/USDT', onBtc)
    store.subscribe('ETH/USDT', onEth)
    store.applyFrame([tick('BTC/USDT', 1, '41300.00')])
    store.applyFrame([tick('BTC/USDT', 2, '41301.00'), tick('ETH/USDT', 1, '2120.00')])
    store.applyFrame([tick('BTC/USDT', 3, '41302.00')])
    expect(frames).toHaveLength(1)
    expect(onBtc).not.toHaveBeenCalled()
    expect(store.getQuote('BTC/USDT')?.now_price).toBe('41302.00')
    flushFrame()
    expect(onBtc).toHaveBeenCalledTimes(1)
    expect(onEth).toHaveBeenCalledTimes(1)
  })

  it('ignores an item whose seq is not newer', () => {
    const { store, flushFrame } = setup()
    const onBtc = vi.fn()
    store.subscribe('BTC/USDT', onBtc)
    store.applyFrame([tick('BTC/USDT', 5, '41300.00')])
    flushFrame()
    store.applyFrame([tick('BTC/USDT', 4, '40000.00'), tick('BTC/USDT', 5, '40000.00')])
    flushFrame()
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41300.00', seq: 5 })
    expect(onBtc).toHaveBeenCalledTimes(1)
  })

  it('stops telling a listener once it unsubscribes', () => {
    const { store, flushFrame } = setup()
    const onBtc = vi.fn()
    const unsubscribe = store.subscribe('BTC/USDT', onBtc)
    unsubscribe()
    store.applyFrame([tick('BTC/USDT', 1, '41300.00')])
    flushFrame()
    expect(onBtc).not.toHaveBeenCalled()
  })

  it('flags staleness once per change, in the same frame', () => {
    const { store, frames, flushFrame } = setup()
    const onStale = vi.fn()
    store.subscribeStale(onStale)
    store.markStale(false)
    store.markStale(true)
    store.markStale(false)
    expect(frames).toHaveLength(1)
    flushFrame()
    expect(store.isStale()).toBe(false)
    expect(onStale).toHaveBeenCalledTimes(1)
  })

  it('keeps a frame newer than a later snapshot, and frames that came before the snapshot', () => {
    const frames: (() => void)[] = []
    const store = createQuoteStore((flush) => frames.push(flush))
    store.applyFrame([tick('BTC/USDT', 9, '41400.00', 5000)])
    store.applySnapshot([btc])
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41400.00', seq: 9 })
    store.applySnapshot([{ ...btc, time: 4000, now_price: '41000.00' }])
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41400.00', seq: 9 })
    store.applySnapshot([{ ...btc, time: 6000, now_price: '41500.00' }])
    expect(store.getQuote('BTC/USDT')?.now_price).toBe('41500.00')
  })

  it('orders frames without seq (the real platform) by time', () => {
    const { store, flushFrame } = setup()
    const onBtc = vi.fn()
    store.subscribe('BTC/USDT', onBtc)
    const bare = (now_price: string, time: number): FrameQuote => {
      const { seq: _seq, ...item } = tick('BTC/USDT', 0, now_price, time)
      return item
    }
    store.applyFrame([bare('41300.00', 3000)])
    store.applyFrame([bare('41200.00', 2500)])
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41300.00', seq: null })
    store.applyFrame([bare('41301.00', 3000), bare('41302.00', 3500)])
    flushFrame()
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41302.00', time: 3500 })
    expect(onBtc).toHaveBeenCalledTimes(1)
    // a snapshot refresh without `time` (the real platform's quotation) takes over from the frame
    // (a missed update is corrected), and the next frame applies whatever its time
    store.applySnapshot([{ ...btc, time: undefined, now_price: '41310.00' }])
    expect(store.getQuote('BTC/USDT')).toMatchObject({ now_price: '41310.00', seq: null })
    store.applyFrame([bare('41320.00', 1500)])
    expect(store.getQuote('BTC/USDT')?.now_price).toBe('41320.00')
  })

  it('lists the symbols in snapshot order, with a stable array between changes', () => {
    const { store, flushFrame } = setup()
    const onSymbols = vi.fn()
    store.subscribeSymbols(onSymbols)
    const before = store.getSymbols()
    store.applySnapshot([btc, eth])
    flushFrame()
    expect(store.getSymbols()).toBe(before)
    expect(onSymbols).not.toHaveBeenCalled()
    store.applySnapshot([eth])
    flushFrame()
    expect(store.getSymbols()).toEqual(['ETH/USDT'])
    expect(store.getQuote('BTC/USDT')).toBeUndefined()
    expect(onSymbols).toHaveBeenCalledTimes(1)
  })
})

describe('frameScheduler', () => {
  function withFrames() {
    const callbacks: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb))
    const nextFrame = () => callbacks.splice(0).forEach((cb) => cb(0))
    return { nextFrame, [Symbol.dispose]: () => vi.unstubAllGlobals() }
  }

  it('flushes the first update of a frame at once, and later ones of that frame at the next', async () => {
    using frames = withFrames()
    const schedule = frameScheduler()
    const flushed: string[] = []
    schedule(() => flushed.push('first'))
    await Promise.resolve()
    expect(flushed).toEqual(['first'])

    schedule(() => flushed.push('second'))
    await Promise.resolve()
    expect(flushed).toEqual(['first'])
    frames.nextFrame()
    expect(flushed).toEqual(['first', 'second'])

    // that frame flushed: an update before the next frame waits for it
    schedule(() => flushed.push('third'))
    await Promise.resolve()
    expect(flushed).toEqual(['first', 'second'])
    frames.nextFrame()
    expect(flushed).toEqual(['first', 'second', 'third'])

    // a frame without a flush: the next update is on the leading edge again
    frames.nextFrame()
    schedule(() => flushed.push('fourth'))
    await Promise.resolve()
    expect(flushed).toEqual(['first', 'second', 'third', 'fourth'])
  })
})
