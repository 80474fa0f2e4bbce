import { useId, type FormEvent, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/wallet-format'
import type { TraderApplicationView } from '@/machines/trader-application/trader-application.view'
import { ConditionList } from './condition-list'
import { textLinkClass } from './links'

export interface ApplicationFormProps extends TraderApplicationView {
  onTextChange: (value: string) => void
  onAgreementChange: (checked: boolean) => void
  onSubmit: () => void
  /** The trader agreement in the reader's language. */
  agreementHref: string
  verificationHref: string
  /** My copy trading (a trader cannot follow: the follows end there). */
  myCopyHref: string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** The conditions, the text (1–500 characters), the agreement, and submit. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { t, i18n } = useTranslation('traderApply')
  const errorText = useErrorText()
  const id = useId()
  const textId = `${id}-text`
  const noteId = `${id}-note`
  const agreementNoteId = `${id}-agreement`
  const { application, conditions, conditionsMet, text, agreed, error, isSubmitting } = props
  const unmet = conditions.filter((c) => c.met !== true).map((c) => t(`conditions.${c.key}`))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  return (
    <>
      {props.rejected && application && (
        <section
          aria-labelledby="apply-rejected"
          className="border-down/60 flex flex-col gap-1 rounded-lg border px-3 py-2"
        >
          <h2 id="apply-rejected" className="text-ink text-base font-semibold">
            {t('rejected.title')}
          </h2>
          {application.reviewedAt !== null && (
            <p className="text-muted text-sm">
              {t('rejected.reviewedAt', {
                date: formatDateTime(application.reviewedAt, i18n.language, props.timeZone),
              })}
            </p>
          )}
          <p className="text-ink text-sm">
            {t('rejected.reason', { reason: application.rejectReason || t('rejected.noReason') })}
          </p>
          <p className="text-muted text-sm">{t('rejected.again')}</p>
        </section>
      )}
      {!props.rejected && <p className="text-muted text-sm">{t('intro')}</p>}
      <ConditionList conditions={conditions} verificationHref={props.verificationHref} />
      <form
        aria-label={t('form.title')}
        noValidate
        onSubmit={submit}
        aria-busy={isSubmitting || undefined}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-muted text-sm">
            {t('form.text')}
          </label>
          <textarea
            id={textId}
            value={text}
            rows={5}
            readOnly={isSubmitting}
            aria-invalid={props.textError ? true : undefined}
            aria-describedby={noteId}
            onChange={(e) => props.onTextChange(e.target.value)}
            className={cn(
              'bg-surface border-line focus:border-primary-ink text-ink rounded-lg border px-3 py-2 text-base outline-none',
              props.textError && 'border-error focus:border-error',
            )}
          />
          <p id={noteId} className="flex justify-between gap-3 text-sm">
            <span className={props.textError ? 'text-error' : 'text-muted'}>
              {props.textError ? errorText(props.textError) : t('form.textHint')}
            </span>
            <span
              className={cn(
                'shrink-0 tabular-nums',
                props.textLength > props.textMax ? 'text-error' : 'text-muted',
              )}
            >
              {t('form.counter', { length: props.textLength, max: props.textMax })}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex min-h-11 items-start gap-3">
            <input
              id={`${id}-agree`}
              type="checkbox"
              checked={agreed}
              disabled={isSubmitting}
              aria-invalid={props.agreementError ? true : undefined}
              aria-describedby={props.agreementError ? agreementNoteId : undefined}
              onChange={(e) => props.onAgreementChange(e.target.checked)}
              className="accent-primary mt-0.5 size-6 shrink-0"
            />
            <label htmlFor={`${id}-agree`} className="text-ink text-sm">
              <Trans
                t={t}
                i18nKey="form.agreement"
                // Trans gives the link its words from the translation
                components={{ agreement: <TextLink href={props.agreementHref} /> }}
              />
            </label>
          </div>
          {props.agreementError && (
            <p id={agreementNoteId} className="text-error text-sm">
              {errorText(props.agreementError)}
            </p>
          )}
        </div>
        {error && (
          <div role="alert" className="text-error flex flex-col gap-1 text-sm">
            <p>{errorText(error)}</p>
            {error === 'stopFollowingFirst' && (
              <a href={props.myCopyHref} className={textLinkClass}>
                {t('form.myCopy')}
              </a>
            )}
          </div>
        )}
        {/* which conditions are missing: also what a conditionsNotMet refusal refers to */}
        {!conditionsMet && (
          <p id={`${id}-unmet`} className="text-muted text-sm">
            {t('form.unmet', { list: unmet.join(', ') })}
          </p>
        )}
        <Button
          type="submit"
          block
          busy={isSubmitting}
          disabled={!conditionsMet}
          aria-describedby={conditionsMet ? undefined : `${id}-unmet`}
        >
          {t(isSubmitting ? 'form.submitting' : props.rejected ? 'form.applyAgain' : 'form.submit')}
        </Button>
      </form>
    </>
  )
}

function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} className={textLinkClass}>
      {children}
    </a>
  )
}
