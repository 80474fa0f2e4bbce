import { codeButtonMachine, type CodeButtonContext } from './code-button.machine'

const base: CodeButtonContext = {
  scene: 'login',
  email: 'ana@example.com',
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
}
