/**
 * Builds the sandbox Fastify app (STYLE §2.10). `server.ts` listens; tests call `buildApp`
 * with `db: ':memory:'` and a test clock, then `app.inject(...)`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { CONVERT_INTERVAL_SECONDS } from '../../src/api/contract/wallet'
import { createDevClock, systemClock, type Clock } from './clock'
import { createGroupCommit } from './group-commit'
import { registerAuth } from './plugins/auth'
import { registerDb } from './plugins/db'
import { registerErrorHandling } from './plugins/errors'
import { registerRequestGuards } from './plugins/request-guards'
import { registerRoutes } from './plugins/routes'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerStatic } from './plugins/static'
import { attachMarketFeed } from './market/feed'
import type { MarketEngine, MarketSeed } from './market/engine'
import { createMarket, type Market } from './market/market'
import { storedMarketSeed, weakSeedWarning } from './market/seed'
import { parseAllowedOrigins } from './network'
import { attachRealtime } from './realtime'
import { areasRepository } from './repositories/areas'
import { codesRepository } from './repositories/codes'
import { contentRepository } from './repositories/content'
import { couponRepository } from './repositories/coupon'
import { favouritesRepository } from './repositories/favourites'
import { inviteRepository } from './repositories/invite'
import { kycRepository } from './repositories/kyc'
import { mailboxRepository } from './repositories/mailbox'
import { marketsRepository } from './repositories/markets'
import { messageRepository } from './repositories/message'
import { chatRepository } from './repositories/chat'
import { payoutRepository } from './repositories/payout'
import { settingsRepository } from './repositories/settings'
import { throttleRepository } from './repositories/throttle'
import { tokensRepository } from './repositories/tokens'
import { uploadsRepository } from './repositories/uploads'
import { usersRepository } from './repositories/users'
import { walletRepository } from './repositories/wallet'
import { spotRepository } from './repositories/spot'
import { leverRepository } from './repositories/lever'
import { microRepository } from './repositories/micro'
import { followRepository } from './repositories/follow'
import { dualRepository } from './repositories/dual'
import { lockmingRepository } from './repositories/lockming'
import { ieoRepository } from './repositories/ieo'
import { nftRepository } from './repositories/nft'
import { quizRepository } from './repositories/quiz'
import { borrowRepository } from './repositories/borrow'
import { otcRepository } from './repositories/otc'
import { quickBuyRepository } from './repositories/quick-buy'
import { attachSpotMatcher } from './spot/matcher'
import { attachOvernightJob } from './lever/overnight'
import { attachLeverWatcher } from './lever/watcher'
import { attachMicroSettler } from './micro/settler'
import { attachFollowCopier } from './follow/copier'
import { attachDualJob } from './dual/settler'
import { seedTraders } from './follow/seed'
import { attachLockmingJob } from './lockming/job'
import { attachIeoDelivery } from './ieo/delivery'
import { attachQuizJob } from './quiz/job'
import { attachBorrowJob } from './borrow/keeper'
import { seedIeoProjects } from './ieo/seed'
import { attachOtcExpiry } from './otc/expiry'
import { seedOtcMerchants } from './otc/merchants'
import { attachNftAuctionJob, attachNftItemRooms } from './nft/auction-job'
import { attachQuickBuyExpiry } from './quick-buy/expiry'

export interface BuildAppOptions {
  /** SQLite file path, or ':memory:'. */
  db: string
  /** Defaults to a dev clock over the system clock (movable through POST /api/dev/clock). */
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** The built front end to serve at `/` (index.html plus assets). */
  distDir?: string
  /**
   * Mounts /api/dev/* (mailbox, clock, KYC and wallet review, messages), answering only loopback
   * Host headers (plugins/request-guards.ts). Default true; server.ts turns it on only on loopback.
   */
  devTools?: boolean
  /**
   * Origins besides the request's own host whose pages may change state (a front end served
   * elsewhere with VITE_API_BASE). Default: SANDBOX_ALLOWED_ORIGINS (comma-separated).
   */
  allowedOrigins?: string[]
  /**
   * Seed of the price walk (same seed, same prices): the material of its secret key. Default:
   * the database's own 256-bit seed, drawn at first start (market/seed.ts). Tests pass
   * DEFAULT_MARKET_SEED.
   */
  marketSeed?: MarketSeed
  /**
   * Socket batch interval in ms, also how often the spot matcher looks for a new tick; 0 = no
   * timer (tests call `app.marketFeed.flush()` and `app.spotMatcher.match()`).
   */
  feedIntervalMs?: number
  /**
   * Where uploaded pictures are written. Default: `SANDBOX_UPLOADS`, else `uploads/` beside the
   * database file (data/uploads); with `db: ':memory:'` a temporary folder removed on close.
   */
  uploadsDir?: string
  /**
   * The scripted KYC reviewer approves submissions this many seconds (sandbox clock) after they
   * were made; 0 = off, review only through POST /api/dev/kyc/review. Default:
   * `SANDBOX_KYC_AUTO_APPROVE_SECONDS`, else 0.
   */
  kycAutoApproveSeconds?: number
  /**
   * The scripted operator credits deposit claims this many seconds (sandbox clock) after they were
   * made; 0 = off, review only through POST /api/dev/wallet/deposit/review. Default:
   * `SANDBOX_DEPOSIT_AUTO_CREDIT_SECONDS`, else 0.
   */
  depositAutoCreditSeconds?: number
  /**
   * One new conversion per user per this many seconds; 0 = off (load tests). Default:
   * `SANDBOX_CONVERT_INTERVAL_SECONDS`, else CONVERT_INTERVAL_SECONDS (3).
   */
  convertIntervalSeconds?: number
  /**
   * Tests only: wraps the price engine, so a test chooses the price path (server/test/price-path.ts).
   * No endpoint moves or sets prices. Quotes, candles and depth keep the walk; `market.price`,
   * `market.engine` (what settles) answer from the wrapper.
   */
  engine?: (engine: MarketEngine) => MarketEngine
  /**
   * Seeds the copy-trading traders from the engine's past prices (follow/seed.ts) when they do not
   * exist yet. Default: on for a database file unless `SANDBOX_SEED_TRADERS=0`; off in memory.
   */
  seedTraders?: boolean
}

function createRepositories(db: FastifyInstance['db']) {
  const wallet = walletRepository(db)
  return {
    users: usersRepository(db),
    tokens: tokensRepository(db),
    throttle: throttleRepository(db),
    codes: codesRepository(db),
    mailbox: mailboxRepository(db),
    settings: settingsRepository(db),
    markets: marketsRepository(db),
    favourites: favouritesRepository(db),
    kyc: kycRepository(db),
    uploads: uploadsRepository(db),
    areas: areasRepository(db),
    content: contentRepository(db),
    payout: payoutRepository(db),
    invite: inviteRepository(db),
    coupon: couponRepository(db),
    wallet,
    spot: spotRepository(db, wallet),
    lever: leverRepository(db, wallet),
    micro: microRepository(db, wallet),
    follow: followRepository(db),
    dual: dualRepository(db, wallet),
    lockming: lockmingRepository(db, wallet),
    ieo: ieoRepository(db, wallet),
    nft: nftRepository(db),
    quiz: quizRepository(db, wallet, messageRepository(db)),
    borrow: borrowRepository(db, wallet, messageRepository(db)),
    quickBuy: quickBuyRepository(db, wallet),
    message: messageRepository(db),
    chat: chatRepository(db),
    otc: otcRepository(db, wallet, messageRepository(db)),
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

function uploadsFolder(app: FastifyInstance, opts: BuildAppOptions): string {
  const configured = opts.uploadsDir ?? process.env.SANDBOX_UPLOADS
  if (configured) return resolve(configured)
  if (opts.db !== ':memory:') return join(dirname(resolve(opts.db)), 'uploads')
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-uploads-'))
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function autoApproveSeconds(opts: BuildAppOptions): number {
  const seconds =
    opts.kycAutoApproveSeconds ?? Number(process.env.SANDBOX_KYC_AUTO_APPROVE_SECONDS ?? 0)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}

/** A non-negative number of seconds from the environment, or undefined. */
function envSeconds(name: string): number | undefined {
  const value = process.env[name]
  const seconds = value === undefined || value === '' ? Number.NaN : Number(value)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}

function walletOptions(opts: BuildAppOptions) {
  const seconds =
    opts.depositAutoCreditSeconds ?? Number(process.env.SANDBOX_DEPOSIT_AUTO_CREDIT_SECONDS ?? 0)
  return {
    depositAutoCreditSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0,
    convertIntervalSeconds:
      opts.convertIntervalSeconds ??
      envSeconds('SANDBOX_CONVERT_INTERVAL_SECONDS') ??
      CONVERT_INTERVAL_SECONDS,
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false })
  app.decorate('clock', opts.clock ?? createDevClock(systemClock))
  registerDb(app, opts.db)
  app.decorate('repos', createRepositories(app.db))
  app.decorate('groupCommit', createGroupCommit(app.db))
  const { markets } = app.repos
  const seed = opts.marketSeed ?? storedMarketSeed(app.repos.settings)
  if (opts.marketSeed === undefined && weakSeedWarning(String(seed)))
    app.log.warn(
      'This database keeps a short market seed from an older sandbox: its future prices can be ' +
        'found by search. Start once with SANDBOX_FRESH_DB=1 for a new 256-bit seed (the price ' +
        'history changes with it).',
    )
  const market = createMarket({
    seed,
    pairs: markets.listPairs(),
    currencies: markets.listCurrencies(),
    clock: app.clock,
  })
  const engine = opts.engine?.(market.engine)
  app.decorate(
    'market',
    engine
      ? { ...market, engine, price: (id: number) => engine.price(id, app.clock.now()) }
      : market,
  )
  registerAuth(app)
  registerErrorHandling(app, Boolean(opts.distDir))
  await registerSecurityHeaders(app, opts.distDir)
  const devTools = opts.devTools ?? true
  registerRequestGuards(app, {
    devTools,
    allowedOrigins: opts.allowedOrigins ?? parseAllowedOrigins(process.env.SANDBOX_ALLOWED_ORIGINS),
  })

  await app.register(formbody)
  if (opts.seedTraders ?? (opts.db !== ':memory:' && process.env.SANDBOX_SEED_TRADERS !== '0'))
    seedTraders(app)
  app.decorate('spotMatcher', attachSpotMatcher(app, opts.feedIntervalMs))
  app.decorate('leverWatcher', attachLeverWatcher(app, opts.feedIntervalMs))
  app.decorate('followCopier', attachFollowCopier(app))
  app.decorate('leverOvernight', attachOvernightJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('microSettler', attachMicroSettler(app, opts.feedIntervalMs))
  app.decorate('dualJob', attachDualJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('lockmingJob', attachLockmingJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  seedIeoProjects(app)
  app.decorate('ieoDelivery', attachIeoDelivery(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('quizJob', attachQuizJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('borrowJob', attachBorrowJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  seedOtcMerchants(app)
  app.decorate('otcExpiry', attachOtcExpiry(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('nftAuction', attachNftAuctionJob(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  app.decorate('quickBuyExpiry', attachQuickBuyExpiry(app, opts.feedIntervalMs === 0 ? 0 : 1000))
  await registerRoutes(app, {
    devTools,
    uploadsDir: uploadsFolder(app, opts),
    kycAutoApproveSeconds: autoApproveSeconds(opts),
    ...walletOptions(opts),
  })
  if (opts.distDir) await registerStatic(app, opts.distDir)

  attachRealtime(app)
  attachNftItemRooms(app)
  app.decorate('marketFeed', attachMarketFeed(app, app.market, opts.feedIntervalMs))
  return app
}
