/**
 * The OTC order sheet's rules that are not states: the checks (otc-math only), the request and
 * the actors (contract/otc.ts, otc-math.ts).
 */
import { fromPromise } from 'xstate'
import type { OtcAd, OtcFiat, OtcOrder, OtcQuick, OtcSide } from '@/api/contract/otc'
import { OTC_COIN_SCALE, otcOrderIssue } from '@/api/contract/otc-math'
import { amountIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { otcApi } from '@/api/otc'

/** USDT, the only coin the desk trades. */
export const OTC_COIN_ID = 3

/**
 * Why `amount` cannot be ordered from `ad`, or null. The KYC level's cap is the server's to say
 * (`otcFiatTradeLimit`): the sheet checks the ad's limits, with level 2's cap as the ceiling.
 */
export function takeIssueOf(c: { ad: OtcAd | null; amount: string }): ErrorCode | null {
  if (!c.ad) return 'parameterError'
  return otcOrderIssue(c.amount.trim(), c.ad, 2)
}

/** Why the quick zone's amount cannot be looked up, or null. */
export const quickIssueOf = (amount: string): ErrorCode | null =>
  amountIssue(amount.trim(), OTC_COIN_SCALE)

/** c2c/buyCoin or c2c/sellCoin's request (without its key): the ad decides the side. */
export type TakeRequest = {
  id: number
  amount: string
  type: OtcSide
}

export const quickLookup = fromPromise<OtcQuick, { type: OtcSide; fiat: OtcFiat; amount: string }>(
  ({ input, signal }) => otcApi.quick({ ...input, currency_id: OTC_COIN_ID }, { signal }),
)

/** c2c/buyCoin or c2c/sellCoin, by the user's side (`type`). */
export const takeAd = fromPromise<OtcOrder, TakeRequest & { idempotency_key: string }>(
  ({ input, signal }) =>
    input.type === 'buy' ? otcApi.buy(input, { signal }) : otcApi.sell(input, { signal }),
)
