import type { ReactNode } from 'react'
import { Input } from '@/components/ui/Input/Input'

export type NewPasswordField = 'password' | 'rePassword'

export interface NewPasswordFieldsProps {
  /** Already translated: each form names its own password (login, pay). */
  labels: {
    password: string
    passwordPlaceholder: string
    hint: string
    rePassword: string
    rePasswordPlaceholder: string
  }
  password: string
  rePassword: string
  onChange: (field: NewPasswordField, value: string) => void
  /** The translated refusal of each field, if any. */
  errors: Partial<Record<NewPasswordField, ReactNode>>
}

/**
 * A new password typed twice (spec §5: at least 6 characters, both the same), with the
 * show-password eye of every password field. Used by registration, password reset and the pay
 * password; the rules and their messages are the caller's machine's.
 */
export function NewPasswordFields({
  labels,
  password,
  rePassword,
  onChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Input
        label={labels.password}
        placeholder={labels.passwordPlaceholder}
        hint={labels.hint}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.password}
      />
      <Input
        label={labels.rePassword}
        placeholder={labels.rePasswordPlaceholder}
        type="password"
        autoComplete="new-password"
        value={rePassword}
        onChange={(e) => onChange('rePassword', e.target.value)}
        error={errors.rePassword}
      />
    </>
  )
}
