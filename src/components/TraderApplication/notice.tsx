import type { ErrorCode } from '@/api/errors'
import { useErrorText } from '@/i18n/use-error-text'

/** A refusal that brought the caller to this page (sent from another device meanwhile). */
export function StaleNotice({ error }: { error: ErrorCode | null }) {
  const errorText = useErrorText()
  if (error !== 'applicationPending' && error !== 'alreadyTrader') return null
  return (
    <p role="status" className="bg-raised text-ink rounded-lg px-3 py-2 text-sm">
      {errorText(error)}
    </p>
  )
}
