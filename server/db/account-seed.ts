/**
 * Demo payout methods, invitations, rebates and coupons for the seeded accounts (issue 4).
 * Called by migration 4 (an existing database: the users are there) and by seed.ts (a new
 * database: the users are created after the migrations). It only adds what a demo user does not
 * have yet, so running it twice changes nothing, and it never touches other users.
 *
 * - demo@: two withdrawal addresses and a domestic card; invited lv1@ and trader@, with a few
 *   options-fee rebates from them; coupons of every kind and status.
 * - lv1@: an international card and an ETH address; trader@: a USDT address. Everyone gets coupons.
 */
import type Database from 'better-sqlite3'
import { couponRepository, type NewCoupon } from '../src/repositories/coupon'
import { inviteRepository } from '../src/repositories/invite'
import { payoutRepository } from '../src/repositories/payout'
import { usersRepository } from '../src/repositories/users'

const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day)
const SEED_AT = at(2025, 1, 1)

export const demoAddresses = {
  'demo@sandbox.test': [
    {
      currency: 1,
      network: 'BTC',
      name: 'Cold wallet',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      qrcode: '',
    },
    {
      currency: 3,
      network: 'TRC20',
      name: 'Exchange deposit',
      address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
      qrcode: '',
    },
  ],
  'lv1@sandbox.test': [
    {
      currency: 2,
      network: 'ERC20',
      name: 'MetaMask',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      qrcode: '',
    },
  ],
  'trader@sandbox.test': [
    {
      currency: 3,
      network: 'ERC20',
      name: 'Treasury',
      address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      qrcode: '',
    },
  ],
} as const

const coupons: NewCoupon[] = [
  {
    type: 'trial',
    title_key: 'welcomeTrial',
    amount: '100',
    percentage: null,
    currency: 'USDT',
    min_spend: '0',
    scope: 'financial',
    valid_from: at(2025, 1, 1),
    valid_to: at(2030, 12, 31),
  },
  {
    type: 'discount',
    title_key: 'contractFeeDiscount',
    amount: null,
    percentage: '20',
    currency: 'USDT',
    min_spend: '0',
    scope: 'contract',
    valid_from: at(2025, 1, 1),
    valid_to: at(2030, 6, 30),
  },
  {
    type: 'cash',
    title_key: 'lockMiningVoucher',
    amount: '10',
    percentage: null,
    currency: 'USDT',
    min_spend: '500',
    scope: 'lockming',
    valid_from: at(2025, 1, 1),
    valid_to: at(2030, 12, 31),
    used_at: SEED_AT,
  },
  {
    type: 'trial',
    title_key: 'holidayTrial',
    amount: '50',
    percentage: null,
    currency: 'USDT',
    min_spend: '0',
    scope: 'financial',
    valid_from: at(2024, 12, 1),
    valid_to: at(2024, 12, 31),
  },
]

export function seedAccount(db: Database.Database): void {
  const users = usersRepository(db)
  const payout = payoutRepository(db)
  const invite = inviteRepository(db)
  const coupon = couponRepository(db)
  const find = (email: string) => users.findByAccount(email)

  for (const [email, list] of Object.entries(demoAddresses)) {
    const user = find(email)
    if (!user || payout.countAddresses(user.id) > 0) continue
    for (const address of list) payout.addAddress(user.id, address, SEED_AT)
  }

  const demo = find('demo@sandbox.test')
  if (demo && !payout.card(demo.id, 'domestic')) {
    payout.saveCard(
      demo.id,
      'domestic',
      {
        real_name: 'Ana Souza',
        bank_account: '6222021234567890123',
        bank_name: 'Banco do Brasil',
        bank_branch: 'Agência Paulista',
        bank_city: 'São Paulo',
      },
      SEED_AT,
    )
  }
  const lv1 = find('lv1@sandbox.test')
  if (lv1 && !payout.card(lv1.id, 'international')) {
    payout.saveCard(
      lv1.id,
      'international',
      {
        real_name: 'Liam Walker',
        bank_account: 'GB82WEST12345698765432',
        bank_name: 'Westminster Bank',
        bank_network: 'SWIFT',
        swift_code: 'NWBKGB2L',
        aba_number: '021000021',
        phone: '+442071234567',
        address: '1 Princes Street, London EC2R 8AH',
      },
      SEED_AT,
    )
  }

  // demo@ invited lv1@ and trader@; their options fees paid demo@ these generation-1 rebates
  const trader = find('trader@sandbox.test')
  if (
    demo &&
    lv1 &&
    trader &&
    invite.inviteCount(demo.id) === 0 &&
    invite.totalUnits(demo.id) === 0n
  ) {
    db.prepare('UPDATE users SET parent_id = ? WHERE id IN (?, ?) AND parent_id IS NULL').run(
      demo.id,
      lv1.id,
      trader.id,
    )
    const fee = 'options fee rebate'
    invite.addRebate({
      user_id: demo.id,
      from_user_id: lv1.id,
      algebra: 1,
      amount_units: 125_000_000n,
      info: fee,
      created_at: SEED_AT,
    })
    invite.addRebate({
      user_id: demo.id,
      from_user_id: trader.id,
      algebra: 1,
      amount_units: 362_500_000n,
      info: fee,
      created_at: SEED_AT,
    })
    invite.addRebate({
      user_id: demo.id,
      from_user_id: trader.id,
      algebra: 1,
      amount_units: 12_345_678n,
      info: fee,
      created_at: SEED_AT,
    })
  }

  for (const email of [
    'demo@sandbox.test',
    'lv1@sandbox.test',
    'lv2@sandbox.test',
    'trader@sandbox.test',
    'locked@sandbox.test',
  ]) {
    const user = find(email)
    if (!user || coupon.page(user.id, 'all', SEED_AT, 1, 0).total > 0) continue
    for (const c of coupons) coupon.add(user.id, c, SEED_AT)
  }
}
