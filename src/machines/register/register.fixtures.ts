import { accountFromInput } from '../account-fields'
import { codeButtonSnapshots, coolingDownTo } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { noFormError } from '../form-errors'
import { registerMachine, type RegisterContext } from './register.machine'
import type { RegisterSnapshot } from './register.view'

const base: RegisterContext = {
  ...accountFromInput({}),
  code: '',
  password: '',
  rePassword: '',
  inviteCode: '',
  inviteLocked: false,
  cooldownSeconds: 60,
  ...noFormError,
}

const filled: RegisterContext = {
  ...base,
  email: 'new@example.com',
  code: '123456',
  password: 'secret12',
  rePassword: 'secret12',
}

const sentToNew = coolingDownTo({ channel: 'email', email: 'new@example.com' })

const phone: RegisterContext = { ...base, channel: 'mobile' }
const phoneFilled: RegisterContext = {
  ...filled,
  channel: 'mobile',
  email: '',
  phone: '138 0013 8000',
}

function at(
  value: 'editing' | 'submitting' | 'registered',
  context: RegisterContext,
  code: CodeButtonSnapshot = codeButtonSnapshots.ready,
) {
  return { register: registerMachine.resolveState({ value, context }) as RegisterSnapshot, code }
}

export const registerSnapshots = {
  empty: at('editing', base),
  invited: at('editing', { ...base, inviteCode: 'K7Q2M9XA', inviteLocked: true }),
  codeCoolingDown: at('editing', { ...base, email: 'new@example.com' }, sentToNew),
  filled: at('editing', filled, sentToNew),
  passwordMismatch: at(
    'editing',
    { ...filled, rePassword: 'secret13', error: 'passwordMismatch', errorField: 'rePassword' },
    codeButtonSnapshots.coolingDown,
  ),
  passwordTooShort: at(
    'editing',
    {
      ...filled,
      password: 'abc',
      rePassword: 'abc',
      error: 'passwordLength',
      errorField: 'password',
    },
    codeButtonSnapshots.coolingDown,
  ),
  submitting: at('submitting', filled, codeButtonSnapshots.coolingDown),
  accountExists: at(
    'editing',
    { ...filled, error: 'accountExists', errorField: 'account' },
    codeButtonSnapshots.readyAgain,
  ),
  codeExpired: at(
    'editing',
    { ...filled, error: 'codeExpired', errorField: 'code' },
    codeButtonSnapshots.readyAgain,
  ),
  networkError: at('editing', { ...filled, error: 'network' }, codeButtonSnapshots.coolingDown),
  phone: at('editing', phone),
  phoneOtherArea: at('editing', {
    ...phone,
    areaCode: '55',
    areaIso: 'BR',
    phone: '11 91234 5678',
  }),
  phoneInvalid: at('editing', {
    ...phone,
    phone: '2380013800',
    error: 'phoneInvalid',
    errorField: 'account',
  }),
  phoneFilled: at('editing', phoneFilled, codeButtonSnapshots.coolingDownSms),
  registered: at('registered', filled, codeButtonSnapshots.coolingDown),
}
