/**
 * The sandbox's blind-box restock (dev tools, loopback only; plugins/request-guards.ts):
 * POST /api/dev/nft/blind_box `{ series_id?, price?, count? }` lists `count` (1–20, default 1) new
 * boxes of a series (default: the first) for sale by the platform account, at `price` USDT
 * (default 20), on sale from now for 30 days, each with a fresh secret and its published
 * commitment (nft/blind-box.ts `listBlindBox`), so e2e runs and demos never run out of boxes to
 * buy and open. It lists; it never draws or chooses a content (§17.12).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { DAY_MS } from '../../../src/api/contract/ieo-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { boxByCode, listBlindBox, seriesById } from '../nft/blind-box'
import { platformUserId } from '../nft/platform'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

const RestockRequest = z.object({
  series_id: z.coerce.number().int().positive().optional(),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,4})?$/)
    .refine((v) => /[1-9]/.test(v))
    .default('20'),
  count: z.coerce.number().int().min(1).max(20).default(1),
})

export const nftBoxDevRoutes: FastifyPluginAsync = async (app) => {
  app.post('/nft/blind_box', async (request) => {
    const v = parseInput(RestockRequest, request)
    const db = app.db
    const seriesId =
      v.series_id ??
      (db.prepare('SELECT id FROM nft_box_series ORDER BY id LIMIT 1').pluck().get() as
        number | undefined)
    const series = seriesId === undefined ? undefined : seriesById(db, seriesId)
    if (!series) throw new Refusal('notFound')
    const at = app.clock.now()
    const platform = platformUserId(db, at)
    const scale = db
      .prepare('SELECT decimal_scale FROM currencies WHERE id = ?')
      .pluck()
      .get(USDT_ID) as number
    const cover = `/api/nft/media/box-0${((series.id - 1) % 2) + 1}.svg`
    const listed = db.transaction(() =>
      Array.from({ length: v.count }, () => {
        const code = `BOX-DEV-${randomBytes(5).toString('hex').toUpperCase()}`
        listBlindBox(
          db,
          {
            seriesId: series.id,
            code,
            name: `${series.name} blind box`,
            description: `A box of the ${series.name} series. The content is drawn when you open it, and you can check the draw.`,
            image: cover,
            currencyId: USDT_ID,
            priceUnits: Number(toUnits(v.price, scale)),
            startTime: at,
            endTime: at + 30 * DAY_MS,
            sellerId: platform,
            authorId: platform,
          },
          at,
        )
        return { code, commitment: boxByCode(db, code)!.commitment }
      }),
    )()
    app.log.info(`[nft] listed ${listed.length} blind boxes of ${series.name}`)
    return ok({ series_id: series.id, price: v.price, boxes: listed })
  })
}

export const routes = routeModule(nftBoxDevRoutes, { prefix: '/api/dev' })
