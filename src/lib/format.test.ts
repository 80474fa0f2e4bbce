import { describe, expect, it } from 'vitest'
import {
  direction,
  formatCompact,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  warmNumberFormat,
} from './format'
import { languageTags } from '@/api/contract/languages'

describe('formatCompact (spec §9 K/M rule)', () => {
  it.each([
    ['1234567.89', 'en', '1.2M'],
    ['1000000', 'en', '1,000.0K'],
    ['1000000.01', 'en', '1.0M'],
    ['1500', 'en', '1.5K'],
    ['1000', 'en', '1,000.0000'],
    ['999.12345', 'en', '999.1235'],
    ['-2500000', 'en', '-2.5M'],
    ['1234567.89', 'pt', '1,2M'],
    ['0', 'en', '0.0000'],
  ])('%s in %s → %s', (value, tag, expected) => {
    expect(formatCompact(value, tag)).toBe(expected)
  })

  it('never passes through floats: 18 significant digits survive', () => {
    expect(formatNumber('123456789.123456789', 'en', { decimals: 9 })).toBe('123,456,789.123456789')
  })

  it('rounds balances down and prices half up', () => {
    expect(formatNumber('0.99999', 'en', { decimals: 4, rounding: 'down' })).toBe('0.9999')
    expect(formatNumber('0.99995', 'en', { decimals: 4 })).toBe('1.0000')
  })

  it('shows -- for something that is not a number', () => {
    expect(formatCompact('abc', 'en')).toBe('--')
  })
})

describe('formatPercent and direction', () => {
  it('signs changes and keeps two decimals', () => {
    expect(formatPercent('1.5', 'en')).toBe('+1.50%')
    expect(formatPercent('-0.125', 'en')).toBe('-0.13%')
    expect(formatPercent('0', 'en')).toBe('0.00%')
  })
  it('gives the colour direction', () => {
    expect([direction('-0.01'), direction('0'), direction('3')]).toEqual([-1, 0, 1])
  })
  it('reads the wire\'s "+"-prefixed changes', () => {
    expect(direction('+1.23')).toBe(1)
    expect(formatPercent('+1.23', 'en')).toBe('+1.23%')
  })
})

describe('formatRelativeTime (spec §9)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0)
  it.each([
    [now - 4 * 60_000, 'now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3_600_000, '3 hours ago'],
    [now - 2 * 86_400_000, '2 days ago'],
    [now - 30 * 86_400_000, '30 days ago'],
    [now - 31 * 86_400_000, 'Oct 21, 2026'],
  ])('%i → %s', (then, expected) => {
    expect(formatRelativeTime(then, now, 'en', 'UTC')).toBe(expected)
  })
  it('is localised', () => {
    expect(formatRelativeTime(now - 5 * 60_000, now, 'pt', 'UTC')).toBe('há 5 minutos')
  })
})

describe('warmNumberFormat', () => {
  it('builds a formatter for every language the app has, and formatting is unchanged after it', () => {
    const before = formatNumber('1234.5', 'pt', { decimals: 2 })
    for (const tag of languageTags) expect(() => warmNumberFormat(tag)).not.toThrow()
    expect(formatNumber('1234.5', 'pt', { decimals: 2 })).toBe(before)
  })
})
