import { ADDRESS_BOOK_LIMIT, WithdrawAddress } from '@/api/contract/payout'
import { MockAddresses, MockBtcAddress, MockUsdtAddress } from '@/api/contract/payout.fixtures'
import { addressBookMachine, type AddressBookContext } from './address-book.machine'

export const mockAddressList = MockAddresses.map((a) => WithdrawAddress.parse(a))
const usdt = WithdrawAddress.parse(MockUsdtAddress)

/** A full book: ADDRESS_BOOK_LIMIT addresses, so no more can be added. */
export const mockFullAddressList = Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, i) =>
  WithdrawAddress.parse({ ...MockBtcAddress, id: 200 + i, name: `Wallet ${i + 1}` }),
)

const base: AddressBookContext = { addresses: mockAddressList, target: null, error: null }
type Value = 'loading' | 'failed' | { ready: 'idle' | 'confirmingDelete' | 'deleting' }
const at = (value: Value, context: Partial<AddressBookContext> = {}) =>
  addressBookMachine.resolveState({ value, context: { ...base, ...context } })

/** One snapshot per state of the address book. */
export const addressBookSnapshots = {
  loading: at('loading', { addresses: [] }),
  failed: at('failed', { addresses: [], error: 'network' }),
  empty: at({ ready: 'idle' }, { addresses: [] }),
  ready: at({ ready: 'idle' }),
  full: at({ ready: 'idle' }, { addresses: mockFullAddressList }),
  confirmingDelete: at({ ready: 'confirmingDelete' }, { target: usdt }),
  deleting: at({ ready: 'deleting' }, { target: usdt }),
}
