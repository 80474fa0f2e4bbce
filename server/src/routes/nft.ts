/**
 * NFT marketplace catalogue and sales, "bind_box" (api-reference §19.2; contract
 * src/api/contract/nft.ts, formulas nft-math.ts; auctions are routes/nft-auction.ts, blind boxes
 * routes/nft-box.ts, media routes/nft-media.ts). Every endpoint needs a session. `buyNFT` is
 * idempotent by (user, idempotency_key): a repeat answers the first purchase as it is now,
 * another request under the key is `idempotencyConflict`; the sale is one SQLite transaction
 * with its ledger rows and the key's record (repositories/nft.ts `buy` → nft/sale.ts).
 * `resellNFT` and `cancelResell` are idempotent the same way when they carry a key.
 * `collect` toggles at most once per second per user (`requestTooFrequent`, on the sandbox clock).
 */
import type { FastifyPluginAsync } from 'fastify'
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
  type NftOrderWire,
} from '../../../src/api/contract/nft'
import { ok } from '../envelope'
import { itemWire, orderWire, unixSeconds, type Viewer } from '../nft/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import type { NftItemRow } from '../repositories/nft'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'
import { walletPolicy } from '../wallet/policy'

export const nftRoutes: FastifyPluginAsync = async (app) => {
  const { nft, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const { usdtPrice } = walletPolicy(app)
  const lastCollect = new Map<number, number>()

  const viewer = (userId: number): Viewer => ({
    userId,
    favourites: nft.favourites(userId),
    platformId: nft.platformId(now()),
  })
  const wires = (rows: NftItemRow[], userId: number) => {
    const v = viewer(userId)
    const at = now()
    return rows.map((r) => itemWire(r, v, at))
  }
  const one = (row: NftItemRow, userId: number) => ({
    ...itemWire(row, viewer(userId), now()),
    now: unixSeconds(now()),
  })

  app.get('/bind_box/getBoxList', auth, async (request) => {
    const v = parseInput(NftListRequest, request)
    const { rows, total } = nft.list(v, v.limit, (v.page - 1) * v.limit)
    return ok({
      list: wires(rows, request.user!.id),
      total,
      page: v.page,
      limit: v.limit,
      now: unixSeconds(now()),
    })
  })

  app.get('/bind_box/getBoxDetail', auth, async (request) => {
    const v = parseInput(NftDetailRequest, request)
    const row = v.id !== undefined ? nft.item(v.id) : nft.itemByCode(v.code!)
    if (!row || (v.code !== undefined && row.code !== v.code)) throw new Refusal('notFound')
    return ok({ ...one(row, request.user!.id), collect_number: row.collect_number })
  })

  app.get('/bind_box/getArtist', auth, async (request) => {
    const v = parseInput(NftArtistsRequest, request)
    const { rows, total } = nft.artists(v.limit, (v.page - 1) * v.limit)
    return ok({ list: rows, total, page: v.page, limit: v.limit })
  })

  app.get('/bind_box/getArtistDetail', auth, async (request) => {
    const v = parseInput(NftArtistRequest, request)
    const artist = nft.artist(v.uid)
    if (!artist) throw new Refusal('notFound')
    const userId = request.user!.id
    return ok({
      ...artist,
      artworks: wires(nft.byAuthor(artist.id), userId),
      collects: wires(nft.collectedBy(artist.id), userId),
      artworks_collect_number: nft.artworksFavourites(artist.id),
      now: unixSeconds(now()),
    })
  })

  app.post('/bind_box/collect', auth, async (request) => {
    const v = parseInput(NftCodeRequest, request)
    const userId = request.user!.id
    const at = now()
    const last = lastCollect.get(userId)
    if (last !== undefined && at - last < COLLECT_INTERVAL_MS)
      throw new Refusal('requestTooFrequent', {
        retryAfterSeconds: Math.ceil((last + COLLECT_INTERVAL_MS - at) / 1000),
      })
    const answer = app.db.transaction(() => nft.toggleFavourite(userId, v.code, at)).immediate()
    lastCollect.set(userId, at)
    return ok(answer)
  })

  app.get('/bind_box/getCollection', auth, async (request) => {
    const userId = request.user!.id
    return ok({ list: wires(nft.collectedBy(userId), userId), now: unixSeconds(now()) })
  })

  app.get('/bind_box/getNftCurrency', auth, async () => ok(nft.currencies()))

  app.post('/bind_box/buyNFT', auth, async (request) => {
    const v = parseInput(NftBuyRequest, request)
    const userId = request.user!.id
    const key = idempotent('bind_box/buyNFT', v)
    const answer = (order: NftOrderWire) => {
      const row = nft.item(nft.order(userId, order.id).item_id)!
      return {
        order: orderWire(nft.order(userId, order.id)),
        item: one(row, userId),
        now: unixSeconds(now()),
      }
    }
    const previous = wallet.stored<NftOrderWire>(userId, key)
    if (previous) return ok(answer(previous))
    const { answer: order } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () =>
        orderWire(nft.order(userId, nft.buy(userId, v.code, now()))),
      ),
    )
    return ok(answer(order))
  })

  app.post('/bind_box/getMyNFTs', auth, async (request) => {
    const userId = request.user!.id
    return ok({ list: wires(nft.byOwner(userId), userId), now: unixSeconds(now()) })
  })

  /**
   * Runs a listing change once per idempotency key when the request has one: a repeat answers
   * the item as it is now (the first answer's code is what is stored), another request under
   * the key is `idempotencyConflict`; without a key it simply runs.
   */
  const keyedChange = (
    userId: number,
    endpoint: string,
    v: { code: string; idempotency_key?: string },
    change: () => NftItemRow,
  ): NftItemRow => {
    if (v.idempotency_key === undefined) return app.db.transaction(change).immediate()
    const key = idempotent(endpoint, { ...v, idempotency_key: v.idempotency_key })
    const { answer } = wallet.once(userId, key, now(), () => ({ code: change().code }))
    return nft.itemByCode(answer.code)!
  }

  app.post('/bind_box/resellNFT', auth, async (request) => {
    const v = parseInput(NftResellRequest, request)
    const userId = request.user!.id
    const row = keyedChange(userId, 'bind_box/resellNFT', v, () => {
      const it = nft.itemByCode(v.code)
      const rate = it ? usdtPrice(it.currency_id) : undefined
      if (!it || it.owner_id !== userId) throw new Refusal('notFound')
      if (rate === undefined) throw new Refusal('currencyNotSupported')
      return nft.resell(
        userId,
        v.code,
        {
          payType: v.pay_type === 2 ? 2 : 1,
          price: v.price,
          perIncrease: v.per_increase,
          start: v.start_time * 1000,
          end: v.end_time * 1000,
          usdtPrice: rate,
        },
        now(),
      )
    })
    return ok(one(row, userId))
  })

  app.post('/bind_box/cancelResell', auth, async (request) => {
    const v = parseInput(NftCancelResellRequest, request)
    const userId = request.user!.id
    const row = keyedChange(userId, 'bind_box/cancelResell', v, () =>
      nft.cancel(userId, v.code, now()),
    )
    return ok(one(row, userId))
  })
}

export const routes = routeModule(nftRoutes, { prefix: '/api' })
