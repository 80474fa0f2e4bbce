import { accountFromInput } from '../account-fields'
import { codeButtonSnapshots } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { loginMachine, type LoginContext } from './login.machine'
import type { LoginSnapshot } from './login.view'

const base: LoginContext = {
  ...accountFromInput({}),
  mode: 'password',
  password: '',
  code: '',
  cooldownSeconds: 60,
  error: null,
  errorField: null,
  serverMessage: '',
  token: null,
}

const filled: LoginContext = { ...base, email: 'ana@example.com', password: 'secret12' }
const codeMode: LoginContext = { ...base, mode: 'code', email: 'ana@example.com' }

const phone: LoginContext = { ...base, channel: 'mobile', phone: '13800138000' }

function at(
  value: 'editing' | 'submitting' | 'loggedIn',
  context: LoginContext,
  code: CodeButtonSnapshot = codeButtonSnapshots.ready,
) {
  return { login: loginMachine.resolveState({ value, context }) as LoginSnapshot, code }
}

/** One entry per state the login screen can show. */
export const loginSnapshots = {
  empty: at('editing', base),
  filled: at('editing', filled),
  invalidAccount: at('editing', {
    ...base,
    email: 'ana@',
    error: 'emailInvalid',
    errorField: 'account',
  }),
  submitting: at('submitting', filled),
  credentialsInvalid: at('editing', { ...filled, error: 'credentialsInvalid' }),
  // the 5th wrong password (server/src/throttle.ts): the sandbox's sentence carries the wait
  locked: at('editing', {
    ...filled,
    error: 'loginLocked',
    serverMessage: 'Too many failed sign-ins. Please try again in 14 min',
  }),
  networkError: at('editing', { ...filled, error: 'network' }),
  codeReady: at('editing', codeMode),
  codeSending: at('editing', codeMode, codeButtonSnapshots.sending),
  codeCoolingDown: at('editing', { ...codeMode, code: '12' }, codeButtonSnapshots.coolingDown),
  codeReadyAgain: at('editing', codeMode, codeButtonSnapshots.readyAgain),
  codeIncomplete: at(
    'editing',
    { ...codeMode, code: '12345', error: 'codeInvalid', errorField: 'code' },
    codeButtonSnapshots.coolingDown,
  ),
  codeExpired: at(
    'editing',
    { ...codeMode, code: '123456', error: 'codeExpired', errorField: 'code' },
    codeButtonSnapshots.readyAgain,
  ),
  codeSubmitting: at(
    'submitting',
    { ...codeMode, code: '123456' },
    codeButtonSnapshots.coolingDown,
  ),
  phoneEmpty: at('editing', { ...base, channel: 'mobile' }),
  phoneFilled: at('editing', { ...phone, password: 'secret12' }),
  phoneInvalid: at('editing', {
    ...phone,
    phone: '2380013800',
    password: 'secret12',
    error: 'phoneInvalid',
    errorField: 'account',
  }),
  phoneCode: at(
    'editing',
    { ...phone, mode: 'code', code: '12' },
    codeButtonSnapshots.coolingDownSms,
  ),
  loggedIn: at('loggedIn', { ...filled, token: '0123456789abcdef0123456789abcdef' }),
}
