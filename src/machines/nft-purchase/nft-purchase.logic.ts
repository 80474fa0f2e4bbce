/**
 * The purchase page's rules that are not states (spec §2 nft/purchase_one; contract/nft.ts,
 * nft-box.ts, nft-math.ts, nft-box-math.ts): loading the terms, the client seed, why the item
 * cannot be bought, and the actors.
 */
import { fromPromise } from 'xstate'
import type { NftBuyRequest, NftDetail, NftPurchase } from '@/api/contract/nft'
import {
  CLIENT_SEED_PATTERN,
  type BlindBoxInfo,
  type OpenBlindBoxRequest,
} from '@/api/contract/nft-box'
import { buyIssue } from '@/api/contract/nft-math'
import { compareDecimals } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import { nftBoxApi } from '@/api/nft-box'
import { walletApi } from '@/api/wallet'

export interface PurchaseTerms {
  detail: NftDetail
  /** The caller's funds balance in the item's currency. */
  balance: string
  /** A blind box's published odds, contents and commitment, read BEFORE buying; else null. */
  box: BlindBoxInfo | null
}

/** The item, the caller's balance of its currency and, for a blind box, what the box published. */
export const loadPurchase = fromPromise<PurchaseTerms, { code: string }>(
  async ({ input, signal }) => {
    const detail = await nftApi.detail({ code: input.code }, { signal })
    const item = detail.item
    const [row, box] = await Promise.all([
      walletApi.detail({ currency: item.currencyId, type: 'change' }, { signal }),
      item.payType === 'blindBox' ? nftBoxApi.info({ code: input.code }, { signal }) : null,
    ])
    return { detail, balance: row.available, box }
  },
)

export const buyNft = fromPromise<NftPurchase, NftBuyRequest>(({ input, signal }) =>
  nftApi.buy(input, { signal }),
)

export const openBox = fromPromise<BlindBoxInfo, OpenBlindBoxRequest>(({ input, signal }) =>
  nftBoxApi.open(input, { signal }),
)

/** 16 random bytes as hex from the browser's CSPRNG: the client seed offered (the user may edit it). */
export const createSeed = fromPromise<string>(async () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join(''),
)

/** Longest client seed kept as typed (the contract allows 64). */
const SEED_TEXT_MAX = 64

/** A client seed as typed: spaces dropped, at most 64 characters (the alphabet is checked, not changed). */
export const seedText = (value: string) => value.replace(/\s/g, '').slice(0, SEED_TEXT_MAX)

/** Why the typed client seed cannot open a box, or null. */
export function seedIssue(seed: string): ErrorCode | null {
  if (seed === '') return 'clientSeedRequired'
  return CLIENT_SEED_PATTERN.test(seed) ? null : 'clientSeedInvalid'
}

export interface PurchaseFacts {
  terms: PurchaseTerms | null
  clientSeed: string
}

/**
 * Why the caller cannot buy now (in the sandbox's order: auction, own item, the window at the
 * server's `now`, the balance; a box also needs a valid client seed), or null.
 */
export function purchaseIssueOf(c: PurchaseFacts): ErrorCode | null {
  if (!c.terms) return 'notFound'
  const { item, now } = c.terms.detail
  if (item.payType === 'auction') return 'nftIsAuction'
  if (item.mine) return 'nftOwnItem'
  const window = buyIssue(now, item.startTime, item.endTime, item.onSale ? 1 : 0)
  if (window) return window
  if (compareDecimals(c.terms.balance, item.price) < 0) return 'insufficientBalance'
  return item.payType === 'blindBox' ? seedIssue(c.clientSeed) : null
}

/** buyNFT's request (without its key). */
export const toBuyRequest = (c: { code: string | null }) => ({ code: c.code ?? '' })
