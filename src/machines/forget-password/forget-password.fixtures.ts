import { accountFromInput } from '../account-fields'
import { codeButtonSnapshots } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { noFormError } from '../form-errors'
import { forgetPasswordMachine, type ForgetPasswordContext } from './forget-password.machine'
import type { ForgetPasswordSnapshot } from './forget-password.view'

const base: ForgetPasswordContext = {
  ...accountFromInput({}),
  locked: false,
  code: '',
  password: '',
  rePassword: '',
  cooldownSeconds: 60,
  ...noFormError,
}

const filled: ForgetPasswordContext = {
  ...base,
  email: 'ana@example.com',
  code: '123456',
  password: 'newpass1',
  rePassword: 'newpass1',
}

const phone: ForgetPasswordContext = { ...filled, channel: 'mobile', phone: '13800138000' }
const sentSms = codeButtonSnapshots.coolingDownSms
const own: ForgetPasswordContext = { ...base, email: 'ana@example.com', locked: true }

function at(
  value: 'editing' | 'submitting' | 'done',
  context: ForgetPasswordContext,
  code: CodeButtonSnapshot = codeButtonSnapshots.ready,
) {
  return {
    forget: forgetPasswordMachine.resolveState({ value, context }) as ForgetPasswordSnapshot,
    code,
  }
}

export const forgetPasswordSnapshots = {
  empty: at('editing', base),
  accountNotFound: at(
    'editing',
    { ...base, email: 'nobody@example.com', error: 'accountNotFound', errorField: 'account' },
    codeButtonSnapshots.ready,
  ),
  codeCoolingDown: at(
    'editing',
    { ...base, email: 'ana@example.com' },
    codeButtonSnapshots.coolingDown,
  ),
  filled: at('editing', filled, codeButtonSnapshots.coolingDown),
  passwordMismatch: at(
    'editing',
    { ...filled, rePassword: 'newpass2', error: 'passwordMismatch', errorField: 'rePassword' },
    codeButtonSnapshots.coolingDown,
  ),
  codeInvalid: at(
    'editing',
    { ...filled, error: 'codeInvalid', errorField: 'code' },
    codeButtonSnapshots.coolingDown,
  ),
  phone: at('editing', phone, sentSms),
  phoneInvalid: at('editing', {
    ...phone,
    phone: '1380013800',
    error: 'phoneInvalid',
    errorField: 'account',
  }),
  submitting: at('submitting', filled, codeButtonSnapshots.coolingDown),
  networkError: at('editing', { ...filled, error: 'network' }, codeButtonSnapshots.coolingDown),
  /** The security screen's "change login password": the account is the user's own. */
  own: at('editing', own),
  ownFilled: at(
    'editing',
    { ...own, code: '123456', password: 'newpass1', rePassword: 'newpass1' },
    codeButtonSnapshots.coolingDown,
  ),
  done: at('done', filled, codeButtonSnapshots.coolingDown),
}
