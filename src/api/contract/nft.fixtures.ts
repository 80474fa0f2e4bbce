/**
 * Wire-shaped NFT catalogue data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/nft.ts), placed around `MockNftNow` as the sandbox seeds them (server/
 * src/nft/seed.ts): first sales owned by the platform (fee_rate 0) of every media and pay type,
 * live, upcoming and ended; one item the caller owns and one they resell. `buy_status`, `is_mine`,
 * `collect` and `fee_rate` are computed for a viewer by `mockNftItemFor` with nft-math, as the
 * sandbox's wire does.
 */
import type { NftItemWire } from './nft'
import { NFT_FEE_RATE, buyStatus } from './nft-math'
import { ETH_ID, USDT_ID } from './wallet/common'
import { MockWalletNow } from './wallet.fixtures'

/** The NFT fixtures' "now" (the wallet's), ms. */
export const MockNftNow = MockWalletNow
/** The caller of the mock. */
export const MOCK_NFT_USER_ID = 7
export const MOCK_NFT_PLATFORM_ID = 1
const HOUR = 3_600_000
const sec = (hours: number) => Math.floor((MockNftNow + hours * HOUR) / 1000)
const media = (key: string) => `/api/nft/media/${key}`

export const MockNftArtists = [
  { id: 101, nickname: 'Mara Quill', head_portrait: media('avatar-01.svg') },
  { id: 102, nickname: 'Ode Kestrel', head_portrait: media('avatar-02.svg') },
  { id: 103, nickname: 'Tomo Hayashi', head_portrait: media('avatar-05.svg') },
  { id: 104, nickname: 'Lea Novak', head_portrait: media('avatar-08.svg') },
] as const

type Seed = Pick<NftItemWire, 'id' | 'code' | 'name' | 'type' | 'pay_type' | 'price'> &
  Partial<NftItemWire> & { artist: number; start: number; end: number }

function item(s: Seed): NftItemWire {
  const artist = MockNftArtists[s.artist]!
  const eth = s.currency_id === ETH_ID
  const { artist: _a, start, end, ...rest } = s
  return {
    currency_id: USDT_ID,
    currency_name: eth ? 'ETH' : 'USDT',
    decimal_scale: eth ? 8 : 4,
    list_price: s.price,
    image: media(`art-${String(s.id).padStart(2, '0')}.svg`),
    media: null,
    description: `${s.name} by ${artist.nickname}.`,
    author_description: 'Paints with code.',
    author: artist.nickname,
    owner: MOCK_NFT_PLATFORM_ID,
    owner_name: 'Platform',
    author_id: artist.id,
    author_name: artist.nickname,
    author_avatar: artist.head_portrait,
    status: 1,
    start_time: sec(start),
    end_time: sec(end),
    created: sec(-24 * 30),
    updated: sec(-24 * 30),
    per_increase: eth ? '0.00000000' : '0.0000',
    chain: 'HX',
    rarity: 'N',
    margin: '0.0000',
    rarity_house_id: 0,
    rarity_status: 1,
    resell_nft_status: 0,
    lock_order: 0,
    collect: false,
    fee_rate: '0',
    round: 1,
    bid_count: 0,
    is_mine: false,
    buy_status: 1,
    ...rest,
  }
}

/** The catalogue, as stored (viewer-independent fields as for nobody). */
export const MockNftItems: NftItemWire[] = [
  item({
    id: 1,
    code: 'NFT01I01',
    name: 'Tidal Memory',
    type: 1,
    pay_type: 1,
    price: '25.0000',
    artist: 0,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 2,
    code: 'NFT02I02',
    name: 'Dune Script',
    type: 1,
    pay_type: 2,
    price: '80.0000',
    per_increase: '5.0000',
    margin: '10.0000',
    rarity: 'R',
    bid_count: 0,
    artist: 0,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 3,
    code: 'NFT03I03',
    name: 'Neon Fog',
    type: 1,
    pay_type: 1,
    price: '0.05000000',
    currency_id: ETH_ID,
    rarity: 'R',
    artist: 1,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 4,
    code: 'NFT04I04',
    name: 'Harbour at 3 AM',
    type: 1,
    pay_type: 1,
    price: '40.0000',
    artist: 1,
    start: 26,
    end: 24 * 20,
  }),
  item({
    id: 5,
    code: 'NFT05I05',
    name: 'Black Square Variation',
    type: 1,
    pay_type: 1,
    price: '99.0000',
    rarity: 'SR',
    artist: 1,
    start: -24 * 20,
    end: -24,
  }),
  item({
    id: 6,
    code: 'NFT06G01',
    name: 'Little Machine',
    type: 2,
    pay_type: 1,
    price: '30.0000',
    image: media('loop-01.gif'),
    media: media('loop-01.gif'),
    rarity: 'R',
    artist: 2,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 7,
    code: 'NFT07A01',
    name: 'Pattern Beat',
    type: 3,
    pay_type: 1,
    price: '14.0000',
    image: media('tune-01.svg'),
    media: media('tune-01.wav'),
    artist: 2,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 8,
    code: 'NFT08V01',
    name: 'Light on Water',
    type: 4,
    pay_type: 1,
    price: '120.0000',
    image: media('clip-01.svg'),
    media: media('clip-01.webm'),
    rarity: 'SR',
    artist: 3,
    start: -48,
    end: 24 * 45,
  }),
  item({
    id: 9,
    code: 'BOX-AURORA-01',
    name: 'Aurora gems blind box #1',
    type: 1,
    pay_type: 3,
    price: '20.0000',
    image: media('box-01.svg'),
    rarity: null,
    rarity_status: 0,
    rarity_house_id: 1,
    artist: 3,
    start: -24,
    end: 24 * 60,
  }),
  // the caller's: one kept, one resold at a fixed price (round 2)
  item({
    id: 10,
    code: 'NFT10I10',
    name: 'Fern Grammar',
    type: 1,
    pay_type: 1,
    price: '18.0000',
    owner: MOCK_NFT_USER_ID,
    owner_name: 'demo',
    status: 0,
    artist: 0,
    start: -24 * 10,
    end: -24 * 5,
  }),
  item({
    id: 11,
    code: 'NFT11I11',
    name: 'Endless Tiles',
    type: 1,
    pay_type: 1,
    price: '35.0000',
    list_price: '35.0000',
    owner: MOCK_NFT_USER_ID,
    owner_name: 'demo',
    resell_nft_status: 1,
    round: 2,
    artist: 1,
    start: -2,
    end: 24 * 7,
  }),
]

/** The item as `viewer` sees it at `now` (ms): buy_status, is_mine, collect, fee_rate. */
export function mockNftItemFor(
  i: NftItemWire,
  now: number,
  favourites: ReadonlySet<number> = new Set(),
  viewer = MOCK_NFT_USER_ID,
): NftItemWire {
  return {
    ...i,
    buy_status: buyStatus(now, i.start_time * 1000, i.end_time * 1000, i.status),
    is_mine: i.owner === viewer,
    collect: favourites.has(i.id),
    fee_rate: i.owner === MOCK_NFT_PLATFORM_ID ? '0' : NFT_FEE_RATE,
  }
}

export const mockNftList = (now = MockNftNow) => ({
  list: [...MockNftItems]
    .sort((a, b) => b.status - a.status || b.id - a.id)
    .slice(0, 2)
    .map((i) => mockNftItemFor(i, now)),
  total: MockNftItems.length,
  page: 1,
  limit: 2,
  now: Math.floor(now / 1000),
})
