import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountField, ChannelTabs, CodeSentNote } from '@/components/AccountField/AccountField'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { Input } from '@/components/ui/Input/Input'
import { NewPasswordFields } from '@/components/NewPasswordFields/NewPasswordFields'
import { useFormErrorText } from '@/i18n/use-error-text'
import type { Channel } from '@/machines/account-fields'
import type { RegisterField } from '@/machines/register/register.machine'
import type { RegisterView } from '@/machines/register/register.view'

export interface RegisterFormProps extends RegisterView {
  onFieldChange: (field: RegisterField, value: string) => void
  onChannelChange: (channel: Channel) => void
  onPickArea: () => void
  onRequestCode: () => void
  onSubmit: () => void
  /** @default '#/login' */
  loginHref?: string
}

/**
 * Register by e-mail or phone with a code, the password twice and an optional invitation code
 * (spec §2 common/register, §5).
 */
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
      <ChannelTabs value={props.channel} onValueChange={props.onChannelChange} />
      <AccountField
        channel={props.channel}
        value={props.account}
        areaCode={props.areaCode}
        areaIso={props.areaIso}
        autoComplete={props.channel === 'email' ? 'email' : 'tel-national'}
        onChange={change('account')}
        onPickArea={props.onPickArea}
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
      {!errorField && <CodeSentNote codeButton={codeButton} />}
      <NewPasswordFields
        labels={{
          password: t('register.password.label'),
          passwordPlaceholder: t('register.password.placeholder'),
          hint: t('register.password.hint'),
          rePassword: t('register.rePassword.label'),
          rePasswordPlaceholder: t('register.rePassword.placeholder'),
        }}
        password={props.password}
        rePassword={props.rePassword}
        onChange={(field, value) => change(field)(value)}
        errors={{ password: fieldError('password'), rePassword: fieldError('rePassword') }}
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
