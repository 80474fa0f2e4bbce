/**
 * NFT auctions, "bind_box" (api-reference §19.2 auctionNFT, getBindBoxQuotationLog,
 * getMyBindBoxQuotationLog, the sandbox's getAuctionInfo (the bid sheet's figures), getNeedPayNFTOrder, payNFTOrder, readNFTOrderMessage; contract
 * src/api/contract/nft-auction.ts, rules nft-auction-math.ts, sandbox nft/auction.ts). All need a
 * session. Bidding and paying are idempotent by (user, idempotency_key): a repeat answers the
 * first answer, another request under the key is `idempotencyConflict`; a retried bid never bids
 * twice. Every route runs the auction job first (nft/auction-job.ts), so a round past its end is
 * never answered open and an order past its deadline never answered payable. `marginNFT` (§19.2:
 * routed, no method) is not built: the deposit is held by the first bid.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  NftAuctionInfoRequest,
  NftBidLogRequest,
  NftBidRequest,
  NftMyBidsRequest,
  NftPayRequest,
  NftReadOrderRequest,
  type NftBidWireAnswer,
  type NftWinnerOrderWire,
} from '../../../src/api/contract/nft-auction'
import { ok } from '../envelope'
import type { BidOutcome } from '../nft/auction'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const nftAuctionRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const job = () => app.nftAuction
  const settleDue = () => job().run()

  app.post('/bind_box/auctionNFT', auth, async (request) => {
    const v = parseInput(NftBidRequest, request)
    const userId = request.user!.id
    const key = idempotent('bind_box/auctionNFT', v)
    const previous = wallet.stored<NftBidWireAnswer>(userId, key)
    if (previous) return ok(previous)
    settleDue()
    let outcome: BidOutcome | undefined
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        outcome = job().repo.bid(userId, v.code, v.price, v.total, now())
        return outcome.answer
      }),
    )
    if (!replayed && outcome) job().emitBid(outcome)
    return ok(answer)
  })

  app.post('/bind_box/getBindBoxQuotationLog', auth, async (request) => {
    const v = parseInput(NftBidLogRequest, request)
    settleDue()
    return ok(job().repo.bidLog(v.code, request.user!.id))
  })

  app.post('/bind_box/getAuctionInfo', auth, async (request) => {
    const v = parseInput(NftAuctionInfoRequest, request)
    settleDue()
    return ok(job().repo.info(request.user!.id, v.code, now()))
  })

  app.post('/bind_box/getMyBindBoxQuotationLog', auth, async (request) => {
    const v = parseInput(NftMyBidsRequest, request)
    settleDue()
    return ok(job().repo.myBids(request.user!.id, v.limit, (v.page - 1) * v.limit))
  })

  app.post('/bind_box/getNeedPayNFTOrder', auth, async (request) => {
    settleDue()
    return ok(job().repo.orders(request.user!.id, now()))
  })

  app.post('/bind_box/payNFTOrder', auth, async (request) => {
    const v = parseInput(NftPayRequest, request)
    const userId = request.user!.id
    const key = idempotent('bind_box/payNFTOrder', v)
    const previous = wallet.stored<NftWinnerOrderWire>(userId, key)
    if (previous) return ok(job().repo.order(userId, previous.id, now()))
    settleDue()
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => job().repo.pay(userId, v.id, now())),
    )
    return ok(replayed ? job().repo.order(userId, answer.id, now()) : answer)
  })

  const read = async (request: Parameters<typeof requireUser>[0]) => {
    const v = parseInput(NftReadOrderRequest, request)
    settleDue()
    return ok(job().repo.read(request.user!.id, v.id, now()))
  }
  app.post('/bind_box/readNFTOrderMessage', auth, read)
  app.get('/bind_box/readNFTOrderMessage', auth, read)
}

export const routes = routeModule(nftAuctionRoutes, { prefix: '/api' })
