import type { CodeTarget } from '@/api/auth'
import { codeButtonMachine, type CodeButtonContext } from './code-button.machine'

const base: CodeButtonContext = {
  scene: 'login',
  target: { channel: 'email', email: 'ana@example.com' },
  cooldownSeconds: 60,
  resendInSeconds: 0,
  error: null,
  serverMessage: '',
  sent: 0,
}

export const codeButtonSnapshots = {
  ready: codeButtonMachine.resolveState({ value: 'ready', context: base }),
  sending: codeButtonMachine.resolveState({ value: 'sending', context: base }),
  coolingDown: codeButtonMachine.resolveState({
    value: 'coolingDown',
    context: { ...base, resendInSeconds: 42, sent: 1 },
  }),
  readyAgain: codeButtonMachine.resolveState({ value: 'ready', context: { ...base, sent: 1 } }),
  failed: codeButtonMachine.resolveState({
    value: 'ready',
    context: { ...base, error: 'codeTooFrequent' },
  }),
  coolingDownSms: codeButtonMachine.resolveState({
    value: 'coolingDown',
    context: {
      ...base,
      target: { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      resendInSeconds: 42,
      sent: 1,
    },
  }),
  coolingDownOwn: codeButtonMachine.resolveState({
    value: 'coolingDown',
    context: {
      ...base,
      scene: 'security',
      target: { channel: 'own' },
      resendInSeconds: 42,
      sent: 1,
    },
  }),
}

/** Cooling down after a code went to `target` (so a form's "sent to …" note names its own account). */
export function coolingDownTo(target: CodeTarget) {
  return codeButtonMachine.resolveState({
    value: 'coolingDown',
    context: { ...base, target, resendInSeconds: 42, sent: 1 },
  })
}
