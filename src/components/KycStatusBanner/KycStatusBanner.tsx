import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { KycFailCode } from '@/api/contract/kyc'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'

export type KycBannerProps =
  | {
      /** A submission waits for the reviewer. */
      variant: 'inReview'
      level: 'basic' | 'advanced'
      /** The screen is asking the server right now. @default false */
      isChecking?: boolean
      onCheck: () => void
    }
  | {
      /** The reviewer refused; the reason and a way to try again. */
      variant: 'rejected'
      level: 'basic' | 'advanced'
      failCode: KycFailCode | null
      failReason: string
      onRetry: () => void
    }
  | {
      /** Verification cannot pass until both contacts are bound (spec §5). */
      variant: 'contactsRequired'
      emailBound: boolean
      phoneBound: boolean
    }
  | {
      /** A level is passed; `onContinue` offers the next one. */
      variant: 'verified'
      level: 1 | 2
      onContinue?: () => void
    }

const tones = {
  inReview: 'border-primary-ink text-primary-ink',
  rejected: 'border-error text-error',
  contactsRequired: 'border-warning text-warning',
  verified: 'border-success text-success',
} as const

const icons = {
  inReview: 'M12 7v5l3 2',
  rejected: 'M15 9l-6 6M9 9l6 6',
  contactsRequired: 'M12 7v6M12 16v.01',
  verified: 'm8 12 3 3 5-6',
} as const

/** The verification's status: in review, refused with its reason, contacts missing, or passed. */
export function KycStatusBanner(props: KycBannerProps) {
  const { t } = useTranslation('kyc')
  const errorText = useErrorText()
  let title: string
  let body: ReactNode
  let action: ReactNode = null

  switch (props.variant) {
    case 'inReview':
      title = t('status.inReview.title')
      body = t(`status.inReview.${props.level}`)
      action = (
        <Button
          size="sm"
          variant="secondary"
          busy={props.isChecking ?? false}
          onClick={props.onCheck}
        >
          {t('status.inReview.check')}
        </Button>
      )
      break
    case 'rejected':
      title = t(`status.rejected.${props.level}`)
      body =
        props.failCode === 'contactNotBound'
          ? errorText('contactNotBound')
          : props.failReason
            ? t('status.rejected.reason', { reason: props.failReason })
            : t('status.rejected.noReason')
      action = (
        <Button size="sm" onClick={props.onRetry}>
          {t('status.rejected.retry')}
        </Button>
      )
      break
    case 'contactsRequired':
      title = t('status.contacts.title')
      body = (
        <>
          {t('status.contacts.body')}
          <span className="mt-1 block">
            {[
              !props.emailBound && t('status.contacts.email'),
              !props.phoneBound && t('status.contacts.phone'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )
      break
    case 'verified':
      title = t(`status.verified.${props.level}`)
      body = props.level === 1 ? t('status.verified.next') : t('status.verified.done')
      if (props.onContinue)
        action = (
          <Button size="sm" onClick={props.onContinue}>
            {t('status.verified.continue')}
          </Button>
        )
      break
  }

  return (
    <section
      data-slot="kyc-status-banner"
      data-variant={props.variant}
      aria-label={title}
      className={cn(
        'bg-surface flex flex-col gap-3 rounded-xl border-l-4 p-4',
        tones[props.variant],
      )}
    >
      <div
        role={props.variant === 'rejected' ? 'alert' : 'status'}
        className="flex items-start gap-3"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d={icons[props.variant]} />
        </svg>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-ink font-semibold">{title}</p>
          <p className="text-muted text-sm break-words">{body}</p>
        </div>
      </div>
      {action && <div className="flex justify-end">{action}</div>}
    </section>
  )
}
