import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { Input } from '@/components/ui/Input/Input'
import { useFormErrorText } from '@/i18n/use-error-text'
import type { RegisterField } from '@/machines/register/register.machine'
import type { RegisterView } from '@/machines/register/register.view'

export interface RegisterFormProps extends RegisterView {
  onFieldChange: (field: RegisterField, value: string) => void
  onRequestCode: () => void
  onSubmit: () => void
  /** @default '#/login' */
  loginHref?: string
}

/** Register by e-mail with a code, password twice and an optional invitation code (spec §2, §5). */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation('auth')
  const { errorField, codeButton } = props
  const { fieldError, formError } = useFormErrorText(props)
  const change = (field: RegisterField) => (value: string) => props.onFieldChange(field, value)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="register-title"
    >
      <h2 id="register-title" className="text-2xl font-semibold">
        {t('register.title')}
      </h2>
      <Input
        label={t('register.account.label')}
        placeholder={t('register.account.placeholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={props.account}
        onChange={(e) => change('account')(e.target.value)}
        error={fieldError('account')}
      />
      <CodeInput
        value={props.code}
        onChange={change('code')}
        buttonState={codeButton.buttonState}
        resendInSeconds={codeButton.resendInSeconds}
        canRequestCode={codeButton.buttonState === 'ready' && !props.isSubmitting}
        onRequestCode={props.onRequestCode}
        error={fieldError('code')}
      />
      {codeButton.codeSent && !errorField && (
        <p role="status" className="text-muted -mt-2 text-sm">
          {t('register.code.sent', { email: props.account.trim() })}
        </p>
      )}
      <Input
        label={t('register.password.label')}
        placeholder={t('register.password.placeholder')}
        hint={t('register.password.hint')}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => change('password')(e.target.value)}
        error={fieldError('password')}
      />
      <Input
        label={t('register.rePassword.label')}
        placeholder={t('register.rePassword.placeholder')}
        type="password"
        autoComplete="new-password"
        value={props.rePassword}
        onChange={(e) => change('rePassword')(e.target.value)}
        error={fieldError('rePassword')}
      />
      <Input
        label={t('register.invite.label')}
        placeholder={t('register.invite.placeholder')}
        hint={props.inviteLocked ? t('register.invite.hint') : undefined}
        readOnly={props.inviteLocked}
        autoCapitalize="characters"
        value={props.inviteCode}
        onChange={(e) => change('inviteCode')(e.target.value)}
        error={fieldError('inviteCode')}
      />
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('register.submit')}
      </Button>
      <p className="text-muted text-center text-sm">
        {t('register.haveAccount')}{' '}
        <a href={props.loginHref ?? '#/login'} className="text-primary-ink font-medium">
          {t('register.login')}
        </a>
      </p>
    </form>
  )
}
