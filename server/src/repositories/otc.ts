/**
 * The OTC desk's tables (db/migrations/026-otc.sql; contract src/api/contract/otc.ts, rules
 * otc-math.ts). Every status change of an order is one transaction that first re-reads the order
 * and changes it only from the status the change starts from (`UPDATE … WHERE status = ?`), with
 * its escrow ledger rows and, for the merchant's, the reviewer's and the timeout's changes, the
 * user's message-centre notice. So a repeat, a second job run, a restart or two racing requests
 * move nothing twice: the second finds the order elsewhere and changes nothing.
 *
 * Escrow on the seller's funds account (USDT): creation holds (otcEscrowHold: available −x,
 * locked +x); completion releases (seller otcEscrowRelease: locked −x; buyer otcReceive:
 * available +x); a cancellation returns (otcEscrowReturn: locked −x, available +x) and gives the
 * amount back to the ad. Every statement about a user's orders filters by `user_id`.
 */
import type Database from 'better-sqlite3'
import { OTC_PAYMENT_WINDOW_MS, otcOrderIssue, otcTotal } from '../../../src/api/contract/otc-math'
import type { OtcCancelReason } from '../../../src/api/contract/otc'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import { otcNotice } from '../otc/notices'
import type { MessageRepository } from './message'
import type { WalletRepository } from './wallet'

export interface OtcMerchantRow {
  user_id: number
  name: string
  bank_name: string
  account_name: string
  account_no: string
  created_at: number
}

export interface OtcAdRow {
  id: number
  merchant_id: number
  merchant_name: string
  /** The merchant's side: 1 sells (users buy), 2 buys (users sell). */
  side: 1 | 2
  currency_id: number
  currency_name: string
  decimal_scale: number
  fiat: string
  price: string
  min_units: number
  max_units: number
  total_units: number
  remaining: number
  ways: string
  status: 0 | 1
  created_at: number
}

export interface OtcOrderRow {
  id: number
  user_id: number
  ad_id: number
  merchant_id: number
  merchant_name: string
  /** The user's side: 1 buys, 2 sells. */
  side: 1 | 2
  seller_id: number
  buyer_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  fiat: string
  price: string
  amount_units: number
  total: string
  ways: string
  pay_name: string
  pay_bank: string
  pay_account: string
  status: 0 | 1 | 2 | 3 | 4
  cancel_reason: OtcCancelReason | null
  created_at: number
  deadline_at: number
  paid_at: number | null
  finished_at: number | null
  appeal_content: string | null
  appeal_img: string | null
  appeal_at: number | null
  appeal_outcome: 'release' | 'return' | null
  appeal_resolved_at: number | null
}

export type NewOtcAd = Pick<
  OtcAdRow,
  'merchant_id' | 'side' | 'currency_id' | 'fiat' | 'price' | 'ways'
> & { min: string; max: string; total: string }

export interface NewOtcOrder {
  userId: number
  adId: number
  /** The user's side. */
  side: 'buy' | 'sell'
  amount: string
  kycLevel: 1 | 2
  /** Where the fiat goes when the user sells (their card, masked). */
  userPayInfo: { name: string; bank: string; account: string }
}

/** Who acts on an order, for the notices. */
export type OtcActor = 'user' | 'merchant' | 'reviewer' | 'timeout'

/** A change made: the order after it, and whether anything changed (false: a repeat). */
export interface OtcChange {
  order: OtcOrderRow
  changed: boolean
}

const ORDER_SELECT = `SELECT o.*, m.name AS merchant_name, c.name AS currency_name, c.decimal_scale,
    a.content AS appeal_content, a.img AS appeal_img, a.created_at AS appeal_at,
    a.outcome AS appeal_outcome, a.resolved_at AS appeal_resolved_at
  FROM otc_orders o JOIN otc_merchants m ON m.user_id = o.merchant_id
  JOIN currencies c ON c.id = o.currency_id
  LEFT JOIN (SELECT ap.*, '/uploads/' || u.name AS img FROM otc_appeals ap
             JOIN uploads u ON u.id = ap.upload_id) a ON a.order_id = o.id`

const AD_SELECT = `SELECT a.*, m.name AS merchant_name, c.name AS currency_name, c.decimal_scale
  FROM otc_ads a JOIN otc_merchants m ON m.user_id = a.merchant_id
  JOIN currencies c ON c.id = a.currency_id`

export function otcRepository(
  db: Database.Database,
  wallet: WalletRepository,
  messages: MessageRepository,
) {
  const merchantByName = db.prepare<[string], OtcMerchantRow>(
    'SELECT * FROM otc_merchants WHERE name = ?',
  )
  const merchant = db.prepare<[number], OtcMerchantRow>(
    'SELECT * FROM otc_merchants WHERE user_id = ?',
  )
  const merchantCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM otc_merchants')
  const insertMerchant = db.prepare(
    `INSERT INTO otc_merchants (user_id, name, bank_name, account_name, account_no, created_at)
     VALUES (@user_id, @name, @bank_name, @account_name, @account_no, @created_at)`,
  )
  const insertAd = db.prepare(
    `INSERT INTO otc_ads (merchant_id, side, currency_id, fiat, price, min_units, max_units,
       total_units, remaining, ways, created_at)
     VALUES (@merchant_id, @side, @currency_id, @fiat, @price, @min_units, @max_units,
       @total_units, @total_units, @ways, @created_at)`,
  )
  const adById = db.prepare<[number], OtcAdRow>(`${AD_SELECT} WHERE a.id = ?`)
  const openAds = db.prepare<[number, number], OtcAdRow>(
    `${AD_SELECT} WHERE a.side = ? AND a.currency_id = ? AND a.status = 1 AND a.remaining >= a.min_units
     ORDER BY a.id`,
  )
  const takeFromAd = db.prepare<[bigint, number, bigint]>(
    'UPDATE otc_ads SET remaining = remaining - ? WHERE id = ? AND status = 1 AND remaining >= ?',
  )
  const giveToAd = db.prepare<[number, number]>(
    'UPDATE otc_ads SET remaining = remaining + ? WHERE id = ?',
  )
  const stats = db.prepare<[number], { completed: number; cancelled: number }>(
    `SELECT COALESCE(SUM(status = 1), 0) AS completed, COALESCE(SUM(status = 2), 0) AS cancelled
     FROM otc_orders WHERE merchant_id = ?`,
  )

  const insertOrder = db.prepare(
    `INSERT INTO otc_orders (user_id, ad_id, merchant_id, side, seller_id, buyer_id, currency_id,
       fiat, price, amount_units, total, ways, pay_name, pay_bank, pay_account, created_at, deadline_at)
     VALUES (@user_id, @ad_id, @merchant_id, @side, @seller_id, @buyer_id, @currency_id, @fiat,
       @price, @amount_units, @total, @ways, @pay_name, @pay_bank, @pay_account, @created_at,
       @deadline_at)`,
  )
  const orderById = db.prepare<[number], OtcOrderRow>(`${ORDER_SELECT} WHERE o.id = ?`)
  const ownOrder = db.prepare<[number, number], OtcOrderRow>(
    `${ORDER_SELECT} WHERE o.id = ? AND o.user_id = ?`,
  )
  const ordersOf = db.prepare<
    { user: number; status: number | null; limit: number; offset: number },
    OtcOrderRow
  >(
    `${ORDER_SELECT} WHERE o.user_id = @user AND (@status IS NULL OR o.status = @status)
     ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const countOrders = db.prepare<{ user: number; status: number | null }, { n: number }>(
    `SELECT COUNT(*) AS n FROM otc_orders WHERE user_id = @user AND (@status IS NULL OR status = @status)`,
  )
  const dueOrders = db.prepare<[number], { id: number }>(
    'SELECT id FROM otc_orders WHERE status = 0 AND deadline_at <= ? ORDER BY id',
  )
  const setStatus = db.prepare<{
    id: number
    from: number
    to: number
    now: number
    reason: OtcCancelReason | null
  }>(
    `UPDATE otc_orders SET status = @to, cancel_reason = @reason,
       paid_at = CASE WHEN @to = 3 THEN @now ELSE paid_at END,
       finished_at = CASE WHEN @to IN (1, 2) THEN @now ELSE finished_at END
     WHERE id = @id AND status = @from`,
  )
  const insertAppeal = db.prepare(
    `INSERT INTO otc_appeals (order_id, user_id, upload_id, content, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const resolveAppeal = db.prepare<[string, number, number]>(
    'UPDATE otc_appeals SET outcome = ?, resolved_at = ? WHERE order_id = ? AND outcome IS NULL',
  )

  const units = (row: OtcOrderRow) => BigInt(row.amount_units)

  /** The seller's coins go to the buyer. */
  function release(o: OtcOrderRow, now: number) {
    const x = units(o)
    const base = { currencyId: o.currency_id, account: 'change' as const, referenceId: o.id }
    wallet.move(
      { ...base, userId: o.seller_id, available: 0n, locked: -x, type: 'otcEscrowRelease' },
      now,
    )
    wallet.move({ ...base, userId: o.buyer_id, available: x, locked: 0n, type: 'otcReceive' }, now)
  }

  /** The seller's coins come back to them, and the amount back to the ad. */
  function giveBack(o: OtcOrderRow, now: number) {
    const x = units(o)
    wallet.move(
      {
        userId: o.seller_id,
        currencyId: o.currency_id,
        account: 'change',
        available: x,
        locked: -x,
        type: 'otcEscrowReturn',
        referenceId: o.id,
      },
      now,
    )
    giveToAd.run(o.amount_units, o.ad_id)
  }

  /**
   * Moves order `id` from `from` to `to` with `effect`, in one transaction. Already at `to` (a
   * repeat): unchanged. Anywhere else: `otcOrderNotActionable`. `owner` limits it to a user's own
   * order (another's is `notFound`).
   */
  function transition(
    id: number,
    owner: number | null,
    from: number,
    to: number,
    actor: OtcActor,
    now: number,
    effect: (o: OtcOrderRow) => void,
    reason: OtcCancelReason | null = null,
  ): OtcChange {
    return db
      .transaction((): OtcChange => {
        const o = owner === null ? orderById.get(id) : ownOrder.get(id, owner)
        if (!o) throw new Refusal('notFound')
        if (o.status === to) return { order: o, changed: false }
        if (o.status !== from) throw new Refusal('otcOrderNotActionable')
        if (setStatus.run({ id, from, to, now, reason }).changes !== 1) {
          throw new Refusal('otcOrderNotActionable')
        }
        effect(o)
        const after = orderById.get(id)!
        if (actor !== 'user') messages.add(otcNotice(after, actor, now))
        return { order: after, changed: true }
      })
      .immediate()
  }

  return {
    transaction: <T>(fn: () => T) => db.transaction(fn)(),

    /* merchants and ads */
    merchantCount: () => merchantCount.get()!.n,
    merchant: (userId: number) => merchant.get(userId),
    merchantByName: (name: string) => merchantByName.get(name),
    addMerchant(m: OtcMerchantRow) {
      insertMerchant.run(m)
    },
    addAd(ad: NewOtcAd, now: number): number {
      const scale = wallet.currency(ad.currency_id)!.decimal_scale
      const info = insertAd.run({
        merchant_id: ad.merchant_id,
        side: ad.side,
        currency_id: ad.currency_id,
        fiat: ad.fiat,
        price: ad.price,
        min_units: toUnits(ad.min, scale),
        max_units: toUnits(ad.max, scale),
        total_units: toUnits(ad.total, scale),
        ways: ad.ways,
        created_at: now,
      })
      return Number(info.lastInsertRowid)
    },
    ad: (id: number) => adById.get(id),
    /** Ads that can be taken, by the merchant's side, oldest first (the route sorts by price). */
    openAds: (merchantSide: 1 | 2, currencyId: number) => openAds.all(merchantSide, currencyId),
    merchantStats: (merchantId: number) => stats.get(merchantId)!,

    /* orders */
    order: (id: number) => orderById.get(id),
    ownOrder: (userId: number, id: number) => ownOrder.get(id, userId),
    orders(userId: number, status: number | null, limit: number, offset: number) {
      return {
        rows: ordersOf.all({ user: userId, status, limit, offset }),
        total: countOrders.get({ user: userId, status })!.n,
      }
    },
    due: (now: number) => dueOrders.all(now).map((r) => r.id),

    /**
     * Opens an order on ad `adId` (call inside the idempotency transaction): checks the amount
     * (otc-math), takes it from the ad (two takers of the last of it: one gets it), holds the
     * seller's coins and writes the order awaiting payment.
     */
    create(o: NewOtcOrder, now: number): OtcOrderRow {
      const ad = adById.get(o.adId)
      const merchantSide = o.side === 'buy' ? 1 : 2
      if (!ad || ad.side !== merchantSide) throw new Refusal('notFound')
      if (ad.status !== 1) throw new Refusal('otcAdClosed')
      const scale = ad.decimal_scale
      const terms = {
        min: fromUnits(BigInt(ad.min_units), scale),
        max: fromUnits(BigInt(ad.max_units), scale),
        remaining: fromUnits(BigInt(ad.remaining), scale),
      }
      const issue = otcOrderIssue(o.amount, terms, o.kycLevel)
      if (issue) throw new Refusal(issue)
      const x = toUnits(o.amount, scale)
      if (takeFromAd.run(x, ad.id, x).changes !== 1) throw new Refusal('otcAdInsufficient')
      const m = merchant.get(ad.merchant_id)!
      const buying = o.side === 'buy'
      const seller = buying ? ad.merchant_id : o.userId
      const pay = buying
        ? { name: m.account_name, bank: m.bank_name, account: m.account_no }
        : o.userPayInfo
      const id = Number(
        insertOrder.run({
          user_id: o.userId,
          ad_id: ad.id,
          merchant_id: ad.merchant_id,
          side: buying ? 1 : 2,
          seller_id: seller,
          buyer_id: buying ? o.userId : ad.merchant_id,
          currency_id: ad.currency_id,
          fiat: ad.fiat,
          price: ad.price,
          amount_units: x,
          total: otcTotal(o.amount, ad.price),
          ways: ad.ways,
          pay_name: pay.name,
          pay_bank: pay.bank,
          pay_account: pay.account,
          created_at: now,
          deadline_at: now + OTC_PAYMENT_WINDOW_MS,
        }).lastInsertRowid,
      )
      wallet.move(
        {
          userId: seller,
          currencyId: ad.currency_id,
          account: 'change',
          available: -x,
          locked: x,
          type: 'otcEscrowHold',
          referenceId: id,
        },
        now,
      )
      return orderById.get(id)!
    },

    /** The user, as buyer, has paid (0 → 3). */
    userPaid(userId: number, id: number, now: number): OtcChange {
      const o = ownOrder.get(id, userId)
      if (o && o.side !== 1) throw new Refusal('otcOrderNotActionable')
      if (o?.status === 0 && o.deadline_at <= now) throw new Refusal('otcOrderNotActionable')
      return transition(id, userId, 0, 3, 'user', now, () => undefined)
    },
    /** The user, as buyer, cancels before paying (0 → 2): the merchant's coins return. */
    userCancel(userId: number, id: number, now: number): OtcChange {
      const o = ownOrder.get(id, userId)
      if (o && o.side !== 1) throw new Refusal('otcOrderNotActionable')
      return transition(id, userId, 0, 2, 'user', now, (r) => giveBack(r, now), 'buyer')
    },
    /** The user, as seller, confirms the fiat arrived (3 → 1): the coins go to the merchant. */
    userConfirm(userId: number, id: number, now: number): OtcChange {
      const o = ownOrder.get(id, userId)
      if (o && o.side !== 2) throw new Refusal('otcOrderNotActionable')
      return transition(id, userId, 3, 1, 'user', now, (r) => release(r, now))
    },
    /** The user appeals a paid order (3 → 4) with their upload `uploadId` and a text. */
    appeal(userId: number, id: number, uploadId: number, content: string, now: number): OtcChange {
      return transition(id, userId, 3, 4, 'user', now, (r) => {
        insertAppeal.run(r.id, userId, uploadId, content, now)
      })
    },

    /** The merchant, as buyer of a user's sell order, has paid (0 → 3). */
    merchantPaid(id: number, now: number): OtcChange {
      const o = orderById.get(id)
      if (o && o.side !== 2) throw new Refusal('otcOrderNotActionable')
      if (o?.status === 0 && o.deadline_at <= now) throw new Refusal('otcOrderNotActionable')
      return transition(id, null, 0, 3, 'merchant', now, () => undefined)
    },
    /** The merchant, as buyer, cancels a sell order before paying (0 → 2). */
    merchantCancel(id: number, now: number): OtcChange {
      const o = orderById.get(id)
      if (o && o.side !== 2) throw new Refusal('otcOrderNotActionable')
      return transition(id, null, 0, 2, 'merchant', now, (r) => giveBack(r, now), 'buyer')
    },
    /** The merchant, as seller, confirms the user's payment arrived (3 → 1): coins to the user. */
    merchantRelease(id: number, now: number): OtcChange {
      const o = orderById.get(id)
      if (o && o.side !== 1) throw new Refusal('otcOrderNotActionable')
      return transition(id, null, 3, 1, 'merchant', now, (r) => release(r, now))
    },
    /** A reviewer decides an appeal (4 → 1 release, or 4 → 2 return). */
    resolveAppeal(id: number, outcome: 'release' | 'return', now: number): OtcChange {
      const mark = () => void resolveAppeal.run(outcome, now, id)
      return outcome === 'release'
        ? transition(id, null, 4, 1, 'reviewer', now, (r) => {
            mark()
            release(r, now)
          })
        : transition(
            id,
            null,
            4,
            2,
            'reviewer',
            now,
            (r) => {
              mark()
              giveBack(r, now)
            },
            'appeal',
          )
    },
    /**
     * The payment window passed (0 → 2, the job): the seller's coins return. Null when the order
     * is no longer awaiting payment or not due yet (nothing changes).
     */
    expire(id: number, now: number): OtcOrderRow | null {
      return db
        .transaction((): OtcOrderRow | null => {
          const o = orderById.get(id)
          if (!o || o.status !== 0 || o.deadline_at > now) return null
          if (setStatus.run({ id, from: 0, to: 2, now, reason: 'timeout' }).changes !== 1) {
            return null
          }
          giveBack(o, now)
          const after = orderById.get(id)!
          messages.add(otcNotice(after, 'timeout', now))
          return after
        })
        .immediate()
    },
  }
}

export type OtcRepository = ReturnType<typeof otcRepository>
