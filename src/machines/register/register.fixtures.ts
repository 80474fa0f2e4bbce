import { codeButtonSnapshots } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { registerMachine, type RegisterContext } from './register.machine'
import type { RegisterSnapshot } from './register.view'

const base: RegisterContext = {
  account: '',
  code: '',
  password: '',
  rePassword: '',
  inviteCode: '',
  inviteLocked: false,
  cooldownSeconds: 60,
  error: null,
  errorField: null,
  serverMessage: '',
}

const filled: RegisterContext = {
  ...base,
  account: 'new@example.com',
  code: '123456',
  password: 'secret12',
  rePassword: 'secret12',
}

function at(value: 'editing' | 'submitting', context: RegisterContext, code: CodeButtonSnapshot = codeButtonSnapshots.ready) {
  return { register: registerMachine.resolveState({ value, context }) as RegisterSnapshot, code }
}

export const registerSnapshots = {
  empty: at('editing', base),
  invited: at('editing', { ...base, inviteCode: 'K7Q2M9XA', inviteLocked: true }),
  codeCoolingDown: at('editing', { ...base, account: 'new@example.com' }, codeButtonSnapshots.coolingDown),
  filled: at('editing', filled, codeButtonSnapshots.coolingDown),
  passwordMismatch: at(
    'editing',
    { ...filled, rePassword: 'secret13', error: 'passwordMismatch', errorField: 'rePassword' },
    codeButtonSnapshots.coolingDown,
  ),
  passwordTooShort: at(
    'editing',
    { ...filled, password: 'abc', rePassword: 'abc', error: 'passwordLength', errorField: 'password' },
    codeButtonSnapshots.coolingDown,
  ),
  submitting: at('submitting', filled, codeButtonSnapshots.coolingDown),
  accountExists: at('editing', { ...filled, error: 'accountExists', errorField: 'account' }, codeButtonSnapshots.readyAgain),
  codeExpired: at('editing', { ...filled, error: 'codeExpired', errorField: 'code' }, codeButtonSnapshots.readyAgain),
  networkError: at('editing', { ...filled, error: 'network' }, codeButtonSnapshots.coolingDown),
}
