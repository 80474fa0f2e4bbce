/**
 * The NFT catalogue and sales of issue 17 (api-reference §19.2; contract src/api/contract/nft.ts,
 * rules nft-math.ts): the seeded catalogue, list / detail / artists / currencies answering the
 * contract, buying (money conserved, idempotent, every refusal with its code and nothing
 * changed), the race of 20 buyers for one item, resale (fixed and auction) and its rules, cancel,
 * favourites (toggle, owner refused, throttle) and sessions required.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  NftArtistDetailAnswer,
  NftArtistsAnswer,
  NftBuyAnswer,
  NftCollectAnswer,
  NftCurrenciesAnswer,
  NftDetailAnswer,
  NftItemAnswer,
  NftItemsAnswer,
  NftListAnswer,
} from '../../src/api/contract/nft'
import { resaleDeposit } from '../../src/api/contract/nft-math'
import type { AdjustableClock } from '../src/clock'
import { platformUserId } from '../src/nft/platform'
import { ledgerSums } from '../src/repositories/wallet'
import {
  USDT,
  funds,
  itemNamed,
  nftApp,
  nftClient,
  nftUser,
  okOf,
  refusalOf,
  snapshot,
} from './nft-helper'
import { newKey } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock

beforeEach(async () => {
  ;({ app, clock } = await nftApp())
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(`the ledger does not add up: ${sums.mismatches.length} mismatches`)
})

const HOUR = 3_600_000
const secondsFromNow = (ms: number) => String(Math.floor((clock.now() + ms) / 1000))
/** Σ of every ledger row of the NFT types, per currency. */
const nftLedgerSums = () =>
  app.db
    .prepare(
      `SELECT currency_id, SUM(available_delta) AS s FROM ledger WHERE type LIKE 'nft%'
       GROUP BY currency_id`,
    )
    .all() as { currency_id: number; s: number }[]

describe('the seeded catalogue', () => {
  it('has 24 direct sales of every media and pay type by 12 artists, and the blind boxes', async () => {
    const rows = app.db
      .prepare('SELECT type, pay_type, COUNT(*) AS n FROM nft_items GROUP BY type, pay_type')
      .all() as { type: number; pay_type: number; n: number }[]
    const count = (f: (r: { type: number; pay_type: number }) => boolean) =>
      rows.filter(f).reduce((s, r) => s + r.n, 0)
    expect(count((r) => r.pay_type !== 3)).toBe(24)
    for (const t of [1, 2, 3, 4])
      expect(count((r) => r.type === t && r.pay_type !== 3)).toBeGreaterThan(0)
    expect(count((r) => r.pay_type === 1)).toBeGreaterThan(0)
    expect(count((r) => r.pay_type === 2)).toBeGreaterThan(0)
    expect(count((r) => r.pay_type === 3)).toBeGreaterThan(0)
    const platform = platformUserId(app.db)
    const owners = app.db.prepare('SELECT DISTINCT owner_id FROM nft_items').pluck().all()
    expect(owners).toEqual([platform])
    const { api } = nftUser(app, 'viewer@nft.test')
    const artists = NftArtistsAnswer.parse(okOf(await api.artists({ limit: '50' })))
    expect(
      artists.artists.filter((a) => a.avatar.startsWith('/api/nft/media/avatar-')),
    ).toHaveLength(12)
    const all = NftListAnswer.parse(okOf(await api.list({ limit: '50' })))
    const statuses = new Set(all.items.map((i) => i.buyStatus))
    expect(statuses).toEqual(new Set([0, 1, 2]))
    for (const i of all.items) expect(i.image).toMatch(/^\/api\/nft\/media\//)
    expect(all.items.filter((i) => i.mediaType !== 'image').every((i) => i.media !== null)).toBe(
      true,
    )
  })

  it('cannot be signed in to as an artist or the platform', async () => {
    const accounts = app.db
      .prepare("SELECT account_number FROM users WHERE account_number LIKE '%nft.sandbox.invalid'")
      .pluck()
      .all() as string[]
    expect(accounts).toHaveLength(13)
    for (const account of accounts.slice(0, 2)) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: new URLSearchParams({
          type: '1',
          user_string: account,
          password: 'demo1234',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(r.json().type).not.toBe('ok')
    }
  })
})

describe('reading the catalogue', () => {
  it('lists 2 by default, status desc then id desc, at most 50, with filters', async () => {
    const { api } = nftUser(app, 'viewer@nft.test')
    const first = NftListAnswer.parse(okOf(await api.list()))
    expect(first.items).toHaveLength(2)
    expect(first.limit).toBe(2)
    const all = NftListAnswer.parse(okOf(await api.list({ limit: '50' })))
    expect(all.total).toBe(all.items.length)
    const keys = all.items.map((i) => [i.onSale ? 1 : 0, i.id] as const)
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1])
    expect(keys).toEqual(sorted)
    expect(refusalOf(await api.list({ limit: '51' }))).toBe('parameterError')
    const auctions = NftListAnswer.parse(okOf(await api.list({ limit: '50', pay_type: '2' })))
    expect(auctions.items.length).toBeGreaterThan(0)
    expect(auctions.items.every((i) => i.payType === 'auction')).toBe(true)
    const videos = NftListAnswer.parse(okOf(await api.list({ limit: '50', type: '4' })))
    expect(videos.items.every((i) => i.mediaType === 'video')).toBe(true)
    const eth = NftListAnswer.parse(okOf(await api.list({ limit: '50', currency: '2' })))
    expect(eth.items.every((i) => i.currencyName === 'ETH')).toBe(true)
    const named = NftListAnswer.parse(okOf(await api.list({ keyword: 'fog' })))
    expect(named.items.map((i) => i.name)).toEqual(['Neon Fog'])
    const none = NftListAnswer.parse(okOf(await api.list({ keyword: '%' })))
    expect(none.items).toEqual([])
    expect(refusalOf(await api.list({ pay_type: '7' }))).toBe('parameterError')
  })

  it('answers a detail by id or code with its favourites, notFound for an unknown one', async () => {
    const { api } = nftUser(app, 'viewer@nft.test')
    const tidal = itemNamed(app, 'Tidal Memory')
    const byId = NftDetailAnswer.parse(okOf(await api.detail({ id: String(tidal.id) })))
    const byCode = NftDetailAnswer.parse(okOf(await api.detail({ code: tidal.code })))
    expect(byId).toEqual(byCode)
    expect(byId.item).toMatchObject({
      code: tidal.code,
      price: '25.0000',
      feeRate: '0',
      round: 1,
      bidCount: 0,
      buyStatus: 1,
      mine: false,
      collected: false,
      authorName: 'Mara Quill',
      chain: 'HX',
    })
    expect(byId.collectNumber).toBe(0)
    expect(byId.now).toBe(Math.floor(clock.now() / 1000) * 1000)
    expect(refusalOf(await api.detail({ code: 'NOPE' }))).toBe('notFound')
    expect(refusalOf(await api.detail({ id: '99999' }))).toBe('notFound')
    expect(refusalOf(await api.detail({}))).toBe('parameterError')
  })

  it('answers artists, an artist with artworks and collects, and the currencies', async () => {
    const { api } = nftUser(app, 'viewer@nft.test')
    const page = NftArtistsAnswer.parse(okOf(await api.artists()))
    expect(page.artists).toHaveLength(10)
    expect(page.total).toBeGreaterThanOrEqual(12)
    const mara = page.artists.find((a) => a.nickname === 'Mara Quill')!
    const detail = NftArtistDetailAnswer.parse(okOf(await api.artist(mara.id)))
    expect(detail.artworks.map((i) => i.name).sort()).toEqual(['Dune Script', 'Tidal Memory'])
    expect(detail.collects).toEqual([])
    expect(refusalOf(await api.artist(99999))).toBe('notFound')
    expect(refusalOf(await api.artist('x'))).toBe('parameterError')
    const currencies = NftCurrenciesAnswer.parse(okOf(await api.currencies()))
    expect(currencies.map((c) => c.name).sort()).toEqual(['ETH', 'USDT'])
  })

  it('needs a session', async () => {
    for (const url of ['/api/bind_box/getBoxList', '/api/bind_box/getNftCurrency']) {
      const r = await app.inject({ method: 'GET', url })
      expect(r.json().type).not.toBe('ok')
    }
  })
})

describe('buyNFT', () => {
  it('sells a first sale at its price to the platform, without a fee; the item becomes the buyer’s', async () => {
    const platform = platformUserId(app.db)
    const buyer = nftUser(app, 'buyer@nft.test', '100')
    const tidal = itemNamed(app, 'Tidal Memory')
    const before = funds(app, platform)
    const bought = NftBuyAnswer.parse(okOf(await buyer.api.buy(tidal.code)))
    expect(bought.order).toMatchObject({
      code: tidal.code,
      price: '25.0000',
      fee: '0.0000',
      round: 1,
      kind: 'fixed',
    })
    expect(bought.item).toMatchObject({
      mine: true,
      onSale: false,
      listed: false,
      buyStatus: 0,
      feeRate: '0.025',
    })
    expect(funds(app, buyer.id)).toBe('75.0000')
    expect(Number(funds(app, platform)) - Number(before)).toBe(25)
    const mine = NftItemsAnswer.parse(okOf(await buyer.api.mine()))
    expect(mine.items.map((i) => i.code)).toEqual([tidal.code])
    expect(nftLedgerSums().every((r) => r.s === 0)).toBe(true)
  })

  it('answers a repeated key with the first purchase and debits once; another code under the key conflicts', async () => {
    const buyer = nftUser(app, 'buyer@nft.test', '100')
    const tidal = itemNamed(app, 'Tidal Memory')
    const key = newKey('nft')
    const first = okOf(await buyer.api.buy(tidal.code, key))
    const again = okOf(await buyer.api.buy(tidal.code, key))
    expect(again).toEqual(first)
    expect(funds(app, buyer.id)).toBe('75.0000')
    const before = snapshot(app)
    expect(refusalOf(await buyer.api.buy(itemNamed(app, 'Three Colours').code, key))).toBe(
      'idempotencyConflict',
    )
    expect(snapshot(app)).toEqual(before)
  })

  it('answers 5 simultaneous requests under one key with one purchase', async () => {
    const buyer = nftUser(app, 'buyer@nft.test', '100')
    const { code } = itemNamed(app, 'Tidal Memory')
    const key = newKey('nft')
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.api.buy(code, key)))
    const orders = answers.map((a) => NftBuyAnswer.parse(okOf(a)).order.id)
    expect(new Set(orders).size).toBe(1)
    expect(funds(app, buyer.id)).toBe('75.0000')
    expect(app.db.prepare("SELECT COUNT(*) FROM ledger WHERE type = 'nftPay'").pluck().get()).toBe(
      1,
    )
  })

  it('refuses with a translated code and changes nothing', async () => {
    const buyer = nftUser(app, 'buyer@nft.test', '20')
    const cases: [string, Record<string, string>][] = [
      ['notFound', { code: 'NOPE', idempotency_key: newKey() }],
      ['nftIsAuction', { code: itemNamed(app, 'Dune Script').code, idempotency_key: newKey() }],
      [
        'nftNotStarted',
        { code: itemNamed(app, 'Harbour at 3 AM').code, idempotency_key: newKey() },
      ],
      [
        'nftNotOnSale',
        { code: itemNamed(app, 'Black Square Variation').code, idempotency_key: newKey() },
      ],
      [
        'insufficientBalance',
        { code: itemNamed(app, 'Tidal Memory').code, idempotency_key: newKey() },
      ],
      ['insufficientBalance', { code: itemNamed(app, 'Neon Fog').code, idempotency_key: newKey() }],
      ['parameterError', { code: 'bad code!', idempotency_key: newKey() }],
      ['parameterError', { idempotency_key: newKey() }],
      ['idempotencyKeyInvalid', { code: itemNamed(app, 'Three Colours').code }],
      [
        'idempotencyKeyInvalid',
        { code: itemNamed(app, 'Three Colours').code, idempotency_key: 'short' },
      ],
    ]
    const before = snapshot(app)
    for (const [code, fields] of cases) {
      const answer = await buyer.api.send('POST', 'bind_box/buyNFT', fields)
      expect({ fields, code: refusalOf(answer) }).toEqual({ fields, code })
      expect(typeof answer.message).toBe('string')
    }
    expect(snapshot(app)).toEqual(before)
    // the owner cannot buy their own item
    const three = itemNamed(app, 'Three Colours')
    okOf(await buyer.api.buy(three.code))
    const owned = snapshot(app)
    expect(refusalOf(await buyer.api.buy(three.code))).toBe('nftOwnItem')
    expect(snapshot(app)).toEqual(owned)
  })

  it('sells one item to exactly one of 20 simultaneous buyers; the others are refused unchanged', async () => {
    const platform = platformUserId(app.db)
    const buyers = Array.from({ length: 20 }, (_, i) => nftUser(app, `racer${i}@nft.test`, '100'))
    const tidal = itemNamed(app, 'Tidal Memory')
    const platformBefore = funds(app, platform)
    const answers = await Promise.all(buyers.map((b) => b.api.buy(tidal.code)))
    const winners = answers.flatMap((a, i) => (a.type === 'ok' ? [i] : []))
    expect(winners).toHaveLength(1)
    const losers = answers.filter((a) => a.type !== 'ok')
    expect(new Set(losers.map((a) => a.code))).toEqual(new Set(['nftSold']))
    expect(losers.every((a) => typeof a.message === 'string' && a.message.length > 0)).toBe(true)
    const orders = app.db.prepare('SELECT * FROM nft_orders WHERE item_id = ?').all(tidal.id)
    expect(orders).toHaveLength(1)
    const winner = buyers[winners[0]!]!
    expect(itemNamed(app, 'Tidal Memory').owner_id).toBe(winner.id)
    buyers.forEach((b, i) =>
      expect(funds(app, b.id)).toBe(i === winners[0] ? '75.0000' : '100.0000'),
    )
    expect(Number(funds(app, platform)) - Number(platformBefore)).toBe(25)
    expect(nftLedgerSums().every((r) => r.s === 0)).toBe(true)
  })
})

describe('the sale window on the sandbox clock', () => {
  it('opens an upcoming sale at its start and closes a live one after its end', async () => {
    const buyer = nftUser(app, 'buyer@nft.test', '1000')
    const harbour = itemNamed(app, 'Harbour at 3 AM')
    const start = app.db
      .prepare('SELECT start_time FROM nft_items WHERE id = ?')
      .pluck()
      .get(harbour.id) as number
    clock.advance(start - clock.now() - 1000)
    expect(refusalOf(await buyer.api.buy(harbour.code))).toBe('nftNotStarted')
    clock.advance(1000)
    okOf(await buyer.api.buy(harbour.code))
    const tidal = itemNamed(app, 'Tidal Memory')
    const end = app.db
      .prepare('SELECT end_time FROM nft_items WHERE id = ?')
      .pluck()
      .get(tidal.id) as number
    clock.advance(end - clock.now() + 1)
    const before = snapshot(app)
    // a fresh session: the first one has expired over the weeks the clock moved
    expect(refusalOf(await nftClient(app, 'buyer@nft.test').buy(tidal.code))).toBe('nftNotOnSale')
    expect(snapshot(app)).toEqual(before)
  })
})

describe('the race for a resold item', () => {
  it('20 simultaneous buyers: one owner, one order, Σ ledger = 0 per currency over buyer, seller and platform', async () => {
    const platform = platformUserId(app.db)
    const seller = nftUser(app, 'seller@nft.test', '100')
    const { code } = itemNamed(app, 'Three Colours')
    okOf(await seller.api.buy(code))
    okOf(
      await seller.api.resell({
        code,
        pay_type: '1',
        price: '33.3333',
        start_time: secondsFromNow(0),
        end_time: secondsFromNow(HOUR),
      }),
    )
    const buyers = Array.from({ length: 20 }, (_, i) => nftUser(app, `r${i}@nft.test`, '50'))
    const ledgerBefore = app.db.prepare('SELECT MAX(id) FROM ledger').pluck().get() as number
    const sellerBefore = funds(app, seller.id)
    const platformBefore = funds(app, platform)
    const answers = await Promise.all(buyers.map((b) => b.api.buy(code)))
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(1)
    expect(new Set(answers.filter((a) => a.type !== 'ok').map((a) => a.code))).toEqual(
      new Set(['nftSold']),
    )
    const winner = buyers[answers.findIndex((a) => a.type === 'ok')]!
    expect(itemNamed(app, 'Three Colours').owner_id).toBe(winner.id)
    expect(
      app.db
        .prepare(
          'SELECT COUNT(*) FROM nft_orders WHERE item_id = (SELECT id FROM nft_items WHERE code = ?) AND round = 2',
        )
        .pluck()
        .get(code),
    ).toBe(1)
    // 2.5 % of 33.3333 = 0.83333325 → 0.8333 to the platform, 32.5000 to the seller
    expect(funds(app, winner.id)).toBe('16.6667')
    expect(Number(funds(app, seller.id)) - Number(sellerBefore)).toBeCloseTo(32.5, 8)
    expect(Number(funds(app, platform)) - Number(platformBefore)).toBeCloseTo(0.8333, 8)
    expect(buyers.filter((b) => b !== winner).map((b) => funds(app, b.id))).toEqual(
      Array.from({ length: 19 }, () => '50.0000'),
    )
    const sums = app.db
      .prepare(
        'SELECT currency_id, SUM(available_delta) AS s, COUNT(*) AS n FROM ledger WHERE id > ? GROUP BY currency_id',
      )
      .all(ledgerBefore)
    expect(sums).toEqual([{ currency_id: USDT, s: 0, n: 3 }])
  })
})

describe('resale', () => {
  async function owned(name = 'Tidal Memory') {
    const seller = nftUser(app, 'seller@nft.test', '1000')
    const item = itemNamed(app, name)
    okOf(await seller.api.buy(item.code))
    return { seller, code: item.code }
  }
  const fixed = (code: string, price = '40') => ({
    code,
    pay_type: '1',
    price,
    start_time: secondsFromNow(0),
    end_time: secondsFromNow(24 * HOUR),
  })

  it('lists at a fixed price as round 2; a buyer pays the price, the seller gets it less 2.5 %, the platform the fee', async () => {
    const platform = platformUserId(app.db)
    const { seller, code } = await owned()
    const listed = NftItemAnswer.parse(okOf(await seller.api.resell(fixed(code, '40'))))
    expect(listed.item).toMatchObject({
      round: 2,
      listed: true,
      onSale: true,
      price: '40.0000',
      listPrice: '40.0000',
      feeRate: '0.025',
      bidCount: 0,
      buyStatus: 1,
    })
    const buyer = nftUser(app, 'buyer@nft.test', '50')
    const sellerBefore = funds(app, seller.id)
    const platformBefore = funds(app, platform)
    const bought = NftBuyAnswer.parse(okOf(await buyer.api.buy(code)))
    expect(bought.order).toMatchObject({ round: 2, price: '40.0000', fee: '1.0000' })
    expect(funds(app, buyer.id)).toBe('10.0000')
    expect(Number(funds(app, seller.id)) - Number(sellerBefore)).toBe(39)
    expect(Number(funds(app, platform)) - Number(platformBefore)).toBe(1)
    expect(nftLedgerSums().every((r) => r.s === 0)).toBe(true)
    // the resold listing is the buyer's now; the seller has nothing left to sell
    expect(refusalOf(await seller.api.resell(fixed(code)))).toBe('notFound')
  })

  it('lists by auction with the deposit rule, the increment and a fresh round', async () => {
    const { seller, code } = await owned()
    const answer = okOf(
      await seller.api.resell({ ...fixed(code, '60'), pay_type: '2', per_increase: '2.5' }),
    )
    const { item } = NftItemAnswer.parse(answer)
    expect(item).toMatchObject({
      payType: 'auction',
      perIncrease: '2.5000',
      margin: resaleDeposit('60', '1'),
      round: 2,
      bidCount: 0,
    })
  })

  it('refuses what the rules forbid and changes nothing', async () => {
    const { seller, code } = await owned()
    const other = nftUser(app, 'other@nft.test', '100')
    const past = { ...fixed(code), start_time: secondsFromNow(-60_000) }
    const cases: [string, Record<string, string>, typeof seller.api][] = [
      ['nftStartInPast', past, seller.api],
      ['nftWindowInvalid', { ...fixed(code), end_time: fixed(code).start_time }, seller.api],
      ['nftWindowInvalid', { ...fixed(code), end_time: secondsFromNow(-HOUR) }, seller.api],
      [
        'nftWindowInvalid',
        { ...fixed(code), end_time: secondsFromNow(31 * 24 * HOUR) },
        seller.api,
      ],
      ['priceInvalid', fixed(code, '0'), seller.api],
      ['priceInvalid', fixed(code, '-1'), seller.api],
      ['priceTooPrecise', fixed(code, '1.00001'), seller.api],
      ['priceInvalid', { ...fixed(code), pay_type: '2' }, seller.api],
      ['parameterError', { ...fixed(code), pay_type: '3' }, seller.api],
      ['parameterError', { ...fixed(code), start_time: 'soon' }, seller.api],
      ['notFound', fixed(code), other.api],
      ['notFound', fixed(itemNamed(app, 'Three Colours').code), seller.api],
    ]
    const before = snapshot(app)
    for (const [expected, fields, api] of cases)
      expect({ fields, code: refusalOf(await api.resell(fields)) }).toEqual({
        fields,
        code: expected,
      })
    expect(snapshot(app)).toEqual(before)
    okOf(await seller.api.resell(fixed(code)))
    const listed = snapshot(app)
    expect(refusalOf(await seller.api.resell(fixed(code)))).toBe('nftListed')
    expect(snapshot(app)).toEqual(listed)
  })

  it('refuses while an auction winner has not paid, and an unopened blind box', async () => {
    const { seller, code } = await owned()
    app.db.prepare('UPDATE nft_items SET lock_order = 1 WHERE code = ?').run(code)
    const before = snapshot(app)
    expect(refusalOf(await seller.api.resell(fixed(code)))).toBe('nftPaymentPending')
    expect(refusalOf(await seller.api.cancel(code))).toBe('nftNotListed')
    expect(snapshot(app)).toEqual(before)
    const box = app.db
      .prepare(
        `SELECT code FROM nft_items WHERE pay_type = 3 AND start_time <= ? AND end_time > ? LIMIT 1`,
      )
      .pluck()
      .get(clock.now(), clock.now()) as string
    const bought = NftBuyAnswer.parse(okOf(await seller.api.buy(box)))
    expect(bought.order.kind).toBe('blindBox')
    const boxed = snapshot(app)
    expect(refusalOf(await seller.api.resell(fixed(box)))).toBe('nftBoxUnopened')
    expect(snapshot(app)).toEqual(boxed)
  })

  it('may list again once a fixed-price window has passed unsold', async () => {
    const { seller, code } = await owned()
    okOf(await seller.api.resell({ ...fixed(code), end_time: secondsFromNow(HOUR) }))
    clock.advance(2 * HOUR)
    const again = NftItemAnswer.parse(okOf(await seller.api.resell(fixed(code, '30'))))
    expect(again.item).toMatchObject({ round: 3, price: '30.0000', buyStatus: 1 })
  })
})

describe('cancelResell', () => {
  it('unlists a listing without bids; refuses one with bids, one not listed and another’s', async () => {
    const seller = nftUser(app, 'seller@nft.test', '100')
    const other = nftUser(app, 'other@nft.test', '100')
    const { code } = itemNamed(app, 'Tidal Memory')
    okOf(await seller.api.buy(code))
    expect(refusalOf(await seller.api.cancel(code))).toBe('nftNotListed')
    const listing = {
      code,
      pay_type: '2',
      price: '30',
      per_increase: '1',
      start_time: secondsFromNow(0),
      end_time: secondsFromNow(HOUR),
    }
    okOf(await seller.api.resell(listing))
    expect(refusalOf(await other.api.cancel(code))).toBe('notFound')
    app.db.prepare('UPDATE nft_items SET bid_count = 1 WHERE code = ?').run(code)
    const before = snapshot(app)
    expect(refusalOf(await seller.api.cancel(code))).toBe('nftHasBids')
    expect(snapshot(app)).toEqual(before)
    app.db.prepare('UPDATE nft_items SET bid_count = 0 WHERE code = ?').run(code)
    const cancelled = NftItemAnswer.parse(okOf(await seller.api.cancel(code)))
    expect(cancelled.item).toMatchObject({ listed: false, onSale: false, round: 2, mine: true })
    const seen = NftDetailAnswer.parse(okOf(await other.api.detail({ code })))
    expect(seen.item).toMatchObject({ buyStatus: 0, listed: false })
    expect(refusalOf(await seller.api.cancel('bad code!'))).toBe('parameterError')
  })
})

describe('keyed resale and cancellation', () => {
  it('answers a repeated key with the item as it is, once, and a changed request as a conflict', async () => {
    const seller = nftUser(app, 'keyed@nft.test', '100')
    const { code } = itemNamed(app, 'Tidal Memory')
    okOf(await seller.api.buy(code))
    const listing = {
      code,
      pay_type: '1',
      price: '30',
      start_time: secondsFromNow(0),
      end_time: secondsFromNow(HOUR),
      idempotency_key: 'resell-key-0001',
    }
    const first = NftItemAnswer.parse(okOf(await seller.api.resell(listing)))
    expect(first.item).toMatchObject({ listed: true, round: 2 })
    const listed = snapshot(app)
    const again = NftItemAnswer.parse(okOf(await seller.api.resell(listing)))
    expect(again.item).toMatchObject({ listed: true, round: 2 })
    expect(snapshot(app)).toEqual(listed)
    expect(refusalOf(await seller.api.resell({ ...listing, price: '31' }))).toBe(
      'idempotencyConflict',
    )
    const cancelled = NftItemAnswer.parse(okOf(await seller.api.cancel(code, 'cancel-key-0001')))
    expect(cancelled.item).toMatchObject({ listed: false, round: 2 })
    const done = snapshot(app)
    const repeat = NftItemAnswer.parse(okOf(await seller.api.cancel(code, 'cancel-key-0001')))
    expect(repeat.item).toMatchObject({ listed: false, round: 2 })
    expect(snapshot(app)).toEqual(done)
    expect(refusalOf(await seller.api.cancel(code, 'cancel-key-0002'))).toBe('nftNotListed')
  })
})

describe('collect', () => {
  it('toggles a favourite once a second, refuses the owner, and lists the collection', async () => {
    const fan = nftUser(app, 'fan@nft.test', '100')
    const tidal = itemNamed(app, 'Tidal Memory')
    const on = NftCollectAnswer.parse(okOf(await fan.api.collect(tidal.code)))
    expect(on).toEqual({ collected: true, collectNumber: 1 })
    const before = snapshot(app)
    const tooSoon = await fan.api.collect(tidal.code)
    expect(refusalOf(tooSoon)).toBe('requestTooFrequent')
    expect(snapshot(app)).toEqual(before)
    const collection = NftItemsAnswer.parse(okOf(await fan.api.collection()))
    expect(collection.items.map((i) => [i.code, i.collected])).toEqual([[tidal.code, true]])
    const detail = NftDetailAnswer.parse(okOf(await fan.api.detail({ code: tidal.code })))
    expect(detail).toMatchObject({ collectNumber: 1, item: { collected: true } })
    clock.advance(1000)
    const off = NftCollectAnswer.parse(okOf(await fan.api.collect(tidal.code)))
    expect(off).toEqual({ collected: false, collectNumber: 0 })
    clock.advance(1000)
    expect(refusalOf(await fan.api.collect('NOPE'))).toBe('notFound')
    clock.advance(1000)
    const three = itemNamed(app, 'Three Colours')
    okOf(await fan.api.buy(three.code))
    const owned = snapshot(app)
    expect(refusalOf(await fan.api.collect(three.code))).toBe('nftOwnItem')
    expect(snapshot(app)).toEqual(owned)
  })

  it('shows an artist’s favourites on their page', async () => {
    const fan = nftUser(app, 'fan@nft.test')
    const tidal = itemNamed(app, 'Tidal Memory')
    okOf(await fan.api.collect(tidal.code))
    const mara = app.db
      .prepare("SELECT id FROM users WHERE nickname = 'Mara Quill'")
      .pluck()
      .get() as number
    const page = NftArtistDetailAnswer.parse(
      okOf(await nftClient(app, 'fan@nft.test').artist(mara)),
    )
    expect(page.artworksCollectNumber).toBe(1)
  })
})
