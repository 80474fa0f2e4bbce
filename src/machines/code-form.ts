/**
 * What every code-verified form shares (login, register, forget-password, pay-password,
 * bind-target): asking the invoked `codeButton` child for a code, and submitting. Each is refused
 * in place with a field error when the input breaks a contract rule, so nothing is sent.
 *
 * A machine spreads `codeFormEvents` into its editing state's `on` and names in its `setup`:
 * guards `isCodeTargetValid`, `isFormValid`; actions `clearError`, `requestCode`,
 * `rememberCodeTargetError`, `rememberFormError`; and a `submitting` state.
 */
export const codeFormEvents = {
  'code.request': [
    { guard: 'isCodeTargetValid', actions: ['clearError', 'requestCode'] },
    { actions: 'rememberCodeTargetError' },
  ],
  'form.submit': [
    { guard: 'isFormValid', target: 'submitting', actions: 'clearError' },
    { actions: 'rememberFormError' },
  ],
} as const

/** Keeps the digits of a typed code, at most six (spec §5). */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6)
}
