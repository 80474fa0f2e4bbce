import { WithdrawAddress } from '@/api/contract/payout'
import { MockUsdtAddress } from '@/api/contract/payout.fixtures'
import { addressFormMachine, type AddressFormContext } from './address-form.machine'

const base: AddressFormContext = {
  network: null,
  name: '',
  address: '',
  issues: {},
  error: null,
  serverMessage: '',
  saved: null,
}
const filled: AddressFormContext = {
  ...base,
  network: 'USDT-TRC20',
  name: MockUsdtAddress.name,
  address: MockUsdtAddress.address,
}
const at = (value: 'editing' | 'saving' | 'saved', context: AddressFormContext) =>
  addressFormMachine.resolveState({ value, context })

/** One snapshot per state of the add-address form. */
export const addressFormSnapshots = {
  empty: at('editing', base),
  filled: at('editing', filled),
  required: at('editing', {
    ...base,
    issues: {
      network: 'address.network.required',
      name: 'address.name.required',
      address: 'address.address.required',
    },
  }),
  wrongNetwork: at('editing', {
    ...filled,
    network: 'BTC',
    issues: { address: 'address.address.invalid' },
  }),
  duplicate: at('editing', {
    ...filled,
    error: 'unknown',
    serverMessage: 'This address is already in your address book',
  }),
  saveFailed: at('editing', { ...filled, error: 'network' }),
  saving: at('saving', filled),
  saved: at('saved', { ...filled, saved: WithdrawAddress.parse(MockUsdtAddress) }),
}
