/** Bank cards and the withdrawal address book: per user, behind a session, every field checked. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  AddressPage,
  DomesticCardInfo,
  InternationalCardInfo,
  WithdrawAddress,
  joinInternational,
  type CardValues,
} from '../../src/api/contract/payout'
import { buildTestApp, type TestContext } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'

let t: TestContext
let demo: string
let lv1: string
let lv2: string
beforeEach(async () => {
  t = await buildTestApp()
  demo = sessionFor(t.app, 'demo@sandbox.test')
  lv1 = sessionFor(t.app, 'lv1@sandbox.test')
  lv2 = sessionFor(t.app, 'lv2@sandbox.test')
})
afterEach(() => t.app.close())

const { get, post } = withoutStatus(() => t.app)

const en = { lang: 'en' }
const refused = (message: string) => ({ type: 'error', code: 'parameterError', message })

const domestic = {
  real_name: 'Maria José da Silva',
  bank_account: '6222 0212 3456 7890',
  bank_name: 'Banco Itaú',
  bank_branch: 'Agência 0001',
  bank_dizhi: 'Rio de Janeiro',
}
const cashInfo = async (token: string) =>
  DomesticCardInfo.parse((await post('/api/user/cash_info', {}, token)).message)
const saveDomestic = (token: string, fields: Record<string, string>) =>
  post('/api/user/cash_save', { ...en, ...fields }, token)

const international: CardValues = {
  realName: 'Liam Walker',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  bankName: 'NatWest',
  bankNetwork: 'SWIFT',
  swiftCode: 'nwbkgb2l',
  abaNumber: '021000021',
  phone: '+44 20 7123 4567',
  address: '250 Bishopsgate, London EC2M 4AA',
}
const internationalInfo = async (token: string, lang = 'en') =>
  InternationalCardInfo.parse(
    (await post('/api/user/cash_info_international', { lang }, token)).message,
  )
const saveInternational = (token: string, values: CardValues) =>
  post('/api/user/cash_save_international', { ...en, data: joinInternational(values) }, token)

describe('domestic bank card', () => {
  it('saves, answers and replaces the caller’s own card', async () => {
    expect(await cashInfo(lv2)).toBeNull()
    const saved = await saveDomestic(lv2, domestic)
    expect(saved).toMatchObject({
      type: 'ok',
      message: { ...domestic, bank_account: '6222021234567890' },
    })
    const first = (await cashInfo(lv2))!
    expect(first).toEqual({ ...domestic, id: first.id, bank_account: '6222021234567890' })

    await saveDomestic(lv2, { ...domestic, bank_name: 'Banco Inter' })
    expect(await cashInfo(lv2)).toEqual({ ...first, bank_name: 'Banco Inter' })
    expect(await cashInfo(lv1)).toBeNull()
  })

  it.each([
    ['real_name', '', 'Please enter the real name'],
    ['real_name', 'A', "Enter the account holder's name: 2 to 50 letters"],
    ['real_name', 'Ana <b>', 'Special characters are not allowed'],
    ['real_name', 'Ana 2', 'Special characters are not allowed'],
    ['bank_account', ' ', 'Please enter the card number'],
    ['bank_account', '1234567', 'Please enter a valid card number (8 to 30 digits)'],
    ['bank_account', '1234-abcd-5678', 'Please enter a valid card number (8 to 30 digits)'],
    ['bank_name', '', 'Please enter the bank name'],
    ['bank_name', 'B', 'The bank name must have 2 to 100 characters'],
    ['bank_name', 'B'.repeat(101), 'The bank name must have 2 to 100 characters'],
    ['bank_name', 'Bank $', 'Special characters are not allowed'],
    ['bank_branch', '', 'Please enter the branch'],
    ['bank_branch', 'X', 'The branch must have 2 to 100 characters'],
    ['bank_dizhi', '', 'Please enter the city of account'],
    ['bank_dizhi', 'Rio{}', 'Special characters are not allowed'],
  ])('refuses %s = %j with its own sentence and saves nothing', async (field, value, message) => {
    expect(await saveDomestic(lv2, { ...domestic, [field]: value })).toEqual(refused(message))
    expect(await cashInfo(lv2)).toBeNull()
  })

  it('refuses a missing field and answers in the request’s language', async () => {
    const { bank_name: _, ...withoutBank } = domestic
    expect(await saveDomestic(lv2, withoutBank)).toMatchObject({ code: 'parameterError' })
    const pt = await post('/api/user/cash_save', { ...domestic, bank_name: '', lang: 'pt' }, lv2)
    expect(pt).toEqual(refused('Informe o nome do banco'))
  })

  it('deletes only the caller’s own card', async () => {
    const card = (await cashInfo(demo))!
    expect(await post('/api/user/cash_del', { id: String(card.id) }, lv1)).toMatchObject({
      type: 'error',
      code: 'notFound',
    })
    expect(await cashInfo(demo)).toEqual(card)
    expect(await post('/api/user/cash_del', { id: String(card.id) }, demo)).toEqual({
      type: 'ok',
      message: { id: card.id },
    })
    expect(await cashInfo(demo)).toBeNull()
    expect(await post('/api/user/cash_del', { id: 'x' }, demo)).toMatchObject({
      code: 'parameterError',
    })
  })
})

describe('international bank card', () => {
  it('answers the labels in the request’s language and no data before a card is saved', async () => {
    const info = await internationalInfo(lv2)
    expect(info).toEqual({
      id: null,
      forms: [
        'Real name',
        'Card or account number',
        'Bank name',
        'Bank network',
        'SWIFT code',
        'ABA number',
        'Phone',
        'Cardholder address',
      ],
      data: [],
    })
    expect((await internationalInfo(lv2, 'zh')).forms[0]).toBe('真实姓名')
  })

  it('saves the newline-joined values, normalised, for the caller only', async () => {
    const saved = await saveInternational(lv2, international)
    expect(saved.type).toBe('ok')
    const info = await internationalInfo(lv2)
    expect(info.data).toEqual([
      'Liam Walker',
      'GB29NWBK60161331926819',
      'NatWest',
      'SWIFT',
      'NWBKGB2L',
      '021000021',
      '+442071234567',
      '250 Bishopsgate, London EC2M 4AA',
    ])
    expect(saved.message).toEqual(info)
    expect((await internationalInfo(demo)).data).toEqual([])
    // the domestic card is another record
    expect(await cashInfo(lv2)).toBeNull()
  })

  it.each([
    ['realName', '', 'Please enter the real name'],
    ['accountNumber', '', 'Please enter the card or account number'],
    [
      'accountNumber',
      'GB29 NWBK 6016 1331 9268 18',
      'Please enter a valid card or account number (IBAN)',
    ],
    ['accountNumber', 'ABC123', 'Please enter a valid card or account number (IBAN)'],
    ['bankName', '', 'Please enter the bank name'],
    ['bankNetwork', '', 'Please enter the bank network'],
    ['bankNetwork', 'S', 'The bank network must have 2 to 50 characters'],
    ['swiftCode', '', 'Please enter the SWIFT code'],
    ['swiftCode', 'NWBKGB2', 'Please enter a valid SWIFT code (8 or 11 characters)'],
    ['abaNumber', '', 'Please enter the ABA number'],
    ['abaNumber', '021000022', 'Please enter a valid 9-digit ABA routing number'],
    ['abaNumber', '12345678', 'Please enter a valid 9-digit ABA routing number'],
    ['phone', '', 'Please enter the phone number'],
    ['phone', '+44 call me', 'Please enter a valid phone number'],
    ['address', '', 'Please enter the cardholder address'],
    ['address', 'Lond', 'The address must have 5 to 200 characters'],
    ['address', 'London <script>', 'Special characters are not allowed'],
  ] as const)('refuses %s = %j with its own sentence', async (field, value, message) => {
    expect(await saveInternational(lv2, { ...international, [field]: value })).toEqual(
      refused(message),
    )
    expect((await internationalInfo(lv2)).data).toEqual([])
  })

  it('refuses data without one line per field', async () => {
    const body = await post('/api/user/cash_save_international', { ...en, data: 'a\nb' }, lv2)
    expect(body).toEqual({ type: 'error', code: 'parameterError', message: 'Parameter error' })
    expect(await post('/api/user/cash_save_international', en, lv2)).toMatchObject({
      code: 'parameterError',
    })
  })

  it('deletes only the caller’s own card', async () => {
    const { id } = await internationalInfo(lv1)
    expect(await post('/api/user/cash_del', { id: String(id) }, lv2)).toMatchObject({
      code: 'notFound',
    })
    expect((await internationalInfo(lv1)).id).toBe(id)
  })
})

const btc = {
  currency: '1',
  type: 'BTC',
  name: 'Ledger',
  address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
}
const list = async (token: string, query: Record<string, string> = {}) =>
  AddressPage.parse((await get('/api/user/wallet/list', query, token)).message)
const save = (token: string, fields: Record<string, string>) =>
  post('/api/user/wallet/save', { ...en, ...fields }, token)

describe('withdrawal addresses', () => {
  it('lists the caller’s own addresses, newest first, in Custom A pages', async () => {
    const own = await list(demo)
    expect(own).toMatchObject({ page: 1, pages: 1, total: 2 })
    expect(own.data.map((a) => [a.currency_name, a.type, a.name])).toEqual([
      ['USDT', 'TRC20', 'Exchange deposit'],
      ['BTC', 'BTC', 'Cold wallet'],
    ])
    expect(await list(lv2)).toEqual({ data: [], page: 1, pages: 1, total: 0 })
    const second = await list(demo, { page: '2', limit: '1' })
    expect(second).toMatchObject({ page: 2, pages: 2, total: 2, data: [{ name: 'Cold wallet' }] })
  })

  it('saves an address on each network', async () => {
    const networks = [
      btc,
      { currency: '1', type: 'BTC', name: 'Legacy', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' },
      {
        currency: '2',
        type: 'ERC20',
        name: 'MetaMask',
        address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
      },
      {
        currency: '3',
        type: 'ERC20',
        name: 'USDT on Ethereum',
        address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
      },
      {
        currency: '3',
        type: 'TRC20',
        name: 'USDT on Tron',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      },
    ]
    for (const fields of networks) {
      const body = await save(lv2, fields)
      expect(body.type).toBe('ok')
      expect(WithdrawAddress.parse(body.message)).toMatchObject({
        currency: Number(fields.currency),
        type: fields.type,
        name: fields.name,
        address: fields.address,
        qrcode: '',
        created_at: '2025-01-01 00:00:00',
      })
    }
    expect((await list(lv2)).total).toBe(5)
  })

  it.each([
    [{ currency: '' }, 'Please choose a coin and network'],
    [{ type: '' }, 'Please choose a coin and network'],
    [{ type: 'TRC20' }, 'Please choose a coin and network'],
    [{ currency: '99' }, 'Please choose a coin and network'],
    [{ name: '' }, 'Please enter a name'],
    [{ name: 'n'.repeat(21) }, 'The name can have at most 20 characters'],
    [{ name: 'My <wallet>' }, 'Special characters are not allowed'],
    [{ address: ' ' }, 'Please enter the address'],
    [
      { address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe' },
      'This address does not match the selected network',
    ],
    [
      { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb' },
      'This address does not match the selected network',
    ],
    [{ qrcode: '/etc/passwd' }, 'The QR code must be a picture you uploaded'],
    [{ qrcode: `/uploads/${'a'.repeat(32)}.png` }, 'The QR code must be a picture you uploaded'],
  ])('refuses %j with its own sentence and saves nothing', async (change, message) => {
    expect(await save(lv2, { ...btc, ...change })).toEqual(refused(message))
    expect((await list(lv2)).total).toBe(0)
  })

  it('accepts a QR picture only from the caller’s own uploads', async () => {
    const users = t.app.repos.users
    const name = `${'b'.repeat(32)}.png`
    t.app.repos.uploads.create({
      user_id: users.findByAccount('lv1@sandbox.test')!.id,
      name,
      mime: 'image/png',
      size: 10,
      created_at: 0,
    })
    expect(await save(lv2, { ...btc, qrcode: `/uploads/${name}` })).toEqual(
      refused('The QR code must be a picture you uploaded'),
    )
    const body = await save(lv1, { ...btc, qrcode: `/uploads/${name}` })
    expect(body).toMatchObject({ type: 'ok', message: { qrcode: `/uploads/${name}` } })
  })

  it('refuses the same address on the same network twice, without a code', async () => {
    expect((await save(lv2, btc)).type).toBe('ok')
    expect(await save(lv2, { ...btc, name: 'Again' })).toEqual({
      type: 'error',
      message: 'This address is already in your address book',
    })
    expect((await save(lv1, btc)).type).toBe('ok')
  })

  it('keeps at most 20 addresses', async () => {
    const user = t.app.repos.users.findByAccount('lv2@sandbox.test')!
    for (let i = 0; i < 20; i++) {
      t.app.repos.payout.addAddress(
        user.id,
        {
          currency: 2,
          network: 'ERC20',
          name: `W${i}`,
          address: `0x${String(i).padStart(40, '0')}`,
          qrcode: '',
        },
        0,
      )
    }
    expect(await save(lv2, btc)).toEqual({
      type: 'error',
      message: 'You can save up to 20 addresses',
    })
    expect((await list(lv2)).total).toBe(20)
  })

  it('edits only the caller’s own address', async () => {
    const [mine] = (await list(demo)).data
    const edit = { ...btc, id: String(mine!.id), name: 'Renamed' }
    expect(await save(lv1, edit)).toMatchObject({ type: 'error', code: 'notFound' })
    expect((await list(demo)).data[0]).toEqual(mine)
    expect(await save(demo, edit)).toMatchObject({
      type: 'ok',
      message: { id: mine!.id, name: 'Renamed', type: 'BTC' },
    })
    expect((await list(demo)).total).toBe(2)
  })

  it('deletes only the caller’s own address', async () => {
    const [mine] = (await list(demo)).data
    const del = (token: string, id: string) => post('/api/user/wallet/del', { id }, token)
    expect(await del(lv1, String(mine!.id))).toMatchObject({ type: 'error', code: 'notFound' })
    expect((await list(demo)).total).toBe(2)
    expect(await del(demo, String(mine!.id))).toEqual({ type: 'ok', message: { id: mine!.id } })
    expect((await list(demo)).total).toBe(1)
    expect(await del(demo, String(mine!.id))).toMatchObject({ code: 'notFound' })
    expect(await del(demo, '-1')).toMatchObject({ code: 'parameterError' })
  })

  it('refuses bad paging', async () => {
    for (const query of [{ limit: '0' }, { limit: '51' }, { page: '0' }, { page: 'x' }] as Record<
      string,
      string
    >[]) {
      expect(await get('/api/user/wallet/list', query, demo)).toMatchObject({
        code: 'parameterError',
      })
    }
  })
})

describe('sessions', () => {
  it('answers 999 on every payout route without a valid token', async () => {
    for (const url of [
      '/api/user/cash_save',
      '/api/user/cash_info',
      '/api/user/cash_save_international',
      '/api/user/cash_info_international',
      '/api/user/cash_del',
      '/api/user/wallet/save',
      '/api/user/wallet/del',
    ]) {
      expect(await post(url, {})).toMatchObject({ type: '999' })
      expect(await post(url, {}, '0123456789abcdef0123456789abcdef')).toMatchObject({ type: '999' })
    }
    expect(await get('/api/user/wallet/list')).toMatchObject({ type: '999' })
  })
})

describe('demo seed', () => {
  it('fills an existing database once, and a second run changes nothing', async () => {
    const { seedAccount } = await import('../db/account-seed')
    const db = t.app.db
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
    const counts = () => [
      count('withdraw_addresses'),
      count('bank_cards'),
      count('rebates'),
      count('coupons'),
    ]
    expect(counts()).toEqual([4, 2, 3, 20])
    // a database from before issue 4: the users exist, none of their payout rows do
    db.exec(
      'DELETE FROM withdraw_addresses; DELETE FROM bank_cards; DELETE FROM rebates; DELETE FROM coupons; UPDATE users SET parent_id = NULL',
    )
    seedAccount(db)
    expect(counts()).toEqual([4, 2, 3, 20])
    seedAccount(db)
    expect(counts()).toEqual([4, 2, 3, 20])
  })
})
