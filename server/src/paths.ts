import { fileURLToPath } from 'node:url'

/** Repository root, resolved from this file so the scripts work from any working directory. */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** The sandbox database: `SANDBOX_DB`, else `data/sandbox.db` (git-ignored). */
export const DB_FILE = process.env.SANDBOX_DB ?? `${ROOT_DIR}data/sandbox.db`

export const DIST_DIR = `${ROOT_DIR}dist`
