import type { SnapshotFrom } from 'xstate'
import { withdrawNetworks, type NetworkKey, type PayoutIssue } from '@/api/contract/payout'
import type { ErrorCode } from '@/api/errors'
import type { AddressField, addressFormMachine } from './address-form.machine'

export type AddressFormSnapshot = SnapshotFrom<typeof addressFormMachine>

export interface NetworkOption {
  key: NetworkKey
  coin: string
  network: string
}

export interface AddressFormView {
  networks: NetworkOption[]
  network: NetworkKey | null
  name: string
  address: string
  issues: Partial<Record<AddressField, PayoutIssue>>
  isSaving: boolean
  isSaved: boolean
  /** A refused request; `unknown` comes with the server's sentence. */
  error: ErrorCode | null
  serverMessage: string
}

export const networkOptions: NetworkOption[] = withdrawNetworks.map((n) => ({
  key: n.key,
  coin: n.currencyName,
  network: n.type,
}))

export function toAddressFormView(s: AddressFormSnapshot): AddressFormView {
  const error = s.context.error
  return {
    networks: networkOptions,
    network: s.context.network,
    name: s.context.name,
    address: s.context.address,
    issues: s.context.issues,
    isSaving: s.hasTag('saving'),
    isSaved: s.hasTag('saved'),
    error,
    serverMessage: error ? s.context.serverMessage : '',
  }
}
