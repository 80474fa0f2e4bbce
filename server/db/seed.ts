/**
 * Deterministic seed data, written through the repositories when a database is created.
 * Every demo account's password is `demo1234` (listed in server/README.md).
 */
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import { hashPasswordSync } from '../src/passwords'
import { settingsRepository } from '../src/repositories/settings'
import { usersRepository, type NewUser } from '../src/repositories/users'
import { seedAccount } from './account-seed'
import { seedKyc } from './kyc-seed'
import { seedWallet } from './wallet-seed'
import { seedProfiles } from './profile-seed'
import { seedMessages } from './message-seed'

export const SEED_TIME = Date.UTC(2025, 0, 1)
export const DEMO_PASSWORD = 'demo1234'

type SeedUser = Omit<NewUser, 'password_hash' | 'created_at' | 'nickname' | 'account_number'>

/** KYC records (and the verified accounts' phones) come from db/kyc-seed.ts. */
export const seedUsers: SeedUser[] = [
  { email: 'demo@sandbox.test', extension_code: 'DEMO0001' },
  { email: 'lv1@sandbox.test', extension_code: 'LVONE001', review_status: 2 },
  { email: 'lv2@sandbox.test', extension_code: 'LVTWO001', review_status: 2 },
  { email: 'trader@sandbox.test', extension_code: 'TRADER01', review_status: 2, is_trader: 1 },
  { email: 'locked@sandbox.test', extension_code: 'LOCKED01', status: 1 },
]

export const seedSettings: Array<[key: string, value: string, notes: string]> = [
  ['site_name', 'Sandbox Exchange', 'getSiteConfig'],
  ['site_logo', '/brand/logo.svg', 'getSiteConfig'],
  ['down_logo', '', 'getSiteConfig'],
  ['support_url', 'https://example.com/support', 'customer-service web view'],
  ['game_url', 'https://example.com/game', 'mini-game web view'],
  ['apk_download_url', 'https://example.com/download/sandbox.apk', 'app download'],
  ['version', '0.8.0', 'latest app version for the update prompt'],
]

// scrypt is slow by design; a fixed salt per account keeps the seed deterministic and cacheable.
const hashes = new Map<string, string>()
function seedHash(email: string): string {
  let hash = hashes.get(email)
  if (!hash) {
    const salt = createHash('sha256').update(`sandbox-seed:${email}`).digest().subarray(0, 16)
    hash = hashPasswordSync(DEMO_PASSWORD, salt)
    hashes.set(email, hash)
  }
  return hash
}

export function seed(db: Database.Database): void {
  const users = usersRepository(db)
  const settings = settingsRepository(db)
  db.transaction(() => {
    for (const user of seedUsers) {
      users.create({
        ...user,
        account_number: user.email,
        nickname: user.email.split('@')[0]!,
        password_hash: seedHash(user.email),
        created_at: SEED_TIME,
      })
    }
    for (const [key, value, notes] of seedSettings) settings.put(key, value, notes)
    seedKyc(db, SEED_TIME)
    seedAccount(db)
    seedProfiles(db)
    seedMessages(db)
    seedWallet(db)
  })()
}
