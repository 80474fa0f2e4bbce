/** `npm run sandbox:reset`: deletes the sandbox database and creates a fresh, seeded one. */
import { mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { openDatabase } from './plugins/db'
import { DB_FILE } from './paths'

const dbFile = resolve(DB_FILE)
for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) {
  rmSync(file, { force: true })
  console.info(`deleted ${file} (if it existed)`)
}
mkdirSync(dirname(dbFile), { recursive: true })
const { db } = openDatabase(dbFile)
const version = db.pragma('user_version', { simple: true })
db.close()
console.info(`created ${dbFile}: schema v${String(version)}, seeded (see server/README.md)`)
