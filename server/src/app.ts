/**
 * Builds the sandbox Fastify app (STYLE §2.10). `server.ts` listens; tests call `buildApp`
 * with `db: ':memory:'` and a test clock, then `app.inject(...)`.
 */
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createDevClock, systemClock, type Clock } from './clock'
import { registerAuth } from './plugins/auth'
import { registerDb } from './plugins/db'
import { registerErrorHandling } from './plugins/errors'
import { attachMarketFeed } from './market/feed'
import { createMarket, type Market } from './market/market'
import { attachRealtime } from './realtime'
import { codesRepository } from './repositories/codes'
import { favouritesRepository } from './repositories/favourites'
import { mailboxRepository } from './repositories/mailbox'
import { marketsRepository } from './repositories/markets'
import { settingsRepository } from './repositories/settings'
import { tokensRepository } from './repositories/tokens'
import { usersRepository } from './repositories/users'
import { authRoutes } from './routes/auth'
import { commonRoutes } from './routes/common'
import { devRoutes } from './routes/dev'
import { marketRoutes } from './routes/market'

export interface BuildAppOptions {
  /** SQLite file path, or ':memory:'. */
  db: string
  /** Defaults to a dev clock over the system clock (movable through POST /api/dev/clock). */
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** The built front end to serve at `/` (index.html plus assets). */
  distDir?: string
  /** Mounts /api/dev/* (mailbox, clock). Default true: this is a sandbox. */
  devTools?: boolean
  /** Seed of the price walk (same seed, same prices). Default DEFAULT_MARKET_SEED. */
  marketSeed?: number
  /** Socket batch interval in ms; 0 = no timer (tests call `app.marketFeed.flush()`). */
  feedIntervalMs?: number
}

function createRepositories(db: FastifyInstance['db']) {
  return {
    users: usersRepository(db),
    tokens: tokensRepository(db),
    codes: codesRepository(db),
    mailbox: mailboxRepository(db),
    settings: settingsRepository(db),
    markets: marketsRepository(db),
    favourites: favouritesRepository(db),
  }
}

export type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
    repos: Repositories
    market: Market
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false })
  app.decorate('clock', opts.clock ?? createDevClock(systemClock))
  registerDb(app, opts.db)
  app.decorate('repos', createRepositories(app.db))
  const { markets } = app.repos
  app.decorate(
    'market',
    createMarket({
      seed: opts.marketSeed,
      pairs: markets.listPairs(),
      currencies: markets.listCurrencies(),
      clock: app.clock,
    }),
  )
  registerAuth(app)
  registerErrorHandling(app, Boolean(opts.distDir))

  await app.register(formbody)
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(commonRoutes, { prefix: '/api' })
  await app.register(marketRoutes, { prefix: '/api' })
  if (opts.devTools ?? true) await app.register(devRoutes, { prefix: '/api/dev' })
  if (opts.distDir) await app.register(fastifyStatic, { root: opts.distDir })

  attachRealtime(app)
  app.decorate('marketFeed', attachMarketFeed(app, app.market, opts.feedIntervalMs))
  return app
}
