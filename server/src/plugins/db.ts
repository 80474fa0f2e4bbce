/**
 * SQLite through better-sqlite3: WAL, foreign keys, a busy timeout, and versioned migrations
 * tracked in `PRAGMA user_version`. A new database (version 0) is seeded after migrating.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { seedAccount } from '../../db/account-seed'
import { seedAreas } from '../../db/areas-seed'
import { seedContent } from '../../db/content-seed'
import { seedKyc } from '../../db/kyc-seed'
import { seedMarkets } from '../../db/markets-seed'
import { seedMessages } from '../../db/message-seed'
import { seedProfiles } from '../../db/profile-seed'
import { seedInfoPages } from '../../db/info-pages-seed'
import { SEED_TIME, seed } from '../../db/seed'
import { seedWallet } from '../../db/wallet-seed'
import { sha256Hex } from '../digest'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database.Database
  }
}

const schemaFile = fileURLToPath(new URL('../../db/schema.sql', import.meta.url))
const marketsFile = fileURLToPath(new URL('../../db/migration-2-markets.sql', import.meta.url))
const contentFile = fileURLToPath(new URL('../../db/migration-3-content.sql', import.meta.url))
const securityFile = fileURLToPath(new URL('../../db/migration-security.sql', import.meta.url))
const kycFile = fileURLToPath(new URL('../../db/migration-kyc.sql', import.meta.url))
const accountFile = fileURLToPath(new URL('../../db/migration-account.sql', import.meta.url))
const messagesFile = fileURLToPath(new URL('../../db/migration-messages.sql', import.meta.url))
const profileFile = fileURLToPath(new URL('../../db/migration-profile.sql', import.meta.url))
const walletFile = fileURLToPath(new URL('../../db/migration-wallet.sql', import.meta.url))
const authHardeningFile = fileURLToPath(
  new URL('../../db/migration-10-auth-hardening.sql', import.meta.url),
)

/** Migration `i` takes the database from version `i` to `i + 1`. Append; never edit a shipped one. */
const migrations: Array<(db: Database.Database) => void> = [
  (db) => db.exec(readFileSync(schemaFile, 'utf8')),
  (db) => {
    db.exec(readFileSync(marketsFile, 'utf8'))
    seedMarkets(db)
  },
  (db) => {
    db.exec(readFileSync(contentFile, 'utf8'))
    seedContent(db)
  },
  (db) => {
    db.exec(readFileSync(securityFile, 'utf8'))
    seedAreas(db)
  },
  (db) => {
    db.exec(readFileSync(kycFile, 'utf8'))
    seedKyc(db, SEED_TIME)
  },
  (db) => {
    db.exec(readFileSync(accountFile, 'utf8'))
    seedAccount(db)
  },
  (db) => {
    db.exec(readFileSync(messagesFile, 'utf8'))
    seedMessages(db)
  },
  (db) => {
    db.exec(readFileSync(profileFile, 'utf8'))
    seedInfoPages(db)
    seedProfiles(db)
  },
  (db) => {
    db.exec(readFileSync(walletFile, 'utf8'))
    seedWallet(db)
  },
  (db) => {
    db.function('sha256_hex', { deterministic: true }, (v: unknown) => sha256Hex(String(v)))
    db.exec(readFileSync(authHardeningFile, 'utf8'))
  },
]

export const SCHEMA_VERSION = migrations.length

export interface OpenedDatabase {
  db: Database.Database
  /** True when the file was new (or in memory) and has just been created and seeded. */
  created: boolean
}

export function openDatabase(path: string): OpenedDatabase {
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    const version = db.pragma('user_version', { simple: true }) as number
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `database ${path} has schema v${version}; this server knows v${SCHEMA_VERSION}`,
      )
    }
    db.transaction(() => {
      for (let v = version; v < SCHEMA_VERSION; v++) migrations[v]!(db)
      db.pragma(`user_version = ${SCHEMA_VERSION}`)
      if (version === 0) seed(db)
    })()
    return { db, created: version === 0 }
  } catch (err) {
    db.close()
    throw err
  }
}

/** Decorates `app.db` and closes the database when the app closes. */
export function registerDb(app: FastifyInstance, path: string): void {
  const { db } = openDatabase(path)
  app.decorate('db', db)
  app.addHook('onClose', async () => {
    db.close()
  })
}
