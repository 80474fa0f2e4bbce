/**
 * The withdraw machine's doors to the network (api-reference §5.2 wallet/get_info, wallet/out,
 * wallet/out_log): each is replaced with `.provide()` in tests and stories.
 */
import { fromPromise } from 'xstate'
import { securityApi } from '@/api/auth'
import type { WithdrawInfo, WithdrawRequest, WithdrawalRecord } from '@/api/contract/wallet'
import { payoutApi } from '@/api/payout'
import { walletApi } from '@/api/wallet'
import { addressesOf, type WithdrawSetup } from './withdraw.rules'

/** The form's starting data: the coin's terms, where the money may go, whether a pay password is set. */
export const loadWithdrawal = fromPromise<WithdrawSetup, { currencyId: number; network: string }>(
  async ({ input, signal }) => {
    const [terms, book, card, internationalCard, security] = await Promise.all([
      walletApi.withdrawInfo({ currency: input.currencyId }, { signal }),
      payoutApi.addresses({ signal }),
      payoutApi.card('domestic', { signal }),
      payoutApi.card('international', { signal }),
      securityApi.info({ signal }),
    ])
    const addresses = addressesOf(book.data, input.currencyId, input.network)
    return {
      terms,
      addresses,
      cards: { card, internationalCard },
      hasPayPassword: security.has_pay_password,
    }
  },
)

/** The coin's terms again, after the server said the fee changed. */
export const fetchTerms = fromPromise<WithdrawInfo, { currencyId: number }>(({ input, signal }) =>
  walletApi.withdrawInfo({ currency: input.currencyId }, { signal }),
)

export const withdraw = fromPromise<WithdrawalRecord, WithdrawRequest>(({ input, signal }) =>
  walletApi.withdraw(input, { signal }),
)

/** The submitted withdrawal's status, on the done screen. */
export const fetchWithdrawal = fromPromise<WithdrawalRecord, { id: number }>(({ input, signal }) =>
  walletApi.withdrawal(input, { signal, background: true }),
)
