/**
 * Password hashing with node:crypto scrypt and a random salt.
 * Stored form: `scrypt:<salt hex>:<key hex>`.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

function format(salt: Buffer, key: Buffer): string {
  return `scrypt:${salt.toString('hex')}:${key.toString('hex')}`
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return format(salt, await derive(password, salt))
}

/** Synchronous variant with a caller-chosen salt, for the deterministic seed. */
export function hashPasswordSync(password: string, salt: Buffer): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split(':')
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false
  const expected = Buffer.from(keyHex, 'hex')
  const actual = await derive(password, Buffer.from(saltHex, 'hex'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash no password matches, compared against for unknown accounts so timing reveals nothing. */
export const DUMMY_HASH = hashPasswordSync('not-a-password', Buffer.alloc(16))
