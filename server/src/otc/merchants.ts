/**
 * The sandbox's OTC merchants (issue 18) and their ads. Each merchant is a users row that cannot
 * sign in (as the NFT platform account, nft/platform.ts: its password hash is not a scrypt hash,
 * its account name is on the reserved `.invalid` domain), with a shop name and the account a
 * buyer pays into (sandbox values, labelled as such). Their USDT is real in the sandbox: each is
 * funded by one deposit through the ledger (type `deposit`) covering all of its sell ads, so
 * every hold can be made and Σ ledger = balances holds. Inserted once, when there is no merchant
 * yet. Completion rates and completed counts come only from real orders (no invented history,
 * api-reference §17.9): a new merchant shows none until an order finishes.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { OtcFiat, OtcPayWay } from '../../../src/api/contract/otc'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import type { NewOtcAd } from '../repositories/otc'

interface SeedAd {
  /** The merchant's side: sell = users buy. */
  side: 'sell' | 'buy'
  fiat: OtcFiat
  price: string
  min: string
  max: string
  total: string
  ways: OtcPayWay[]
}

interface SeedMerchant {
  slug: string
  name: string
  bank: string
  ads: SeedAd[]
}

export const otcSeedMerchants: SeedMerchant[] = [
  {
    slug: 'rio-cambio',
    name: 'Rio Câmbio',
    bank: 'Banco Sandbox S.A.',
    ads: [
      {
        side: 'sell',
        fiat: 'BRL',
        price: '5.42',
        min: '10',
        max: '5000',
        total: '20000',
        ways: ['pix', 'bank'],
      },
      {
        side: 'buy',
        fiat: 'BRL',
        price: '5.31',
        min: '10',
        max: '3000',
        total: '15000',
        ways: ['pix'],
      },
    ],
  },
  {
    slug: 'atlantico-otc',
    name: 'Atlântico OTC',
    bank: 'Banco Sandbox S.A.',
    ads: [
      {
        side: 'sell',
        fiat: 'BRL',
        price: '5.45',
        min: '50',
        max: '10000',
        total: '30000',
        ways: ['pix'],
      },
      {
        side: 'buy',
        fiat: 'BRL',
        price: '5.33',
        min: '50',
        max: '8000',
        total: '25000',
        ways: ['pix', 'bank'],
      },
    ],
  },
  {
    slug: 'liberty-desk',
    name: 'Liberty Desk',
    bank: 'Sandbox National Bank',
    ads: [
      {
        side: 'sell',
        fiat: 'USD',
        price: '1.01',
        min: '20',
        max: '5000',
        total: '25000',
        ways: ['bank', 'wise'],
      },
      {
        side: 'buy',
        fiat: 'USD',
        price: '0.99',
        min: '20',
        max: '5000',
        total: '25000',
        ways: ['bank'],
      },
    ],
  },
  {
    slug: 'euro-bridge',
    name: 'Euro Bridge',
    bank: 'Sandbox Bank Europe',
    ads: [
      {
        side: 'sell',
        fiat: 'EUR',
        price: '0.95',
        min: '20',
        max: '4000',
        total: '20000',
        ways: ['sepa', 'wise'],
      },
      {
        side: 'buy',
        fiat: 'EUR',
        price: '0.92',
        min: '20',
        max: '4000',
        total: '20000',
        ways: ['sepa'],
      },
    ],
  },
]

/** The merchant's account name: `<slug>@otc.sandbox.invalid` (nobody can register it). */
export const merchantAccount = (slug: string) => `${slug}@otc.sandbox.invalid`

/** Makes merchant `m` (user row, merchant row), funds its sell ads and places its ads. */
export function addSeedMerchant(app: FastifyInstance, m: SeedMerchant, now: number): number {
  const { otc, wallet } = app.repos
  const extension = randomBytes(4).toString('hex').toUpperCase()
  const userId = Number(
    app.db
      .prepare(
        `INSERT INTO users (account_number, email, nickname, password_hash, extension_code, status, created_at)
         VALUES (?, NULL, ?, 'disabled', ?, 1, ?)`,
      )
      .run(merchantAccount(m.slug), m.name, `M${extension.slice(0, 7)}`, now).lastInsertRowid,
  )
  otc.addMerchant({
    user_id: userId,
    name: m.name,
    bank_name: m.bank,
    account_name: `${m.name} (sandbox)`,
    account_no: `SANDBOX-${String(userId).padStart(6, '0')}`,
    created_at: now,
  })
  const scale = wallet.currency(USDT_ID)!.decimal_scale
  const funds = m.ads
    .filter((a) => a.side === 'sell')
    .reduce((sum, a) => sum + toUnits(a.total, scale), 0n)
  if (funds > 0n) {
    wallet.move(
      {
        userId,
        currencyId: USDT_ID,
        account: 'change',
        available: funds,
        locked: 0n,
        type: 'deposit',
        referenceId: null,
      },
      now,
    )
  }
  for (const a of m.ads) {
    const ad: NewOtcAd = {
      merchant_id: userId,
      side: a.side === 'sell' ? 1 : 2,
      currency_id: USDT_ID,
      fiat: a.fiat,
      price: a.price,
      min: a.min,
      max: a.max,
      total: a.total,
      ways: a.ways.join(','),
    }
    otc.addAd(ad, now)
  }
  return userId
}

/** Inserts the merchants and their ads when there is none yet; returns how many it inserted. */
export function seedOtcMerchants(app: FastifyInstance): number {
  if (app.repos.otc.merchantCount() > 0) return 0
  const now = app.clock.now()
  app.db.transaction(() => {
    for (const m of otcSeedMerchants) addSeedMerchant(app, m, now)
  })()
  return otcSeedMerchants.length
}
