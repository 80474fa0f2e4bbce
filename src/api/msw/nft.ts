/**
 * MSW handlers for the NFT catalogue and sales (stories and unit tests), answering the eleven
 * `bind_box` endpoints of contract/nft.ts like the sandbox (server/src/routes/nft.ts).
 * `createNftMock()` keeps the items (nft.fixtures' MockNftItems), the caller's favourites, funds
 * (the funds account `balances.change` of the item's currency; pass a wallet mock's `balances()`
 * to share it) and idempotency keys in memory, and decides with nft-math only (buyIssue,
 * saleSplit, resellIssue, resaleDeposit) in the sandbox's order: a buy debits the price and makes
 * the item the caller's, a resale starts round + 1, a cancel unlists a listing without bids, a
 * favourite toggles at most once a second (`requestTooFrequent`). A refused request changes
 * nothing and a repeated key answers the first purchase. Time is the mock's `now`
 * (MockNftNow); `advance(ms)` moves it.
 */
import { http } from 'msw'
import {
  COLLECT_INTERVAL_MS,
  NftArtistRequest,
  NftArtistsRequest,
  NftBuyRequest,
  NftCancelResellRequest,
  NftCodeRequest,
  NftDetailRequest,
  NftListRequest,
  NftResellRequest,
  type NftItemWire,
  type NftOrderWire,
} from '@/api/contract/nft'
import {
  MOCK_NFT_PLATFORM_ID,
  MOCK_NFT_USER_ID,
  MockNftArtists,
  MockNftItems,
  MockNftNow,
  mockNftItemFor,
} from '@/api/contract/nft.fixtures'
import { buyIssue, resaleDeposit, resellIssue, saleSplit } from '@/api/contract/nft-math'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/${path}`
/** USDT per unit of the mock's currencies, for the auction deposit (ETH as the fixtures price it). */
const USDT_PRICES: Record<number, string> = { 1: '60000', 2: '3000', 3: '1' }

export interface NftMockState {
  items?: NftItemWire[]
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  favourites?: number[]
  now?: number
}

export function createNftMock(initial: NftMockState = {}) {
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let items = structuredClone(initial.items ?? MockNftItems)
  const favourites = new Set(initial.favourites ?? [])
  /** Favourites of other users, by item id (collect_number counts them too). */
  const othersFavourites = new Map<number, number>()
  let now = initial.now ?? MockNftNow
  let lastCollect: number | null = null
  const orders: (NftOrderWire & { item_id: number })[] = []
  const { replay, remember } = idempotentAnswers()

  const seconds = () => Math.floor(now / 1000)
  const view = (i: NftItemWire) => mockNftItemFor(i, now, favourites)
  const byCode = (code: string) => items.find((i) => i.code === code)
  const update = (id: number, change: Partial<NftItemWire>) => {
    items = items.map((i) => (i.id === id ? { ...i, ...change, updated: seconds() } : i))
    return items.find((i) => i.id === id)!
  }
  const collectNumber = (id: number) =>
    (favourites.has(id) ? 1 : 0) + (othersFavourites.get(id) ?? 0)
  const funds = (currency: number, scale: number) =>
    balances.change[currency]?.available ?? fromUnits(0n, scale)
  const credit = (currency: number, scale: number, units: bigint) => {
    const b = balances.change[currency] ?? {
      available: fromUnits(0n, scale),
      locked: fromUnits(0n, scale),
    }
    balances.change[currency] = {
      ...b,
      available: fromUnits(toUnits(b.available, scale) + units, scale),
    }
  }
  const one = (i: NftItemWire) => ({ ...view(i), now: seconds() })

  const handlers = {
    list: http.get(api('bind_box/getBoxList'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftListRequest, request)
      if (!data) return refusal
      const keyword = data.keyword?.toLowerCase()
      const found = items
        .filter(
          (i) =>
            (data.currency === undefined || i.currency_id === data.currency) &&
            (data.pay_type === undefined || i.pay_type === data.pay_type) &&
            (data.status === undefined || i.status === data.status) &&
            (data.type === undefined || i.type === data.type) &&
            (!keyword || i.name.toLowerCase().includes(keyword)),
        )
        .sort((a, b) => b.status - a.status || b.id - a.id)
      const start = (data.page - 1) * data.limit
      return ok({
        list: found.slice(start, start + data.limit).map(view),
        total: found.length,
        page: data.page,
        limit: data.limit,
        now: seconds(),
      })
    }),

    detail: http.get(api('bind_box/getBoxDetail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftDetailRequest, request)
      if (!data) return refusal
      const i = items.find(
        (x) =>
          (data.id === undefined || x.id === data.id) &&
          (data.code === undefined || x.code === data.code),
      )
      if (!i) return fail('notFound')
      return ok({ ...one(i), collect_number: collectNumber(i.id) })
    }),

    artists: http.get(api('bind_box/getArtist'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftArtistsRequest, request)
      if (!data) return refusal
      const all = MockNftArtists.map((a) => ({
        ...a,
        artworks_number: items.filter((i) => i.author_id === a.id).length,
      })).sort((a, b) => b.artworks_number - a.artworks_number || a.id - b.id)
      const start = (data.page - 1) * data.limit
      return ok({
        list: all.slice(start, start + data.limit),
        total: all.length,
        page: data.page,
        limit: data.limit,
      })
    }),

    artist: http.get(api('bind_box/getArtistDetail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftArtistRequest, request)
      if (!data) return refusal
      const a = MockNftArtists.find((x) => x.id === data.uid)
      if (!a) return fail('notFound')
      const works = items.filter((i) => i.author_id === a.id)
      return ok({
        ...a,
        artworks_number: works.length,
        artworks: works.map(view),
        collects: [],
        artworks_collect_number: works.reduce((s, i) => s + collectNumber(i.id), 0),
        now: seconds(),
      })
    }),

    collect: http.post(api('bind_box/collect'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftCodeRequest, request)
      if (!data) return refusal
      if (lastCollect !== null && now - lastCollect < COLLECT_INTERVAL_MS)
        return fail('requestTooFrequent')
      const i = byCode(data.code)
      if (!i) return fail('notFound')
      if (i.owner === MOCK_NFT_USER_ID) return fail('nftOwnItem')
      if (favourites.has(i.id)) favourites.delete(i.id)
      else favourites.add(i.id)
      lastCollect = now
      return ok({ collect: favourites.has(i.id), collect_number: collectNumber(i.id) })
    }),

    collection: http.get(api('bind_box/getCollection'), () =>
      ok({ list: items.filter((i) => favourites.has(i.id)).map(view), now: seconds() }),
    ),

    currencies: http.get(api('bind_box/getNftCurrency'), () => {
      const seen = new Map(
        items.map((i) => [
          i.currency_id,
          { id: i.currency_id, name: i.currency_name, decimal_scale: i.decimal_scale },
        ]),
      )
      return ok([...seen.values()].sort((a, b) => a.id - b.id))
    }),

    buy: http.post(api('bind_box/buyNFT'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftBuyRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const i = byCode(data.code)
      if (!i) return fail('notFound')
      if (i.pay_type === 2) return fail('nftIsAuction')
      if (i.owner === MOCK_NFT_USER_ID) return fail('nftOwnItem')
      if (orders.some((o) => o.item_id === i.id && o.round === i.round)) return fail('nftSold')
      const issue = buyIssue(now, i.start_time * 1000, i.end_time * 1000, i.status)
      if (issue) return fail(issue)
      const scale = i.decimal_scale
      if (toUnits(funds(i.currency_id, scale), scale) < toUnits(i.price, scale))
        return fail('insufficientBalance')
      const { fee } = saleSplit(i.price, scale, i.owner === MOCK_NFT_PLATFORM_ID)
      credit(i.currency_id, scale, -toUnits(i.price, scale))
      const order = {
        id: orders.length + 1,
        item_id: i.id,
        code: i.code,
        round: i.round,
        kind: i.pay_type === 3 ? ('blindBox' as const) : ('fixed' as const),
        price: i.price,
        fee,
        currency_id: i.currency_id,
        currency_name: i.currency_name,
        created: seconds(),
      }
      orders.push(order)
      const bought = update(i.id, {
        owner: MOCK_NFT_USER_ID,
        owner_name: 'demo',
        status: 0,
        resell_nft_status: 0,
        lock_order: 0,
      })
      const { item_id: _id, ...wire } = order
      return remember(data.idempotency_key, seen.fingerprint, {
        order: wire,
        item: view(bought),
        now: seconds(),
      })
    }),

    mine: http.post(api('bind_box/getMyNFTs'), () =>
      ok({
        list: items
          .filter((i) => i.owner === MOCK_NFT_USER_ID)
          .sort((a, b) => b.updated - a.updated || b.id - a.id)
          .map(view),
        now: seconds(),
      }),
    ),

    resell: http.post(api('bind_box/resellNFT'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftResellRequest, request)
      if (!data) return refusal
      const key = data.idempotency_key
      const seen = key === undefined ? null : replay(key, data)
      if (seen?.response) return seen.response
      const i = byCode(data.code)
      if (!i || i.owner !== MOCK_NFT_USER_ID) return fail('notFound')
      if (i.lock_order === 1) return fail('nftPaymentPending')
      if (i.resell_nft_status === 1 && (i.pay_type !== 1 || now <= i.end_time * 1000))
        return fail('nftListed')
      if (i.pay_type === 3 && i.rarity_status === 0) return fail('nftBoxUnopened')
      const payType = data.pay_type === 2 ? 2 : 1
      const terms = {
        payType,
        price: data.price,
        perIncrease: data.per_increase,
        start: data.start_time * 1000,
        end: data.end_time * 1000,
      } as const
      const issue = resellIssue(terms, now, i.decimal_scale)
      if (issue) return fail(issue)
      const scale = i.decimal_scale
      const price = fromUnits(toUnits(data.price, scale), scale)
      const listed = update(i.id, {
        pay_type: payType,
        price,
        list_price: price,
        per_increase: fromUnits(payType === 2 ? toUnits(data.per_increase!, scale) : 0n, scale),
        margin:
          payType === 2 ? resaleDeposit(data.price, USDT_PRICES[i.currency_id] ?? '1') : '0.0000',
        start_time: data.start_time,
        end_time: data.end_time,
        status: 1,
        resell_nft_status: 1,
        round: i.round + 1,
        bid_count: 0,
      })
      return key && seen ? remember(key, seen.fingerprint, one(listed)) : ok(one(listed))
    }),

    cancelResell: http.post(api('bind_box/cancelResell'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftCancelResellRequest, request)
      if (!data) return refusal
      const key = data.idempotency_key
      const seen = key === undefined ? null : replay(key, data)
      if (seen?.response) return seen.response
      const i = byCode(data.code)
      if (!i || i.owner !== MOCK_NFT_USER_ID) return fail('notFound')
      if (i.resell_nft_status === 0) return fail('nftNotListed')
      if (i.lock_order === 1) return fail('nftPaymentPending')
      if (i.bid_count > 0) return fail('nftHasBids')
      const unlisted = one(update(i.id, { status: 0, resell_nft_status: 0 }))
      return key && seen ? remember(key, seen.fingerprint, unlisted) : ok(unlisted)
    }),
  }

  return {
    handlers,
    list: Object.values(handlers),
    items: () => items.map(view),
    balances: () => balances,
    /** Moves the mock's clock. */
    advance(ms: number) {
      now += ms
    },
    /** Someone else favourited `code` (for counts in stories). */
    favouritedByOthers(code: string, n = 1) {
      const i = byCode(code)
      if (i) othersFavourites.set(i.id, (othersFavourites.get(i.id) ?? 0) + n)
    },
  }
}

export const nftHandlers = createNftMock().handlers

const paths = {
  list: ['get', 'bind_box/getBoxList'],
  detail: ['get', 'bind_box/getBoxDetail'],
  artists: ['get', 'bind_box/getArtist'],
  artist: ['get', 'bind_box/getArtistDetail'],
  collect: ['post', 'bind_box/collect'],
  collection: ['get', 'bind_box/getCollection'],
  currencies: ['get', 'bind_box/getNftCurrency'],
  buy: ['post', 'bind_box/buyNFT'],
  mine: ['post', 'bind_box/getMyNFTs'],
  resell: ['post', 'bind_box/resellNFT'],
  cancelResell: ['post', 'bind_box/cancelResell'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const nftPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const nftDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const nftRefused = failures.refused

export const nftScenarios = {
  listPending: nftPending('list'),
  listDown: nftDown('list'),
  detailPending: nftPending('detail'),
  detailDown: nftDown('detail'),
  detailNotFound: nftRefused('detail', 'notFound'),
  collectTooFrequent: nftRefused('collect', 'requestTooFrequent'),
  buyPending: nftPending('buy'),
  buyDown: nftDown('buy'),
  buySold: nftRefused('buy', 'nftSold'),
  buyNotStarted: nftRefused('buy', 'nftNotStarted'),
  buyNotOnSale: nftRefused('buy', 'nftNotOnSale'),
  buyInsufficientBalance: nftRefused('buy', 'insufficientBalance'),
  buyConflict: nftRefused('buy', 'idempotencyConflict'),
  minePending: nftPending('mine'),
  mineDown: nftDown('mine'),
  resellPending: nftPending('resell'),
  resellStartInPast: nftRefused('resell', 'nftStartInPast'),
  resellWindowInvalid: nftRefused('resell', 'nftWindowInvalid'),
  resellListed: nftRefused('resell', 'nftListed'),
  resellBoxUnopened: nftRefused('resell', 'nftBoxUnopened'),
  cancelHasBids: nftRefused('cancelResell', 'nftHasBids'),
}
