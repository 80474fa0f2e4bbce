/** `npm run sandbox:reset`: deletes the sandbox database and creates a fresh, seeded one. */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { openDatabase } from './plugins/db'
import { DB_FILE } from './paths'

const dbFile = resolve(DB_FILE)
for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) {
  if (!existsSync(file)) continue
  rmSync(file)
  console.info(`deleted ${file}`)
}
mkdirSync(dirname(dbFile), { recursive: true })
const { db } = openDatabase(dbFile)
const version = db.pragma('user_version', { simple: true })
db.close()
console.info(`created ${dbFile}: schema v${String(version)}, seeded (see server/README.md)`)
