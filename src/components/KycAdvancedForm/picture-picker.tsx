import { useId, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PictureView } from '@/machines/kyc/kyc.view'

export interface PicturePickerProps {
  picture: PictureView
  /** The side's name, already translated ("Front"). */
  label: string
  /** File types the picker offers. */
  accept: string
  /** A form-level error that belongs to this side (e.g. "upload both sides"), already translated. */
  error?: string
  disabled?: boolean
  onPick: (file: File) => void
  onRetry: () => void
  onRemove: () => void
}

/** One side of the document: a picture chooser with preview, upload progress, retry and remove. */
export function PicturePicker({
  picture,
  label,
  accept,
  error,
  disabled = false,
  ...on
}: PicturePickerProps) {
  const { t } = useTranslation('kyc')
  const errorText = useErrorText()
  const inputId = useId()
  const noteId = `${inputId}-note`
  const { status, progress, previewUrl } = picture
  const note = errorText(picture.error, picture.serverMessage) ?? error
  const busy = status === 'preparing' || status === 'uploading'

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // cleared so that choosing the same file again still counts as a choice
    e.target.value = ''
    if (file) on.onPick(file)
  }

  return (
    <div data-slot="picture-picker" data-state={status} className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div
        className={cn(
          'bg-raised relative flex aspect-[16/10] items-center justify-center overflow-hidden rounded-lg',
          status === 'empty' && 'border-line border border-dashed',
          note && 'border-error border',
        )}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('advanced.preview', { side: label })}
            className={cn('size-full object-contain', busy && 'opacity-50')}
          />
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="text-muted size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="11" r="2" />
            <path d="m21 17-5-5-8 7" />
          </svg>
        )}
        {busy && (
          <div className="bg-page/80 absolute inset-x-2 bottom-2 flex flex-col gap-1 rounded-md p-1.5">
            <span className="text-xs">
              {status === 'preparing'
                ? t('advanced.preparing')
                : t('advanced.uploading', { percent: progress })}
            </span>
            {status === 'uploading' && (
              <progress
                max={100}
                value={progress}
                aria-label={t('advanced.progress', { side: label })}
                className="[&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary-ink h-1.5 w-full overflow-hidden rounded-full"
              />
            )}
          </div>
        )}
        {status === 'uploaded' && (
          <span className="bg-page/80 text-success absolute top-1.5 right-1.5 rounded-full px-2 py-0.5 text-xs font-medium">
            {t('advanced.uploaded')}
          </span>
        )}
      </div>
      <div className="flex gap-2">
        {status === 'failed' ? (
          <Button
            size="sm"
            variant="secondary"
            className="h-9 flex-1"
            aria-label={t('advanced.retry.label', { side: label })}
            onClick={on.onRetry}
            disabled={disabled}
          >
            {t('advanced.retry')}
          </Button>
        ) : (
          <label
            htmlFor={inputId}
            aria-disabled={disabled || undefined}
            className={cn(
              'bg-raised text-ink has-[:focus-visible]:outline-primary-ink relative flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium has-[:focus-visible]:outline-2',
              disabled && 'pointer-events-none opacity-50',
            )}
          >
            <span className="truncate">
              {status === 'empty' ? t('advanced.choose') : t('advanced.replace')}
            </span>
            <input
              id={inputId}
              type="file"
              accept={accept}
              disabled={disabled}
              aria-label={t('advanced.choose.label', { side: label })}
              aria-describedby={note ? noteId : undefined}
              onChange={pick}
              className="sr-only"
            />
          </label>
        )}
        {status !== 'empty' && (
          <Button
            size="sm"
            variant="secondary"
            className="size-9 shrink-0 px-0"
            aria-label={t('advanced.remove.label', { side: label })}
            onClick={on.onRemove}
            disabled={disabled}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Button>
        )}
      </div>
      {note && (
        <p id={noteId} role={picture.error ? 'alert' : undefined} className="text-error text-sm">
          {note}
        </p>
      )}
    </div>
  )
}
