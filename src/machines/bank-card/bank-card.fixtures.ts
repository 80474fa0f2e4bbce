import { MockBankCard, MockInternationalBankCard } from '@/api/contract/payout.fixtures'
import type { CardKind } from '@/api/contract/payout'
import { bankCardMachine, type BankCardContext } from './bank-card.machine'

const empty = (kind: CardKind): BankCardContext => ({
  kind,
  card: null,
  values: {},
  issues: {},
  error: null,
  serverMessage: '',
})
const withCard = (kind: CardKind): BankCardContext => {
  const card = kind === 'domestic' ? MockBankCard : MockInternationalBankCard
  return { ...empty(kind), card, values: { ...card.values } }
}

type Value = 'loading' | 'failed' | 'editing' | 'saving' | 'saved' | 'confirmingDelete' | 'deleting'
const at = (value: Value, context: BankCardContext) =>
  bankCardMachine.resolveState({ value, context })

/** One snapshot per state of a bank-card form (domestic unless named otherwise). */
export const bankCardSnapshots = {
  loading: at('loading', empty('domestic')),
  failed: at('failed', { ...empty('domestic'), error: 'network' }),
  empty: at('editing', empty('domestic')),
  filled: at('editing', withCard('domestic')),
  /** Submitted empty: every field says it is required. */
  required: at('editing', {
    ...empty('domestic'),
    issues: {
      realName: 'card.realName.required',
      cardNumber: 'card.cardNumber.required',
      bankName: 'card.bankName.required',
      bankBranch: 'card.bankBranch.required',
      bankCity: 'card.bankCity.required',
    },
  }),
  invalid: at('editing', {
    ...empty('domestic'),
    values: {
      realName: 'Ana <b>',
      cardNumber: '1234',
      bankName: 'Banco do Brasil',
      bankBranch: 'A',
      bankCity: 'São Paulo',
    },
    issues: {
      realName: 'form.specialCharacters',
      cardNumber: 'card.cardNumber.invalid',
      bankBranch: 'card.bankBranch.invalid',
    },
  }),
  saving: at('saving', withCard('domestic')),
  saveFailed: at('editing', { ...withCard('domestic'), error: 'network' }),
  saved: at('saved', withCard('domestic')),
  confirmingDelete: at('confirmingDelete', withCard('domestic')),
  deleting: at('deleting', withCard('domestic')),
  internationalEmpty: at('editing', empty('international')),
  internationalFilled: at('editing', withCard('international')),
  internationalInvalid: at('editing', {
    ...withCard('international'),
    values: {
      ...withCard('international').values,
      swiftCode: 'NWBKGB2',
      abaNumber: '021000022',
      accountNumber: '',
    },
    issues: {
      accountNumber: 'card.accountNumber.required',
      swiftCode: 'card.swiftCode.invalid',
      abaNumber: 'card.abaNumber.invalid',
    },
  }),
}
