/**
 * The rules of placing a seconds option (api-reference §8.2) that are not formulas (those live once
 * in src/api/contract/micro-math.ts), in the order the sandbox checks them: the pair exists
 * (`pairNotFound`) and is open to options (`pairClosed`), the stake currency is payable
 * (`currencyNotSupported`), the duration is active and bound to the pair (`durationNotAvailable`),
 * then micro-math `stakeIssue` against the server's own balance (amount, limits,
 * `tooManyOpenOptions`, `insufficientBalance`), then one placement per user and second
 * (`requestTooFrequent`, the repository's unique index). The open price is the engine's price of
 * the placement second, never offset (§17.5). Every "no" is a Refusal thrown before anything is
 * written (or inside the caller's transaction, which then rolls back).
 */
import type { FastifyInstance } from 'fastify'
import type { output } from 'zod/mini'
import type { MicroSubmitRequest } from '../../../src/api/contract/micro'
import {
  openTickOf,
  optionFee,
  settleTickOf,
  stakeIssue,
  stakeLimits,
} from '../../../src/api/contract/micro-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { MicroOrderRow } from '../repositories/micro'

type SubmitRequest = output<typeof MicroSubmitRequest>

export function microPolicy(app: Pick<FastifyInstance, 'repos' | 'market'>) {
  const { micro, wallet } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))

  /** A displayed pair the engine prices, or `pairNotFound`. */
  function pairOf(pairId: number) {
    const pair = micro.pair(pairId)
    if (!pair || !priced.has(pair.id)) throw new Refusal('pairNotFound')
    return pair
  }

  /** Places the option `v` of `userId` at `at` (ms), inside the caller's transaction. */
  function submit(userId: number, v: SubmitRequest, at: number): MicroOrderRow {
    const pair = pairOf(v.match_id)
    if (pair.open_microtrade !== 1) throw new Refusal('pairClosed')
    const currency = micro.currency(v.currency_id)
    if (!currency) throw new Refusal('currencyNotSupported')
    const duration = micro.boundDurations(pair.id).find((d) => d.seconds === v.seconds)
    if (!duration) throw new Refusal('durationNotAvailable')
    const scale = currency.decimal_scale
    const issue = stakeIssue({
      stake: v.number,
      scale,
      limits: stakeLimits(
        { min: currency.min_amount, max: currency.max_amount },
        { min: duration.min_amount, max: duration.max_amount },
      ),
      feeRate: currency.fee_rate,
      openCount: micro.openCount(userId, currency.id),
      holdMax: currency.hold_max,
      balance: fromUnits(wallet.balance(userId, currency.id, 'micro').available, scale),
    })
    if (issue) throw new Refusal(issue)
    const stake = toUnits(v.number, scale)
    const fee = toUnits(optionFee(fromUnits(stake, scale), currency.fee_rate, scale), scale)
    const openTick = openTickOf(at)
    return micro.place(
      {
        user_id: userId,
        pair_id: pair.id,
        currency_id: currency.id,
        type: v.type,
        seconds: duration.seconds,
        number: stake,
        fee,
        fee_rate: currency.fee_rate,
        profit_ratio: duration.profit_ratio,
        // the engine's price of the placement second (= app.market.price now)
        open_price: app.market.engine.price(pair.id, openTick),
        open_tick: openTick,
        settle_tick: settleTickOf(at, duration.seconds),
      },
      at,
    )
  }

  return { pairOf, submit }
}
