/**
 * Bank cards and withdrawal addresses (db/migrations/006-account.sql). Every statement that reads,
 * changes or deletes a row is filtered by the owner's `user_id`, whatever id the caller sends.
 */
import type Database from 'better-sqlite3'

export type CardKind = 'domestic' | 'international'

export interface BankCardRow {
  id: number
  user_id: number
  kind: CardKind
  real_name: string
  bank_account: string
  bank_name: string
  bank_branch: string
  bank_city: string
  bank_network: string
  swift_code: string
  aba_number: string
  phone: string
  address: string
  created_at: number
  updated_at: number
}

/** The values a card is saved with; fields the kind does not use stay ''. */
export type CardValues = Pick<BankCardRow, 'real_name' | 'bank_account' | 'bank_name'> &
  Partial<
    Pick<
      BankCardRow,
      | 'bank_branch'
      | 'bank_city'
      | 'bank_network'
      | 'swift_code'
      | 'aba_number'
      | 'phone'
      | 'address'
    >
  >

export interface AddressRow {
  id: number
  user_id: number
  currency: number
  currency_name: string
  network: string
  name: string
  address: string
  qrcode: string
  created_at: number
  updated_at: number
}

export type NewAddress = Pick<AddressRow, 'currency' | 'network' | 'name' | 'address' | 'qrcode'>

const ADDRESS_COLUMNS = `a.id, a.user_id, a.currency, c.name AS currency_name, a.network, a.name,
  a.address, a.qrcode, a.created_at, a.updated_at`

export function payoutRepository(db: Database.Database) {
  const card = db.prepare<[number, CardKind], BankCardRow>(
    'SELECT * FROM bank_cards WHERE user_id = ? AND kind = ?',
  )
  const upsertCard = db.prepare(
    `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name, bank_branch,
       bank_city, bank_network, swift_code, aba_number, phone, address, created_at, updated_at)
     VALUES (@user_id, @kind, @real_name, @bank_account, @bank_name, @bank_branch, @bank_city,
       @bank_network, @swift_code, @aba_number, @phone, @address, @now, @now)
     ON CONFLICT (user_id, kind) DO UPDATE SET real_name = excluded.real_name,
       bank_account = excluded.bank_account, bank_name = excluded.bank_name,
       bank_branch = excluded.bank_branch, bank_city = excluded.bank_city,
       bank_network = excluded.bank_network, swift_code = excluded.swift_code,
       aba_number = excluded.aba_number, phone = excluded.phone, address = excluded.address,
       updated_at = excluded.updated_at`,
  )
  const deleteCard = db.prepare<[number, number]>(
    'DELETE FROM bank_cards WHERE id = ? AND user_id = ?',
  )

  const addresses = db.prepare<[number, number, number], AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM withdraw_addresses a JOIN currencies c ON c.id = a.currency
     WHERE a.user_id = ? ORDER BY a.id DESC LIMIT ? OFFSET ?`,
  )
  const addressById = db.prepare<[number, number], AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM withdraw_addresses a JOIN currencies c ON c.id = a.currency
     WHERE a.id = ? AND a.user_id = ?`,
  )
  const countAddresses = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM withdraw_addresses WHERE user_id = ?',
  )
  const duplicate = db.prepare<[number, number, string, string, number], { id: number }>(
    `SELECT id FROM withdraw_addresses
     WHERE user_id = ? AND currency = ? AND network = ? AND address = ? AND id <> ?`,
  )
  const insertAddress = db.prepare(
    `INSERT INTO withdraw_addresses (user_id, currency, network, name, address, qrcode, created_at, updated_at)
     VALUES (@user_id, @currency, @network, @name, @address, @qrcode, @now, @now)`,
  )
  const updateAddress = db.prepare(
    `UPDATE withdraw_addresses SET currency = @currency, network = @network, name = @name,
       address = @address, qrcode = @qrcode, updated_at = @now WHERE id = @id AND user_id = @user_id`,
  )
  const deleteAddress = db.prepare<[number, number]>(
    'DELETE FROM withdraw_addresses WHERE id = ? AND user_id = ?',
  )

  return {
    card: (userId: number, kind: CardKind) => card.get(userId, kind),
    saveCard(userId: number, kind: CardKind, values: CardValues, now: number): BankCardRow {
      upsertCard.run({
        bank_branch: '',
        bank_city: '',
        bank_network: '',
        swift_code: '',
        aba_number: '',
        phone: '',
        address: '',
        ...values,
        user_id: userId,
        kind,
        now,
      })
      return card.get(userId, kind)!
    },
    /** Deletes card `id` only if it belongs to `userId`; true when a row went. */
    deleteCard: (userId: number, id: number) => deleteCard.run(id, userId).changes === 1,

    addresses: (userId: number, limit: number, offset: number) =>
      addresses.all(userId, limit, offset),
    address: (userId: number, id: number) => addressById.get(id, userId),
    countAddresses: (userId: number) => countAddresses.get(userId)!.n,
    /** Another of the user's rows with this coin, network and address (`exceptId`: the row being edited). */
    hasDuplicate: (
      userId: number,
      a: Pick<NewAddress, 'currency' | 'network' | 'address'>,
      exceptId = 0,
    ) => duplicate.get(userId, a.currency, a.network, a.address, exceptId) !== undefined,
    addAddress(userId: number, address: NewAddress, now: number): AddressRow {
      const id = Number(insertAddress.run({ ...address, user_id: userId, now }).lastInsertRowid)
      return addressById.get(id, userId)!
    },
    /** Updates row `id` only if it belongs to `userId`; undefined otherwise. */
    updateAddress(userId: number, id: number, address: NewAddress, now: number) {
      const changed = updateAddress.run({ ...address, id, user_id: userId, now }).changes === 1
      return changed ? addressById.get(id, userId) : undefined
    },
    deleteAddress: (userId: number, id: number) => deleteAddress.run(id, userId).changes === 1,
  }
}

export type PayoutRepository = ReturnType<typeof payoutRepository>
