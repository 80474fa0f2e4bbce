import { useTranslation } from 'react-i18next'
import { longestWaits, waitErrorCodes } from '@/api/contract/common'
import type { ErrorCode } from '@/api/errors'

/**
 * Translates an error code (STYLE §2.11). For `unknown` the server's own sentence is the best
 * message there is, and for the throttling codes it is the one that knows the wait (`waitErrorCodes` in
 * contract/common.ts), so it is shown when present.
 */
/** The contract's throttling tables, read with any code. */
const waitCodes: ReadonlySet<string> = waitErrorCodes
const fallbackWaits: Partial<Record<string, { seconds?: number; minutes?: number }>> = longestWaits

export function useErrorText() {
  const { t } = useTranslation('errors')
  return (code: ErrorCode | null, serverMessage = ''): string | undefined => {
    if (!code) return undefined
    if ((code === 'unknown' || waitCodes.has(code)) && serverMessage) return serverMessage
    const wait = fallbackWaits[code]
    return wait ? t(code, wait) : t(code)
  }
}

/** The error part of a form view: a code, the field it belongs to (if any), the server's text. */
export interface FormErrorView {
  error: ErrorCode | null
  errorField: string | null
  serverMessage: string
}

/**
 * Where a form shows its error: under the field it concerns (`fieldError(name)`), or as one
 * message for the whole form (`formError`) when it concerns no field.
 */
export function useFormErrorText({ error, errorField, serverMessage }: FormErrorView) {
  const errorText = useErrorText()
  return {
    fieldError: (field: string) =>
      errorField === field ? errorText(error, serverMessage) : undefined,
    formError: error && !errorField ? errorText(error, serverMessage) : undefined,
  }
}
