import { createHash } from 'node:crypto'

/** Hex SHA-256, as stored for session tokens (repositories/tokens.ts, migration 10). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
