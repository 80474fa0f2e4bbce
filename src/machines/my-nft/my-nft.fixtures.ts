import type { StateValue } from 'xstate'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { mockListedItem, mockNftItem, mockOwnedItem } from '../nft-resell/nft-resell.fixtures'
import { myNftMachine, type MyNftContext } from './my-nft.machine'
import type { MyNftSnapshot } from './my-nft.view'

const HOUR = 3_600_000

/** Item 11 put up for auction from 30 USDT, two bids so far. */
export const mockAuctionItem = {
  ...mockListedItem,
  payType: 'auction' as const,
  price: '34.0000',
  listPrice: '30.0000',
  perIncrease: '2.0000',
  margin: '3.0000',
  bidCount: 2,
}

/** Item 11 as a listing whose auction has no bid yet. */
const noBidAuction = { ...mockAuctionItem, price: '30.0000', bidCount: 0 }

const blank: MyNftContext = {
  id: mockOwnedItem.id,
  item: null,
  now: MockNftNow,
  error: null,
  cancelError: null,
  serverMessage: '',
  requestKey: null,
}
const holding = (item = mockOwnedItem, more: Partial<MyNftContext> = {}): MyNftContext => ({
  ...blank,
  id: item.id,
  item,
  ...more,
})
const listed = holding(mockListedItem)
const keyed: MyNftContext = {
  ...listed,
  requestKey: {
    key: 'k-cancel-0001',
    request: requestFingerprint({ code: mockListedItem.code }),
  },
}

const at = (value: StateValue, context: MyNftContext) =>
  myNftMachine.resolveState({ value, context }) as MyNftSnapshot

/** One snapshot per state (and standing of the item) of the owned-item page. */
export const myNftSnapshots = {
  loading: at('loading', blank),
  failed: at('failed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Item 10: kept, not listed. */
  held: at({ ready: 'idle' }, holding()),
  /** Item 11 on sale at 35 USDT for a week. */
  onSaleFixed: at({ ready: 'idle' }, listed),
  /** Listed, starting in two hours. */
  upcoming: at(
    { ready: 'idle' },
    holding({ ...mockListedItem, buyStatus: 2, startTime: MockNftNow + 2 * HOUR }),
  ),
  /** An auction without bids: it may still be taken off sale. */
  onSaleAuction: at({ ready: 'idle' }, holding(noBidAuction)),
  /** An auction with two bids: it runs to its end. */
  withBids: at({ ready: 'idle' }, holding(mockAuctionItem)),
  /** A fixed-price window that passed unsold: listed again or kept. */
  ended: at({ ready: 'idle' }, holding({ ...mockListedItem, buyStatus: 0 })),
  /** The auction was won; the buyer has not paid yet. */
  awaitingPayment: at(
    { ready: 'idle' },
    holding({ ...mockAuctionItem, paymentPending: true, buyStatus: 0 }),
  ),
  /** Item 1 was never the caller's: the platform's first sale, on sale (not "sold"). */
  notMine: at({ ready: 'idle' }, holding(mockNftItem(1))),
  /** Item 1's first sale was bought by another user, who has not listed it again: sold. */
  sold: at(
    { ready: 'idle' },
    holding(
      mockNftItem(1, {
        ownerId: 42,
        ownerName: 'kestrel',
        onSale: false,
        feeRate: '0.025',
        buyStatus: 0,
      }),
    ),
  ),
  /** Item 5, someone else's: its window passed unsold, so it is not on sale (not "sold"). */
  notOnSale: at({ ready: 'idle' }, holding(mockNftItem(5))),
  confirming: at({ ready: 'confirming' }, listed),
  /** The answer was lost: the sheet stays, with the same key. */
  networkError: at({ ready: 'confirming' }, { ...keyed, cancelError: 'network' }),
  keying: at({ ready: { cancelling: 'keying' } }, listed),
  cancelling: at({ ready: { cancelling: 'sending' } }, keyed),
  /** A bid arrived meanwhile: the sandbox refused. */
  refused: at({ ready: 'idle' }, { ...listed, cancelError: 'nftHasBids' }),
  /** Taken off sale: held again. */
  cancelled: at({ ready: 'idle' }, holding({ ...mockListedItem, listed: false, onSale: false })),
}
