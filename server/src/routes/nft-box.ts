/**
 * Blind boxes, "bind_box" (issue 17; api-reference §19.2 openBlindBox, §17.12; contract
 * src/api/contract/nft-box.ts, the draw nft-box-math.ts, the rules server/src/nft/blind-box.ts):
 * - GET `bind_box/getBlindBoxInfo` `{ code }`, public (a session only adds `is_owner`): what the
 *   box published (series, odds, contents, commitment) and, once opened, what it revealed.
 * - POST `bind_box/openBlindBox` `{ code, client_seed }`: the caller's own, unopened, bought box
 *   is drawn and becomes the drawn template; a repeat answers the first opening.
 * Buying a box is N1's buyNFT (routes/nft.ts); a box is never drawn before it is opened.
 */
import type { FastifyPluginAsync } from 'fastify'
import { BlindBoxInfoRequest, OpenBlindBoxRequest } from '../../../src/api/contract/nft-box'
import { ok } from '../envelope'
import { boxInfoWire, openBlindBox } from '../nft/blind-box'
import { requireUser, resolveSession, tokenFromHeader } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { parseInput } from '../validation'

export const nftBoxRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.clock.now()

  app.get('/bind_box/getBlindBoxInfo', async (request) => {
    const v = parseInput(BlindBoxInfoRequest, request)
    const user = resolveSession(app, tokenFromHeader(request.headers.authorization))
    return ok(boxInfoWire(app.db, v.code, user?.id ?? null, now()))
  })

  app.post('/bind_box/openBlindBox', { preHandler: requireUser }, async (request) => {
    const v = parseInput(OpenBlindBoxRequest, request)
    const userId = request.user!.id
    const at = now()
    openBlindBox(app.db, userId, v.code, v.client_seed, at)
    return ok(boxInfoWire(app.db, v.code, userId, at))
  })
}

export const routes = routeModule(nftBoxRoutes, { prefix: '/api' })
