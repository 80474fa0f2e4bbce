import { codeButtonSnapshots } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { noFormError } from '../form-errors'
import { payPasswordMachine, type PayPasswordContext } from './pay-password.machine'
import type { PayPasswordSnapshot } from './pay-password.view'

const base: PayPasswordContext = {
  hasPayPassword: false,
  password: '',
  rePassword: '',
  code: '',
  cooldownSeconds: 60,
  ...noFormError,
}

const filled: PayPasswordContext = {
  ...base,
  password: 'paypass1',
  rePassword: 'paypass1',
  code: '123456',
}

function at(
  value: 'editing' | 'submitting' | 'saved',
  context: PayPasswordContext,
  code: CodeButtonSnapshot = codeButtonSnapshots.ready,
) {
  return {
    payPassword: payPasswordMachine.resolveState({ value, context }) as PayPasswordSnapshot,
    code,
  }
}

export const payPasswordSnapshots = {
  empty: at('editing', base),
  change: at('editing', { ...base, hasPayPassword: true }),
  codeCoolingDown: at(
    'editing',
    { ...base, password: 'paypass1', rePassword: 'paypass1' },
    codeButtonSnapshots.coolingDownOwn,
  ),
  filled: at('editing', filled, codeButtonSnapshots.coolingDownOwn),
  tooShort: at(
    'editing',
    {
      ...filled,
      password: '12345',
      rePassword: '12345',
      error: 'passwordLength',
      errorField: 'password',
    },
    codeButtonSnapshots.coolingDownOwn,
  ),
  mismatch: at(
    'editing',
    { ...filled, rePassword: 'paypass2', error: 'passwordMismatch', errorField: 'rePassword' },
    codeButtonSnapshots.coolingDownOwn,
  ),
  codeExpired: at(
    'editing',
    { ...filled, error: 'codeExpired', errorField: 'code' },
    codeButtonSnapshots.readyAgain,
  ),
  codeTooFrequent: at('editing', base, codeButtonSnapshots.failed),
  submitting: at('submitting', filled, codeButtonSnapshots.coolingDownOwn),
  saved: at('saved', filled, codeButtonSnapshots.coolingDownOwn),
}
