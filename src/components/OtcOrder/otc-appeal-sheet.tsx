import { useId, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PictureQuality } from '@/machines/kyc/kyc-picture.machine'
import type { OtcAppealView } from '@/machines/otc-order/otc-order.view'

export interface OtcAppealSheetProps {
  appeal: OtcAppealView | null
  onClose: () => void
  onText: (value: string) => void
  onSubmit: () => void
  onPick: (file: File, quality: PictureQuality) => void
  onRetry: () => void
}

/** The appeal: what happened, and a picture of the payment (the app's upload, compressed). */
export function OtcAppealSheet({ appeal, ...on }: OtcAppealSheetProps) {
  const { t } = useTranslation('otc')
  const errorText = useErrorText()
  const textId = useId()
  const hintId = useId()
  const fileId = useId()
  if (!appeal) return null
  const p = appeal.picture
  const busy = p.status === 'preparing' || p.status === 'uploading'
  const textIssue = appeal.issue === 'otcAppealTextInvalid'
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) on.onPick(file, 'compressed')
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    on.onSubmit()
  }
  const error =
    (appeal.issue && !textIssue ? errorText(appeal.issue) : undefined) ??
    errorText(p.error, p.serverMessage) ??
    errorText(appeal.error, appeal.serverMessage)
  return (
    <Sheet open onClose={on.onClose} title={t('appeal.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={textId} className="text-muted text-sm">
          {t('appeal.text')}
        </label>
        <textarea
          id={textId}
          value={appeal.text}
          rows={4}
          maxLength={appeal.maxLength}
          aria-invalid={textIssue ? true : undefined}
          aria-describedby={hintId}
          onChange={(e) => on.onText(e.target.value)}
          className={cn(
            'bg-surface border-line focus:border-primary-ink text-ink rounded-lg border px-3 py-2 text-base outline-none',
            textIssue && 'border-error focus:border-error',
          )}
        />
        <p id={hintId} className={cn('text-sm', textIssue ? 'text-error' : 'text-muted')}>
          {textIssue ? errorText('otcAppealTextInvalid') : t('appeal.textHint')}
        </p>
        <p className="text-muted text-sm">{t('appeal.picture')}</p>
        {p.previewUrl && (
          <img
            src={p.previewUrl}
            alt={t('appeal.previewAlt')}
            className={cn('max-h-40 self-start rounded-lg object-contain', busy && 'opacity-60')}
          />
        )}
        {p.status === 'preparing' && <p className="text-muted text-sm">{t('appeal.preparing')}</p>}
        {p.status === 'uploading' && (
          <p className="text-muted text-sm">{t('appeal.uploading', { percent: p.progress })}</p>
        )}
        {p.status === 'uploaded' && <p className="text-up text-sm">{t('appeal.uploaded')}</p>}
        {p.status === 'failed' ? (
          <Button type="button" variant="secondary" size="sm" onClick={on.onRetry}>
            {t('appeal.retry')}
          </Button>
        ) : (
          <label
            htmlFor={fileId}
            className="bg-raised has-[:focus-visible]:outline-primary-ink flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-4 has-[:focus-visible]:outline-2"
          >
            {p.previewUrl ? t('appeal.replace') : t('appeal.pick')}
            <input
              id={fileId}
              type="file"
              accept="image/*"
              onChange={pick}
              disabled={busy}
              className="sr-only"
            />
          </label>
        )}
        {error && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        <Button type="submit" block busy={appeal.isSubmitting || busy}>
          {t('appeal.submit')}
        </Button>
      </form>
    </Sheet>
  )
}
