import type { SnapshotFrom } from 'xstate'
import { ADDRESS_BOOK_LIMIT, type WithdrawAddress } from '@/api/contract/payout'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { addressBookMachine } from './address-book.machine'

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>

export interface AddressItemView {
  id: number
  /** The user's label. */
  name: string
  /** The coin, e.g. USDT. */
  coin: string
  /** The network, e.g. TRC20. */
  network: string
  address: string
}

export interface AddressBookView {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  addresses: AddressItemView[]
  count: number
  limit: number
  /** Below the limit: the add button is offered. */
  canAdd: boolean
  /** The address the delete dialog asks about. */
  confirming: AddressItemView | null
  /** The address whose deletion is in flight. */
  deletingId: number | null
  /** Why loading failed; session errors are left to the session. */
  error: ErrorCode | null
}

const toItem = (a: WithdrawAddress): AddressItemView => ({
  id: a.id,
  name: a.name,
  coin: a.currency_name,
  network: a.type,
  address: a.address,
})

export function toAddressBookView(s: AddressBookSnapshot): AddressBookView {
  const { addresses, target, error } = s.context
  const loaded = loadStatus(s)
  const status = loaded === 'ready' && addresses.length === 0 ? 'empty' : loaded
  return {
    status,
    addresses: addresses.map(toItem),
    count: addresses.length,
    limit: ADDRESS_BOOK_LIMIT,
    canAdd: status !== 'loading' && status !== 'failed' && addresses.length < ADDRESS_BOOK_LIMIT,
    confirming: s.hasTag('sheetOpen') && target ? toItem(target) : null,
    deletingId: s.hasTag('deleting') && target ? target.id : null,
    error,
  }
}
