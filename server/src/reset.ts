/**
 * `npm run sandbox:reset`: deletes the sandbox database and the pictures uploaded beside it
 * (`<db folder>/uploads`, or SANDBOX_UPLOADS), and creates a fresh, seeded database.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { openDatabase } from './plugins/db'
import { DB_FILE } from './paths'

const dbFile = resolve(DB_FILE)
for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) {
  if (!existsSync(file)) continue
  rmSync(file)
  console.info(`deleted ${file}`)
}
// the pictures belong to the database's users: with the rows gone nothing refers to them
const uploads = resolve(process.env.SANDBOX_UPLOADS ?? join(dirname(dbFile), 'uploads'))
if (existsSync(uploads)) {
  rmSync(uploads, { recursive: true, force: true })
  console.info(`deleted ${uploads}`)
}
mkdirSync(dirname(dbFile), { recursive: true })
const { db } = openDatabase(dbFile)
const version = db.pragma('user_version', { simple: true })
db.close()
console.info(`created ${dbFile}: schema v${String(version)}, seeded (see server/README.md)`)
