/** The market contract: its fixtures parse, and it normalises the legacy wire's quirks. */
import { Big } from 'big.js'
import { describe, expect, it } from 'vitest'
import {
  Candle,
  CurrencyListResponse,
  DayMarketEvent,
  DepthEvent,
  KlineEvent,
  KlineResponse,
  QuotationResponse,
  Quote,
  klinePeriods,
  periodAliases,
} from '../../src/api/contract/market'
import {
  MockBtcQuote,
  MockCurrencyList,
  MockDayMarketEvent,
  MockDepthEvent,
  MockKlineEvent,
  MockKlineResponse,
  MockQuotation,
} from '../../src/api/contract/market.fixtures'
import { changePercent, formatPrice, formatUnits } from '../src/market/decimal'

describe('fixtures', () => {
  it('parse with the schemas they illustrate', () => {
    expect(QuotationResponse.parse(MockQuotation)[0]!.quotation).toHaveLength(3)
    expect(KlineResponse.parse(MockKlineResponse).data.at(-1)!.close).toBe(MockBtcQuote.now_price)
    expect(DayMarketEvent.parse(MockDayMarketEvent).seq).toBe(42)
    expect(KlineEvent.parse(MockKlineEvent).period).toBe('1min')
    expect(CurrencyListResponse.parse(MockCurrencyList).legal[0]!.is_legal).toBe(true)
    const { bids, asks } = DepthEvent.parse(MockDepthEvent)
    const price = new Big(MockBtcQuote.now_price)
    expect(price.gt(bids[0]![0]) && price.lt(asks[0]![0])).toBe(true)
    expect(bids.map(([p]) => p)).toEqual([...bids.map(([p]) => p)].sort().reverse())
  })
})

describe('wire normalisation', () => {
  it('reads numbers sent as strings, 0/1 flags as booleans, and drops operator fields', () => {
    const legacy = {
      ...MockBtcQuote,
      id: '1',
      now_price: 41251.65,
      open_lever: '0',
      risk_group_result: 1,
      fluctuate_min: '0.1',
      symbol: undefined,
    }
    const quote = Quote.parse(legacy)
    expect(quote).toMatchObject({
      id: 1,
      now_price: '41251.65',
      open_lever: false,
      open_transaction: true,
    })
    expect(quote.symbol).toBe('BTC/USDT')
    expect(quote).not.toHaveProperty('risk_group_result')
    expect(quote).not.toHaveProperty('fluctuate_min')
  })

  it('reads depth levels sent as JSON text', () => {
    const wire = {
      ...MockDepthEvent,
      bids: JSON.stringify(MockDepthEvent.bids),
      asks: JSON.stringify(MockDepthEvent.asks),
    }
    expect(DepthEvent.parse(wire)).toEqual(DepthEvent.parse(MockDepthEvent))
    expect(DepthEvent.safeParse({ ...MockDepthEvent, bids: 'not json' }).success).toBe(false)
  })

  it('turns a legacy bar into { time (s), open, high, low, close, volume }', () => {
    const bar = {
      id: 1735689600,
      open: '1',
      close: '2',
      high: '3',
      low: '0.5',
      amount: '7',
      vol: '99',
    }
    expect(Candle.parse(bar)).toEqual({
      time: 1735689600,
      open: '1',
      high: '3',
      low: '0.5',
      close: '2',
      volume: '7',
    })
  })

  it('maps every accepted period to one the server computes', () => {
    expect(klinePeriods).toHaveLength(14)
    expect(periodAliases['1H']).toBe('60min')
    expect(periodAliases['1week']).toBe('1week')
  })
})

describe('decimals', () => {
  it('formats volumes exactly and prices half-up', () => {
    expect(formatUnits(0, 4)).toBe('0.0000')
    expect(formatUnits(5, 4)).toBe('0.0005')
    expect(formatUnits(123456, 2)).toBe('1234.56')
    expect(formatUnits(42, 0)).toBe('42')
    expect(formatPrice(1.005, 2)).toBe('1.01')
    expect(formatPrice(0.0000105, 8)).toBe('0.00001050')
  })

  it('signs the change percent', () => {
    expect(changePercent('100', '101.234')).toBe('+1.23')
    expect(changePercent('100', '99.5')).toBe('-0.50')
    expect(changePercent('100', '100.001')).toBe('0.00')
  })
})
