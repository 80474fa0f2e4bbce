import type { StateValue } from 'xstate'
import { NftBuyAnswer } from '@/api/contract/nft'
import {
  MOCK_NFT_USER_ID,
  MockNftItems,
  MockNftNow,
  mockNftItemFor,
} from '@/api/contract/nft.fixtures'
import { BlindBoxInfoAnswer, checkOpenedBox } from '@/api/contract/nft-box'
import { MockClientSeed, MockTamperedBox, mockOpenedBox } from '@/api/contract/nft-box.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { mockBoxForSaleInfo, mockNftDetail } from '../nft-artwork/nft-artwork.fixtures'
import { toBuyRequest, type PurchaseTerms } from './nft-purchase.logic'
import { nftPurchaseMachine, type NftPurchaseContext } from './nft-purchase.machine'
import type { NftPurchaseSnapshot } from './nft-purchase.view'

/** The fixtures' USDT funds balance. */
export const MOCK_NFT_BALANCE = '12500.5000'

/** "Tidal Memory" at 25 USDT, a first sale by the platform (no fee). */
const fixedTerms: PurchaseTerms = {
  detail: mockNftDetail('NFT01I01'),
  balance: MOCK_NFT_BALANCE,
  box: null,
}
/** The same item resold by another user: the seller pays the 2.5 % fee. */
const resaleTerms: PurchaseTerms = {
  ...fixedTerms,
  detail: mockNftDetail('NFT01I01', { owner: 42, owner_name: 'ana', round: 2 }),
}
/** The Aurora blind box at 20 USDT, with what it published before the sale. */
const boxTerms: PurchaseTerms = {
  detail: mockNftDetail('BOX-AURORA-01'),
  balance: MOCK_NFT_BALANCE,
  box: mockBoxForSaleInfo,
}

const blank: NftPurchaseContext = {
  code: 'NFT01I01',
  terms: null,
  clientSeed: '',
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  purchase: null,
  opened: null,
  check: null,
}
const fixed: NftPurchaseContext = { ...blank, terms: fixedTerms }
const keyedFixed: NftPurchaseContext = {
  ...fixed,
  requestKey: { key: 'k-nft-0001', request: requestFingerprint(toBuyRequest(fixed)) },
}
const box: NftPurchaseContext = {
  ...blank,
  code: 'BOX-AURORA-01',
  terms: boxTerms,
  clientSeed: MockClientSeed,
}
const keyedBox: NftPurchaseContext = {
  ...box,
  requestKey: { key: 'k-nft-0002', request: requestFingerprint(toBuyRequest(box)) },
}

const sec = Math.floor(MockNftNow / 1000)
/** buyNFT's answer for item `code` at its price: now the caller's. */
const purchaseOf = (code: string, kind: 'fixed' | 'blindBox') => {
  const wire = MockNftItems.find((i) => i.code === code)!
  const mine = { ...wire, owner: MOCK_NFT_USER_ID, owner_name: 'demo', status: 0 as const }
  return NftBuyAnswer.parse({
    order: {
      id: 1,
      code,
      round: 1,
      kind,
      price: wire.price,
      fee: '0.0000',
      currency_id: wire.currency_id,
      currency_name: wire.currency_name,
      created: sec,
    },
    item: mockNftItemFor(mine, MockNftNow),
    now: sec,
  })
}

const opened = BlindBoxInfoAnswer.parse(mockOpenedBox())
const tampered = BlindBoxInfoAnswer.parse(MockTamperedBox)
const boxBought = { ...box, purchase: purchaseOf('BOX-AURORA-01', 'blindBox') }
const boxOpened: NftPurchaseContext = {
  ...boxBought,
  opened,
  check: checkOpenedBox(opened, mockBoxForSaleInfo),
}

const at = (value: StateValue, context: NftPurchaseContext) =>
  nftPurchaseMachine.resolveState({ value, context }) as NftPurchaseSnapshot

/** One snapshot per state (and kind of item) of the purchase page. */
export const nftPurchaseSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, code: null }),
  /** A fixed price of 25 USDT against 12,500.5 USDT; no fee on the platform's first sale. */
  fixed: at('editing', fixed),
  /** A resale: the seller's 2.5 % fee and credit disclosed; the buyer pays the price. */
  resale: at('editing', { ...fixed, terms: resaleTerms }),
  /** 3 USDT cannot pay 25. */
  insufficient: at('editing', { ...fixed, terms: { ...fixedTerms, balance: '3.0000' } }),
  /** Someone else bought it first: the server's refusal. */
  sold: at('editing', { ...fixed, error: 'nftSold' }),
  /** The answer was lost: confirming again resends the same key. */
  networkError: at('editing', { ...keyedFixed, error: 'network' }),
  keying: at({ submitting: 'keying' }, fixed),
  submitting: at({ submitting: 'sending' }, keyedFixed),
  bought: at('bought', { ...fixed, purchase: purchaseOf('NFT01I01', 'fixed') }),
  /** The browser makes the client seed. */
  seeding: at('seeding', { ...box, clientSeed: '' }),
  /** A blind box: odds, commitment and the client seed, before buying. */
  box: at('editing', box),
  /** A seed with a space-free but foreign character. */
  seedInvalid: at('editing', {
    ...box,
    clientSeed: 'seed!',
    error: 'clientSeedInvalid',
    errorField: 'seed',
  }),
  boxSubmitting: at({ submitting: 'sending' }, keyedBox),
  opening: at('opening', boxBought),
  openFailed: at('openFailed', { ...boxBought, error: 'network' }),
  /** The drawn item revealed. */
  opened: at({ opened: 'reveal' }, boxOpened),
  /** The check recomputed in the browser: it verifies. */
  verified: at({ opened: 'verify' }, boxOpened),
  /** An opening whose revealed seed is not the one committed: the check names it. */
  tampered: at(
    { opened: 'verify' },
    { ...boxBought, opened: tampered, check: checkOpenedBox(tampered, mockBoxForSaleInfo) },
  ),
}
