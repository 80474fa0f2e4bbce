/**
 * Properties of the prediction quiz's formulas (fast-check; issue 19, quiz-math.ts): the pool's
 * split (payouts + fee = pool, remainder fewer units than winners, nothing negative, a right guess
 * never below its stake, refunds exact), the preview (never more than the settlement for the same
 * pools), the winning outcome (exactly one interval holds any price), the thresholds around the
 * price, the schedule's slots and the states from the clock.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  HOUR_MS,
  QUIZ_LEAD_MS,
  outcomeBounds,
  payoutMultiple,
  previewPayout,
  previewUnits,
  quizStateOf,
  settleQuiz,
  slotTimes,
  slotsDue,
  stakeIssue,
  thresholdStep,
  thresholdsFor,
  winningOutcome,
  type QuizBetStake,
} from './quiz-math'
import { Big } from 'big.js'

const betsArb = (outcomes: number) =>
  fc
    .array(
      fc.record({
        outcome: fc.integer({ min: 0, max: outcomes - 1 }),
        amount: fc.bigInt({ min: 1n, max: 10n ** 14n }),
      }),
      { maxLength: 40 },
    )
    .map((bs): QuizBetStake[] => bs.map((b, i) => ({ id: i + 1, ...b })))

const total = (xs: Iterable<bigint>) => [...xs].reduce((a, b) => a + b, 0n)

describe('settleQuiz', () => {
  it('conserves the pool: payouts + fee = pool, nothing negative, remainder < winners', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) => fc.tuple(betsArb(n), fc.option(fc.integer({ min: 0, max: n - 1 })))),
        fc.integer({ min: 0, max: 9_999 }),
        ([bets, winner], bps) => {
          const s = settleQuiz(bets, winner, bps)
          const payouts = total(s.payouts.values())
          expect(s.pool).toBe(total(bets.map((b) => b.amount)))
          expect(payouts + s.fee).toBe(s.pool)
          expect(s.paid + s.refunded).toBe(payouts)
          for (const v of s.payouts.values()) expect(v >= 0n).toBe(true)
          expect(s.fee >= 0n).toBe(true)
          const winners = bets.filter((b) => b.outcome === winner)
          expect(s.remainder < BigInt(Math.max(1, winners.length))).toBe(true)
          expect(s.payouts.size).toBe(bets.length)
        },
      ),
    )
  })

  it('pays the winners pro rata, each at least its stake; the missed get 0', () => {
    fc.assert(
      fc.property(betsArb(3), fc.integer({ min: 0, max: 2 }), (bets, winner) => {
        const s = settleQuiz(bets, winner)
        const winning = bets.filter((b) => b.outcome === winner)
        if (winning.length === 0) return
        expect(s.result).toBe('paid')
        const w = total(winning.map((b) => b.amount))
        // what each bet may get: 0 when missed; floor or floor + 1 of its share, never below its stake
        const fits = (b: QuizBetStake) => {
          const got = s.payouts.get(b.id)!
          if (b.outcome !== winner) return got === 0n
          const floor = (b.amount * (s.pool - s.fee)) / w
          return got >= b.amount && (got === floor || got === floor + 1n)
        }
        expect(bets.filter((b) => !fits(b))).toEqual([])
        expect(s.fee).toBe(((s.pool - w) * 200n) / 10_000n)
      }),
    )
  })

  it('refunds every stake whole when nobody picked the winner or there is no price', () => {
    fc.assert(
      fc.property(betsArb(3), fc.boolean(), (bets, noPrice) => {
        const picked = new Set(bets.map((b) => b.outcome))
        const winner = noPrice ? null : [0, 1, 2].find((k) => !picked.has(k))
        if (winner === undefined) return
        const s = settleQuiz(bets, winner)
        expect(s.result).toBe('refunded')
        expect(s.fee).toBe(0n)
        for (const b of bets) expect(s.payouts.get(b.id)).toBe(b.amount)
        expect(s.refunded).toBe(s.pool)
      }),
    )
  })

  it('hands the remainder to the largest dropped fractions, earlier bet first', () => {
    // pool 10, losers 1 → fee 0 (1 × 2 % floors to 0); 9 + 1 = 10 over three bets of 3
    const bets = [
      { id: 1, outcome: 0, amount: 3n },
      { id: 2, outcome: 0, amount: 3n },
      { id: 3, outcome: 0, amount: 3n },
      { id: 4, outcome: 1, amount: 1n },
    ]
    const s = settleQuiz(bets, 0)
    expect([...s.payouts.values()]).toEqual([4n, 3n, 3n, 0n])
    expect(s.remainder).toBe(1n)
  })
})

describe('previewUnits', () => {
  it('never promises more than the settlement pays for the same pools', () => {
    fc.assert(
      fc.property(
        betsArb(2),
        fc.integer({ min: 0, max: 1 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (bets, outcome, stake) => {
          const pools = [0, 1].map((k) =>
            total(bets.filter((b) => b.outcome === k).map((b) => b.amount)),
          )
          const mine = { id: bets.length + 1, outcome, amount: stake }
          const s = settleQuiz([...bets, mine], outcome)
          const preview = previewUnits(pools, outcome, stake)
          expect(preview <= s.payouts.get(mine.id)!).toBe(true)
          expect(preview >= stake).toBe(true)
        },
      ),
    )
  })

  it('reads decimal strings at the currency scale', () => {
    // pools 100 / 300, stake 100 on 0: pool 500, winning 200, fee 2 % of 300 = 6 → 494 × ½
    expect(previewPayout(['100', '300'], 0, '100')).toBe('247.0000')
    expect(payoutMultiple(['100', '300'], 0)).toBe('3.9400')
    expect(payoutMultiple(['0', '300'], 0)).toBeNull()
  })
})

describe('outcomes', () => {
  it('exactly one interval holds any price; a threshold belongs to the lower outcome', () => {
    const thresholds = ['29500.00', '30500.00']
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6_000_000 }), (cents) => {
        const price = new Big(cents).div(100).toFixed(2)
        const k = winningOutcome(thresholds, price)
        const holding = [0, 1, 2].filter((i) => {
          const { lower, upper } = outcomeBounds(thresholds, i)
          return (
            (lower === null || new Big(price).gt(lower)) &&
            (upper === null || new Big(price).lte(upper))
          )
        })
        expect(holding).toEqual([k])
      }),
    )
    expect(winningOutcome(['30000.00'], '30000.00')).toBe(0)
    expect(winningOutcome(['30000.00'], '30000.01')).toBe(1)
  })

  // prices of at least 1 at 2 decimals: the step (≥ 0.01) is then written exactly
  it('puts the thresholds around the price, three significant digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000_000 }), (cents) => {
        const price = new Big(cents).div(100).toFixed(2)
        const step = thresholdStep(price)
        expect(step.times(100).lte(price) && step.times(1000).gt(price)).toBe(true)
        const [t] = thresholdsFor('hourly', price, 2)
        expect(new Big(t!).minus(price).abs().lte(step.div(2))).toBe(true)
        const [lo, hi] = thresholdsFor('daily', price, 2)
        expect(new Big(lo!).lt(price) && new Big(hi!).gt(price)).toBe(true)
      }),
    )
    expect(thresholdsFor('hourly', '30123.45', 2)).toEqual(['30100.00'])
    expect(thresholdsFor('daily', '2049.99', 2)).toEqual(['2000.00', '2100.00'])
  })
})

describe('schedule and states', () => {
  it('makes a slot from an hour before it opens until its cut-off, cut-off before resolution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        fc.constantFrom('hourly' as const, 'daily' as const),
        (now, kind) => {
          for (const opensAt of slotsDue(kind, now)) {
            const t = slotTimes(kind, opensAt)
            expect(opensAt - QUIZ_LEAD_MS <= now && now < t.cutoffAt).toBe(true)
            expect(t.cutoffAt < t.resolveTick && t.resolveTick % 1000 === 0).toBe(true)
            expect(opensAt % (kind === 'hourly' ? HOUR_MS : DAY_MS)).toBe(0)
          }
        },
      ),
    )
  })

  it('reads the states from the clock', () => {
    const t = slotTimes('hourly', 10 * HOUR_MS)
    expect(quizStateOf(t.opensAt - 1, t, false)).toBe('notStarted')
    expect(quizStateOf(t.opensAt, t, false)).toBe('guessing')
    expect(quizStateOf(t.cutoffAt, t, false)).toBe('over')
    expect(quizStateOf(t.resolveTick + 1000, t, false)).toBe('unsettled')
    expect(quizStateOf(t.opensAt, t, true)).toBe('settled')
  })

  it('checks a stake in order: amount, minimum, balance', () => {
    expect(stakeIssue('', '10')).toBe('amountRequired')
    expect(stakeIssue('1.00001', '10')).toBe('amountTooPrecise')
    expect(stakeIssue('0.5', '10')).toBe('belowMinimum')
    expect(stakeIssue('11', '10')).toBe('insufficientBalance')
    expect(stakeIssue('10', '10')).toBeNull()
  })
})
