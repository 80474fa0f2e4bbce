/**
 * Lock mining rows (repositories/lockming.ts, integer units) as the wire shapes of
 * src/api/contract/lockming.ts: products with their coin, and orders through the contract's own
 * `lockOrderWire` (the mock's mapper too), so paid interest, remaining days, penalty and refund
 * are lockming-math's at the answer's moment.
 */
import {
  lockOrderWire,
  type LockConfigWire,
  type LockOrderWire,
} from '../../../src/api/contract/lockming'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { lockStateOf, type LockConfigRow, type LockOrderRow } from '../repositories/lockming'

export const configWire = (c: LockConfigRow): LockConfigWire => ({
  id: c.id,
  currency_id: c.currency_id,
  day: c.day,
  interest_rate: c.interest_rate,
  cancel_rate: c.cancel_rate,
  intro: c.intro,
  save_min: c.save_min,
  created_at: msToWireTime(c.created_at),
  currency_name: c.currency_name,
  currency_logo: c.currency_logo,
  decimal_scale: c.decimal_scale,
  type: c.kind,
})

export const orderWire = (r: LockOrderRow, now: number): LockOrderWire =>
  lockOrderWire(lockStateOf(r), now)
