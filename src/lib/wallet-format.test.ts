import { describe, expect, it } from 'vitest'
import {
  formatCoin,
  formatCoinAsWritten,
  formatCoinChange,
  formatDateTime,
  formatTokenAmount,
  isZeroAmount,
  signOf,
} from './wallet-format'

describe('wallet figures', () => {
  it.each([
    ['0.52340000', 8, 'en', '0.52340000'],
    ['12500.5', 4, 'en', '12,500.5000'],
    ['12500.5', 4, 'pt', '12.500,5000'],
    ['0.123456789', 8, 'en', '0.12345678'],
    ['0', 4, 'en', '0.0000'],
    ['x', 4, 'en', '--'],
  ])('writes %s with %i decimals in %s as %s, rounding down', (value, scale, tag, expected) => {
    expect(formatCoin(value, scale, tag)).toBe(expected)
  })

  it('signs ledger changes, never zero', () => {
    expect(formatCoinChange('15752.5', 4, 'en')).toBe('+15,752.5000')
    expect(formatCoinChange('-2.00009', 4, 'en')).toBe('-2.0000')
    expect(formatCoinChange('0', 4, 'en')).toBe('0.0000')
  })

  it('tells zero and the sign of a decimal string', () => {
    expect(isZeroAmount('0.0000')).toBe(true)
    expect(isZeroAmount('0.00000001')).toBe(false)
    expect(isZeroAmount('nope')).toBe(true)
    expect(signOf('-0.5')).toBe(-1)
    expect(signOf('3')).toBe(1)
  })
})

describe('record times', () => {
  it('writes date and time in the language and zone asked for', () => {
    const ms = Date.UTC(2025, 2, 1, 11, 15)
    expect(formatDateTime(ms, 'en', 'UTC')).toBe('Mar 1, 2025, 11:15 AM')
    expect(formatDateTime(ms, 'pt', 'UTC')).toBe('1 de mar. de 2025, 11:15')
  })

  it('writes an engine tick to the second, with or without its date', () => {
    const ms = Date.UTC(2025, 2, 1, 11, 15, 30)
    expect(formatDateTime(ms, 'en', 'UTC', 'second')).toBe('Mar 1, 2025, 11:15:30 AM')
    expect(formatDateTime(ms, 'pt', 'UTC', 'second')).toBe('1 de mar. de 2025, 11:15:30')
    expect(formatDateTime(ms, 'en', 'UTC', 'clock')).toBe('11:15:30 AM')
    expect(formatDateTime(ms, 'pt', 'UTC', 'clock')).toBe('11:15:30')
  })
})

describe('amounts as written', () => {
  it('keeps the decimals a record was written with', () => {
    expect(formatCoinAsWritten('0.25', 'en')).toBe('0.25')
    expect(formatCoinAsWritten('12500.5000', 'en')).toBe('12,500.5000')
    expect(formatCoinAsWritten('500', 'pt')).toBe('500')
    expect(formatCoinAsWritten('-2.0000', 'en', true)).toBe('-2.0000')
    expect(formatCoinAsWritten('15752.5000', 'en', true)).toBe('+15,752.5000')
  })
})

describe('token amounts', () => {
  it('shows at most the scale, trailing zeros dropped', () => {
    expect(formatTokenAmount('0.0000', 'en', 4)).toBe('0')
    expect(formatTokenAmount('2000.0000', 'en', 4)).toBe('2,000')
    expect(formatTokenAmount('2000.5000', 'pt', 4)).toBe('2.000,5')
    expect(formatTokenAmount('1.23456', 'en', 4)).toBe('1.2345')
    expect(formatTokenAmount('5000000.0000', 'en')).toBe('5,000,000')
    expect(formatTokenAmount('12.', 'en', 4)).toBe('12')
    expect(formatTokenAmount('abc', 'en', 4)).toBe('--')
  })
})
