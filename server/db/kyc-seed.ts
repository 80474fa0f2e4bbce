/**
 * Verification records of the demo accounts (schema v4): lv1 and the trader passed the basic level,
 * lv2 both levels (seeded without document pictures). Verified accounts have an e-mail and a phone
 * bound, as the review rule demands (spec §5). Runs from seed.ts on a new database and from
 * the KYC migration on an existing one; users that are missing or already have a record are skipped.
 */
import type Database from 'better-sqlite3'

const records = [
  {
    email: 'lv1@sandbox.test',
    name: 'Lia Vieira',
    card_id: 'LV1000001',
    id_type: 0,
    advanced: false,
    phone: '+5511900000001',
  },
  {
    email: 'lv2@sandbox.test',
    name: 'Luís Dias',
    card_id: 'LV2000002',
    id_type: 1,
    advanced: true,
    phone: '+5511900000002',
  },
  {
    email: 'trader@sandbox.test',
    name: 'Teresa Ramos',
    card_id: 'TR3000003',
    id_type: 2,
    advanced: false,
    phone: '+5511900000003',
  },
]

export function seedKyc(db: Database.Database, at: number): void {
  const user = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
  const exists = db.prepare<[number], { id: number }>('SELECT id FROM user_real WHERE user_id = ?')
  const insert = db.prepare(
    `INSERT INTO user_real (user_id, name, card_id, id_type, review_status, advanced_user,
       create_time, submitted_at, reviewed_at)
     VALUES (@user_id, @name, @card_id, @id_type, 2, @advanced_user, @at, @at, @at)`,
  )
  const approve = db.prepare('UPDATE users SET review_status = 2 WHERE id = ?')
  const bindPhone = db.prepare(
    "UPDATE users SET phone = ?, area_code = '55' WHERE id = ? AND phone IS NULL",
  )
  for (const r of records) {
    const id = user.get(r.email)?.id
    if (id === undefined || exists.get(id)) continue
    insert.run({
      user_id: id,
      name: r.name,
      card_id: r.card_id,
      id_type: r.id_type,
      advanced_user: r.advanced ? 2 : null,
      at,
    })
    approve.run(id)
    bindPhone.run(r.phone, id)
  }
}
