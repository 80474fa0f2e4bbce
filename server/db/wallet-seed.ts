/**
 * Demo balances (issue 5): every demo account but the locked one starts with credited deposit
 * claims, written through the wallet repository, so the ledger holds every unit of it; demo@ also
 * has one claim still pending. Called by the wallet migration (an existing database) and by
 * seed.ts (a new one). Users that already have a claim are skipped, so it never runs twice.
 */
import type Database from 'better-sqlite3'
import { BTC_ID, ETH_ID, USDT_ID } from '../../src/api/contract/wallet'
import { toUnits } from '../../src/api/contract/wallet-math'
import { walletRepository } from '../src/repositories/wallet'

const SEED_AT = Date.UTC(2024, 11, 31, 9, 0, 0)

type Claim = [currency: number, network: string, amount: string, from: string]

/** The credited claims of each demo account (`locked@` has none). */
export const demoDeposits: Record<string, Claim[]> = {
  'demo@sandbox.test': [
    [USDT_ID, 'TRC20', '10000', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9'],
    [BTC_ID, 'BTC', '0.5', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [ETH_ID, 'ERC20', '5', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ],
  'lv1@sandbox.test': [
    [USDT_ID, 'ERC20', '5000', '0x52908400098527886E0F7030069857D2E4169EE7'],
    [BTC_ID, 'BTC', '0.2', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [ETH_ID, 'ERC20', '2', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ],
  'lv2@sandbox.test': [
    [USDT_ID, 'ERC20', '20000', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
    [BTC_ID, 'BTC', '1', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [ETH_ID, 'ERC20', '10', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
  ],
  'trader@sandbox.test': [
    [USDT_ID, 'ERC20', '50000', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
    [BTC_ID, 'BTC', '2', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ],
}

export function seedWallet(db: Database.Database): void {
  const wallet = walletRepository(db)
  const user = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
  const hasClaims = db.prepare<[number], { id: number }>(
    'SELECT id FROM deposit_claims WHERE user_id = ? LIMIT 1',
  )
  for (const [email, claims] of Object.entries(demoDeposits)) {
    const id = user.get(email)?.id
    if (id === undefined || hasClaims.get(id)) continue
    claims.forEach(([currency, network, amount, from], i) => {
      const scale = wallet.currency(currency)!.decimal_scale
      const at = SEED_AT + i * 60_000
      const claim = wallet.addClaim(
        {
          user_id: id,
          currency_id: currency,
          network,
          amount: toUnits(amount, scale),
          user_account: from,
        },
        at,
      )
      wallet.reviewClaim(claim.id, true, '', at + 30 * 60_000)
    })
    if (email === 'demo@sandbox.test') {
      const scale = wallet.currency(USDT_ID)!.decimal_scale
      wallet.addClaim(
        {
          user_id: id,
          currency_id: USDT_ID,
          network: 'TRC20',
          amount: toUnits('250', scale),
          user_account: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        },
        SEED_AT + 12 * 3_600_000,
      )
    }
  }
}
