/**
 * Wire-shaped payout data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/payout.ts). Every value passes the contract's field rules.
 */
import {
  internationalFields,
  type BankCard,
  type DomesticCardWire,
  type InternationalCardInfo,
  type WithdrawAddressWire,
} from './payout'

export const MockDomesticCard: DomesticCardWire = {
  id: 7,
  real_name: 'Ana Souza',
  bank_account: '6222021234567890123',
  bank_name: 'Banco do Brasil',
  bank_branch: 'Agência Paulista',
  bank_dizhi: 'São Paulo',
}

export const MockInternationalValues = {
  realName: 'Liam Walker',
  accountNumber: 'GB29NWBK60161331926819',
  bankName: 'NatWest',
  bankNetwork: 'SWIFT',
  swiftCode: 'NWBKGB2L',
  abaNumber: '021000021',
  phone: '+442071234567',
  address: '250 Bishopsgate, London EC2M 4AA',
} as const

/** The English labels the sandbox sends in `forms`. */
export const MockInternationalLabels = [
  'Real name',
  'Card or account number',
  'Bank name',
  'Bank network',
  'SWIFT code',
  'ABA number',
  'Phone',
  'Cardholder address',
]

export const MockInternationalCard: InternationalCardInfo = {
  id: 8,
  forms: MockInternationalLabels,
  data: internationalFields.map((f) => MockInternationalValues[f]),
}

export const MockNoInternationalCard: InternationalCardInfo = {
  id: null,
  forms: MockInternationalLabels,
  data: [],
}

/** The domestic card as the forms hold it. */
export const MockBankCard: BankCard = {
  id: 7,
  values: {
    realName: MockDomesticCard.real_name,
    cardNumber: MockDomesticCard.bank_account,
    bankName: MockDomesticCard.bank_name,
    bankBranch: MockDomesticCard.bank_branch,
    bankCity: MockDomesticCard.bank_dizhi,
  },
}

export const MockInternationalBankCard: BankCard = { id: 8, values: { ...MockInternationalValues } }

const stamp = '2025-01-01 00:00:00'

export const MockBtcAddress: WithdrawAddressWire = {
  id: 31,
  user_id: 1001,
  currency: 1,
  currency_name: 'BTC',
  type: 'BTC',
  name: 'Cold wallet',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  qrcode: '',
  created_at: stamp,
  updated_at: stamp,
}

export const MockUsdtAddress: WithdrawAddressWire = {
  ...MockBtcAddress,
  id: 32,
  currency: 3,
  currency_name: 'USDT',
  type: 'TRC20',
  name: 'Exchange deposit',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
}

export const MockEthAddress: WithdrawAddressWire = {
  ...MockBtcAddress,
  id: 33,
  currency: 2,
  currency_name: 'ETH',
  type: 'ERC20',
  name: 'MetaMask',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
}

/** Newest first, as `user/wallet/list` answers. */
export const MockAddresses: WithdrawAddressWire[] = [
  MockEthAddress,
  MockUsdtAddress,
  MockBtcAddress,
]
