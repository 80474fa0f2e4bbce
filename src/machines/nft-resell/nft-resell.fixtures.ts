import type { StateValue } from 'xstate'
import { toNftItem, type NftItem } from '@/api/contract/nft'
import { MockNftItems, MockNftNow, mockNftItemFor } from '@/api/contract/nft.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { nftResellMachine, toRequestOf, type NftResellContext } from './nft-resell.machine'
import type { NftResellSnapshot } from './nft-resell.view'

/** The fixtures' clock: the NFT fixtures' now (2025-03-01 12:00 UTC). */
export const mockResellClock = () => MockNftNow
/** Stories and tests type times in UTC. */
export const MOCK_RESELL_ZONE = 'UTC'

/** An NFT fixture (by id) as the mock's caller sees it. */
export const mockNftItem = (id: number, more: Partial<NftItem> = {}): NftItem => ({
  ...toNftItem(
    mockNftItemFor(
      MockNftItems.find((i) => i.id === id)!,
      MockNftNow,
    ),
    MockNftNow,
  ),
  ...more,
})

/** Item 10, owned by the caller and not listed (USDT, 4 decimals). */
export const mockOwnedItem = mockNftItem(10)
/** Item 11, owned and on sale at a fixed price. */
export const mockListedItem = mockNftItem(11)

const blank: NftResellContext = {
  id: mockOwnedItem.id,
  item: null,
  form: { payType: 'fixed', price: '', perIncrease: '', start: '', end: '' },
  touched: false,
  offset: 0,
  clock: mockResellClock,
  timeZone: MOCK_RESELL_ZONE,
  block: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  listed: null,
}

/** The form loaded for item 10: fixed price, 12:10 to 12:10 the next day (UTC). */
export const loaded = (form: Partial<NftResellContext['form']> = {}, more = {}) => ({
  ...blank,
  item: mockOwnedItem,
  form: {
    payType: 'fixed' as const,
    price: '',
    perIncrease: '',
    start: '2025-03-01T12:10',
    end: '2025-03-02T12:10',
    ...form,
  },
  ...more,
})

const fixed = loaded({ price: '40' })
const auction = loaded({ payType: 'auction', price: '40', perIncrease: '2' })
const keyed: NftResellContext = {
  ...fixed,
  requestKey: { key: 'k-resell-0001', request: requestFingerprint(toRequestOf(fixed)) },
}

const at = (value: StateValue, context: NftResellContext) =>
  nftResellMachine.resolveState({ value, context }) as NftResellSnapshot

/** One snapshot per state (and kind of form) of the resale page. */
export const nftResellSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Item 11 is on sale already. */
  blocked: at('blocked', { ...blank, item: mockListedItem, block: 'nftListed' }),
  /** The form as offered: no price yet. */
  editing: at('editing', loaded()),
  /** 40 USDT at a fixed price: fee 1.0000, the seller receives 39.0000. */
  fixed: at('editing', fixed),
  /** An auction from 40 USDT, at least 2 more per bid. */
  auction: at('editing', auction),
  /** Submitted empty: price required. */
  required: at('editing', loaded({}, { touched: true })),
  /** A start in the past and an end before it. */
  badTimes: at(
    'editing',
    loaded({ price: '40', start: '2025-03-01T11:00', end: '2025-03-01T10:00' }, { touched: true }),
  ),
  /** The server refused (listed meanwhile, from another device). */
  refused: at('editing', { ...fixed, error: 'nftListed' }),
  confirming: at('confirming', fixed),
  confirmingAuction: at('confirming', auction),
  /** The answer was lost: the sheet stays, with the form and the same key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, fixed),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', {
    ...fixed,
    listed: {
      ...mockOwnedItem,
      listed: true,
      onSale: true,
      price: '40.0000',
      round: 2,
      startTime: Date.UTC(2025, 2, 1, 12, 10),
      endTime: Date.UTC(2025, 2, 2, 12, 10),
    },
  }),
}
