import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/Input/Input'

export interface PayPasswordFieldProps {
  /** The user has set a pay password (safe/info); otherwise the field is a link to set one. */
  hasPayPassword: boolean
  value: string
  onChange: (value: string) => void
  /** Where the pay password is set (spec §2 setting/payPassword). */
  setHref: string
  /** Already translated. */
  error?: ReactNode
  disabled?: boolean
}

/**
 * The pay password a withdrawal is confirmed with (spec §2 setting/payPassword). Without one set,
 * it says so and links to where it is set, instead of a field that can only fail.
 */
export function PayPasswordField({
  hasPayPassword,
  value,
  onChange,
  setHref,
  error,
  disabled,
}: PayPasswordFieldProps) {
  const { t } = useTranslation('wallet')
  if (!hasPayPassword) {
    return (
      <div
        data-slot="pay-password"
        data-state="notSet"
        className="bg-surface border-line flex flex-col gap-2 rounded-lg border p-3 text-sm"
      >
        <p>{t('payPassword.notSet')}</p>
        <a
          href={setHref}
          className="text-primary-ink self-start font-medium underline underline-offset-2"
        >
          {t('payPassword.set')}
        </a>
      </div>
    )
  }
  return (
    <div data-slot="pay-password" data-state="set">
      <Input
        type="password"
        label={t('payPassword.label')}
        autoComplete="off"
        maxLength={64}
        value={value}
        disabled={disabled}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
