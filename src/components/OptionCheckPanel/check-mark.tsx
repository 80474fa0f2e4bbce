import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** ✓ or ✗ after a fact, with the word said to screen readers. */
export function CheckMark({ ok }: { ok: boolean }) {
  const { t } = useTranslation('optionCheck')
  return (
    <span
      data-slot="check-mark"
      data-ok={ok}
      className={cn('inline-flex align-middle', ok ? 'text-success' : 'text-error')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        {ok ? <path d="m3 8.5 3.2 3L13 4.5" /> : <path d="m4 4 8 8M12 4l-8 8" />}
      </svg>
      <span className="sr-only">{ok ? t('mark.ok') : t('mark.differs')}</span>
    </span>
  )
}
