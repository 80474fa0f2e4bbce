/**
 * The lock form's doors to the network (api-reference §12 lh/deposit/config and lh/deposit; §5
 * wallet/detail of the funds account). Tests and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import {
  LOCKMING_CONFIG_PAGE_SIZE,
  type LockBuyRequest,
  type LockConfig,
  type LockOrder,
} from '@/api/contract/lockming'
import { lockmingApi } from '@/api/lockming'
import { walletApi } from '@/api/wallet'

/** The product and the funds account's available balance of its coin (null: no such product). */
export interface LockProduct {
  product: LockConfig
  balance: string
}

/** Pages read at most looking for a product (the catalogue is a few pages of 10). */
const PAGES_MAX = 20

/** Product `id` from the catalogue's pages (there is no product endpoint), or null. */
export async function findProduct(id: number, signal?: AbortSignal): Promise<LockConfig | null> {
  for (let page = 1; page <= PAGES_MAX; page++) {
    const items = await lockmingApi.configs({ page }, { signal })
    const found = items.find((c) => c.id === id)
    if (found) return found
    if (items.length < LOCKMING_CONFIG_PAGE_SIZE) return null
  }
  return null
}

export const loadProduct = fromPromise<LockProduct | null, { id: number }>(
  async ({ input, signal }) => {
    const product = await findProduct(input.id, signal)
    if (!product) return null
    const funds = await walletApi.detail(
      { currency: product.currencyId, type: 'change' },
      { signal },
    )
    return { product, balance: funds.available }
  },
)

export const lock = fromPromise<LockOrder, LockBuyRequest>(({ input, signal }) =>
  lockmingApi.buy(input, { signal }),
)
