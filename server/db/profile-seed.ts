/**
 * Demo profiles (issue 4): VIP display levels (api-reference §15: set by the platform, never
 * bought) and a signature for the verified accounts, so the settings hub shows every VIP level:
 * demo@ 0, lv2@ 1, trader@ 2. Called by the profile migration (an existing database) and by
 * seed.ts (a new one, whose users are created after the migrations). It only fills what is still
 * at its default, so running it twice changes nothing, and it touches no other account.
 */
import type Database from 'better-sqlite3'

export const demoProfiles = [
  { email: 'lv2@sandbox.test', vip: 1, signature: 'Verified and learning every day.' },
  { email: 'trader@sandbox.test', vip: 2, signature: 'Trend follower. Risk first, profit second.' },
] as const

export function seedProfiles(db: Database.Database): void {
  const setVip = db.prepare('UPDATE users SET vip = ? WHERE account_number = ? AND vip = 0')
  const setSignature = db.prepare(
    'UPDATE users SET signature = ? WHERE account_number = ? AND signature IS NULL',
  )
  for (const p of demoProfiles) {
    setVip.run(p.vip, p.email)
    setSignature.run(p.signature, p.email)
  }
}
