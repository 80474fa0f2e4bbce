import { fromPromise } from 'xstate'
import type { DualBuyRequest, DualOrder, DualProduct } from '@/api/contract/dual'
import { dualApi } from '@/api/dual'
import { walletApi } from '@/api/wallet'

export interface PurchaseTerms {
  product: DualProduct
  /** The funds (spot) balance of the invested currency; null without a session. */
  balance: string | null
}

/** The product, and with a session the caller's balance of the currency it invests. */
export const loadPurchase = fromPromise<PurchaseTerms, { id: number; signedIn: boolean }>(
  async ({ input, signal }) => {
    const product = await dualApi.product({ id: input.id }, { signal })
    if (!input.signedIn) return { product, balance: null }
    const row = await walletApi.detail(
      { currency: product.investCurrencyId, type: 'change' },
      { signal },
    )
    return { product, balance: row.available }
  },
)

export const buyDual = fromPromise<DualOrder, DualBuyRequest>(({ input, signal }) =>
  dualApi.buy(input, { signal }),
)
