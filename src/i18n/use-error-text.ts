import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'

/**
 * Translates an error code (STYLE §2.11). For `unknown` the server's own sentence is the best
 * message there is, so it is shown when present.
 */
export function useErrorText() {
  const { t } = useTranslation('errors')
  return (code: ErrorCode | null, serverMessage = ''): string | undefined => {
    if (!code) return undefined
    if (code === 'unknown' && serverMessage) return serverMessage
    return t(code)
  }
}
