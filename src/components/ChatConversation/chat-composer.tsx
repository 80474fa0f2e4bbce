import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'
import { useErrorText } from '@/i18n/use-error-text'

export interface ChatComposerProps {
  draft: string
  canSend: boolean
  draftIssue: ErrorCode | null
  pictureError: ErrorCode | null
  draftCount: { count: number; max: number } | null
  pictureAccept: string
  onDraftChange: (value: string) => void
  onSend: () => void
  onPickPicture: (file: File) => void
}

/** The text field, the picture button and Send; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer(props: ChatComposerProps) {
  const { t } = useTranslation('chat')
  const errorText = useErrorText()
  const fileInput = useRef<HTMLInputElement>(null)
  const issue = props.draftIssue ?? props.pictureError
  return (
    <form
      data-slot="chat-composer"
      className="bg-page border-line sticky bottom-0 flex flex-col gap-1 border-t px-3 py-2"
      onSubmit={(e) => {
        e.preventDefault()
        props.onSend()
      }}
    >
      {issue && (
        <p role="alert" className="text-down text-xs">
          {errorText(issue)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <button
          type="button"
          className="text-muted flex size-11 shrink-0 items-center justify-center rounded-lg"
          aria-label={t('composer.picture')}
          onClick={() => fileInput.current?.click()}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={props.pictureAccept}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            if (file) props.onPickPicture(file)
            e.currentTarget.value = ''
          }}
        />
        <label className="flex min-w-0 flex-1 flex-col">
          <span className="sr-only">{t('composer.label')}</span>
          <textarea
            rows={1}
            value={props.draft}
            placeholder={t('composer.placeholder')}
            aria-invalid={props.draftIssue !== null}
            className="bg-surface max-h-32 min-h-11 w-full resize-none rounded-lg px-3 py-2.5 text-sm"
            onChange={(e) => props.onDraftChange(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault()
                props.onSend()
              }
            }}
          />
        </label>
        <button
          type="submit"
          disabled={!props.canSend}
          className="bg-primary h-11 shrink-0 rounded-lg px-4 text-sm font-medium text-white disabled:opacity-50"
        >
          {t('composer.send')}
        </button>
      </div>
      {props.draftCount && (
        <p className="text-muted text-end text-xs">{t('composer.count', props.draftCount)}</p>
      )}
    </form>
  )
}
