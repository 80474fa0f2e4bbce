import { codeButtonMachine } from '../code-button/code-button.machine'
import { accountFromInput } from '../account-fields'
import { codeButtonSnapshots, coolingDownTo } from '../code-button/code-button.fixtures'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { noFormError } from '../form-errors'
import { bindTargetMachine, type BindTargetContext } from './bind-target.machine'
import type { BindTargetSnapshot } from './bind-target.view'

const email: BindTargetContext = {
  ...accountFromInput({ channel: 'email' }),
  code: '',
  cooldownSeconds: 60,
  ...noFormError,
}
const phone: BindTargetContext = { ...email, channel: 'mobile' }

/** The get-code button after a refusal of the address (the server's answer to sms_send / sms_mail). */
const refused = (error: 'emailInUse' | 'phoneInUse') =>
  codeButtonMachine.resolveState({
    value: 'ready',
    context: { ...codeButtonSnapshots.ready.context, scene: 'bind', error },
  })

function at(
  value: 'editing' | 'submitting' | 'bound',
  context: BindTargetContext,
  code: CodeButtonSnapshot = codeButtonSnapshots.ready,
) {
  return { bind: bindTargetMachine.resolveState({ value, context }) as BindTargetSnapshot, code }
}

export const bindTargetSnapshots = {
  emailEmpty: at('editing', email),
  emailInvalid: at('editing', {
    ...email,
    email: 'ana@',
    error: 'emailInvalid',
    errorField: 'account',
  }),
  emailInUse: at('editing', { ...email, email: 'taken@example.com' }, refused('emailInUse')),
  emailCodeSent: at(
    'editing',
    { ...email, email: 'new@example.com', code: '12' },
    coolingDownTo({ channel: 'email', email: 'new@example.com' }),
  ),
  emailSubmitting: at(
    'submitting',
    { ...email, email: 'new@example.com', code: '123456' },
    codeButtonSnapshots.coolingDown,
  ),
  phoneEmpty: at('editing', phone),
  phoneInvalid: at('editing', {
    ...phone,
    phone: '1380013800',
    error: 'phoneInvalid',
    errorField: 'account',
  }),
  phoneInUse: at('editing', { ...phone, phone: '13800138000' }, refused('phoneInUse')),
  phoneCodeSent: at(
    'editing',
    { ...phone, phone: '13800138000', code: '123456' },
    codeButtonSnapshots.coolingDownSms,
  ),
  phoneCodeWrong: at(
    'editing',
    { ...phone, phone: '13800138000', code: '111111', error: 'codeInvalid', errorField: 'code' },
    codeButtonSnapshots.coolingDown,
  ),
  bound: at(
    'bound',
    { ...phone, phone: '13800138000', code: '123456' },
    codeButtonSnapshots.coolingDown,
  ),
}
