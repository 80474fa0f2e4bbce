import { describe, expect, it } from 'vitest'
import { welcomeExample } from './lockming-welcome'

describe('lock mining introduction', () => {
  it("the spec's example: 0.4 % × 3 days × 1,000 = 12, 988 back", () => {
    expect(welcomeExample()).toEqual({
      amount: '1000',
      cancelRate: '0.4',
      remainingDays: 3,
      penalty: '12',
      refund: '988',
    })
  })
})
