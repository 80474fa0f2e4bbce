import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/Input/Input'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { cn } from '@/lib/cn'
import type { Channel } from '@/machines/account-fields'
import type { CodeButtonView } from '@/machines/code-button/code-button.view'

export interface AccountFieldProps {
  channel: Channel
  /** The e-mail or the phone number, as typed. */
  value: string
  /** Dialling code without '+', shown on the area button. */
  areaCode: string
  /** ISO 3166-1 code of the chosen area, named for screen readers. */
  areaIso: string
  onChange: (value: string) => void
  /** Opens the country or region picker. */
  onPickArea: () => void
  /** Error message, already translated. */
  error?: ReactNode
  /** @default 'username' for e-mail, 'tel-national' for phone */
  autoComplete?: string
  /** Overrides the default label ("E-mail" / "Phone number"). */
  label?: ReactNode
}

/** The region's name in the reader's language, or '' when it is unknown. */
function regionName(iso: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(iso)) return ''
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(iso) ?? ''
  } catch {
    return ''
  }
}

/**
 * An e-mail, or a phone number after its country or region's dialling code (spec §2 login and
 * register, common/area). The area button opens the picker; the field itself keeps what is typed.
 */
export function AccountField({
  channel,
  value,
  areaCode,
  areaIso,
  onChange,
  onPickArea,
  error,
  autoComplete,
  label,
}: AccountFieldProps) {
  const { t, i18n } = useTranslation('auth')
  const id = useId()
  if (channel === 'email') {
    return (
      <Input
        label={label ?? t('account.email.label')}
        placeholder={t('account.email.placeholder')}
        type="email"
        inputMode="email"
        autoComplete={autoComplete ?? 'username'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
    )
  }
  const errorId = `${id}-error`
  const name = regionName(areaIso, i18n.language)
  return (
    <div data-slot="account-field" data-channel="mobile" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-muted text-sm">
        {label ?? t('account.phone.label')}
      </label>
      <div
        className={cn(
          'bg-surface border-line has-[input:focus]:border-primary-ink flex h-11 items-center rounded-lg border',
          error && 'border-error has-[input:focus]:border-error',
        )}
      >
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={
            name
              ? t('account.area.button', { name, code: areaCode })
              : t('account.area.buttonCode', { code: areaCode })
          }
          onClick={onPickArea}
          className="text-ink border-line flex h-full shrink-0 items-center gap-1 rounded-l-lg border-r pr-2 pl-3 text-base tabular-nums"
        >
          +{areaCode}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="text-muted size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete ?? 'tel-national'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('account.phone.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="text-ink placeholder:text-muted h-full min-w-0 flex-1 bg-transparent px-3 text-base outline-none"
        />
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  )
}

export interface ChannelTabsProps {
  value: Channel
  onValueChange: (channel: Channel) => void
}

/** E-mail or phone: which kind of account the form is about. */
export function ChannelTabs({ value, onValueChange }: ChannelTabsProps) {
  const { t } = useTranslation('auth')
  return (
    <Tabs
      aria-label={t('account.channel.label')}
      items={[
        { value: 'email', label: t('account.channel.email') },
        { value: 'mobile', label: t('account.channel.mobile') },
      ]}
      value={value}
      onValueChange={onValueChange}
    />
  )
}

export interface CodeSentNoteProps {
  codeButton: Pick<CodeButtonView, 'codeSent' | 'sentBy' | 'sentTo'>
  /** Where an `own` code went (the user's masked e-mail or phone); the view cannot know it. */
  ownTarget?: string
}

/** "We sent a 6-digit code to …", once a code is on its way. */
export function CodeSentNote({ codeButton, ownTarget = '' }: CodeSentNoteProps) {
  const { t } = useTranslation('auth')
  if (!codeButton.codeSent) return null
  const target = codeButton.sentBy === 'own' ? ownTarget : codeButton.sentTo
  return (
    <p role="status" className="text-muted -mt-2 text-sm">
      {codeButton.sentBy === 'mobile'
        ? t('account.code.sent.mobile', { target })
        : t('account.code.sent.email', { target })}
    </p>
  )
}
