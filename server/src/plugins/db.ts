/**
 * SQLite through better-sqlite3: WAL, foreign keys, a busy timeout, and the numbered migrations
 * of db/migrations/ tracked in `PRAGMA user_version`. A new database (version 0) is seeded after
 * migrating.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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
import { seedNft } from '../nft/seed'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database.Database
  }
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations/', import.meta.url))

/**
 * Reference data a migration brings, inserted right after its SQL (so an upgraded database gets it
 * too), by the migration's file name without `.sql`. A name that is not a migration stops the app.
 */
const migrationSeeds: Record<string, (db: Database.Database) => void> = {
  '002-markets': seedMarkets,
  '003-content': seedContent,
  '004-security': seedAreas,
  '005-kyc': (db) => seedKyc(db, SEED_TIME),
  '006-account': seedAccount,
  '007-messages': seedMessages,
  '008-profile': (db) => {
    seedInfoPages(db)
    seedProfiles(db)
  },
  '009-wallet': seedWallet,
  // the NFT catalogue's windows are relative to the moment the database is made
  '024-nft': (db) => seedNft(db, Date.now()),
}

export interface Migration {
  /** The version it takes the database to (its number; it runs on version `version - 1`). */
  version: number
  /** Its file name without `.sql`: `<number>-<what>`. */
  name: string
  up(db: Database.Database): void
}

/**
 * Every `db/migrations/<number>-<what>.sql`, in number order: 001 … N without a gap or a repeat,
 * or the app stops. Applied migrations are counted in `PRAGMA user_version`, not recorded by name,
 * so renaming the files (session 5: `schema.sql` → `001-schema.sql`, `migration-kyc.sql` →
 * `005-kyc.sql`, …) changes nothing for an existing database. Append; never edit a shipped one.
 */
export function discoverMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const found = readdirSync(dir).map((file) => {
    const match = /^(\d+)-[a-z0-9-]+\.sql$/.exec(file)
    if (!match) throw new Error(`${join(dir, file)}: a migration is named <number>-<what>.sql`)
    return { version: Number(match[1]), name: file.slice(0, -'.sql'.length), file }
  })
  found.sort((a, b) => a.version - b.version)
  found.forEach(({ version, file }, i) => {
    if (version !== i + 1)
      throw new Error(`${join(dir, file)}: migration ${i + 1} expected (no gap, no repeat)`)
  })
  for (const name of Object.keys(migrationSeeds)) {
    if (!found.some((m) => m.name === name))
      throw new Error(`seed for ${name}: no such migration in ${dir}`)
  }
  return found.map(({ version, name, file }) => ({
    version,
    name,
    up: (db) => {
      db.exec(readFileSync(join(dir, file), 'utf8'))
      migrationSeeds[name]?.(db)
    },
  }))
}

/** Migration `i` takes the database from version `i` to `i + 1`. */
export const migrations = discoverMigrations()

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
    // SQL functions the migrations call (010 hashes the tokens stored in plain text before it)
    db.function('sha256_hex', { deterministic: true }, (v: unknown) => sha256Hex(String(v)))
    db.transaction(() => {
      for (let v = version; v < SCHEMA_VERSION; v++) migrations[v]!.up(db)
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
