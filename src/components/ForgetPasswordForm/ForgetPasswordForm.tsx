import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountField, ChannelTabs, CodeSentNote } from '@/components/AccountField/AccountField'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { NewPasswordFields } from '@/components/NewPasswordFields/NewPasswordFields'
import { useFormErrorText } from '@/i18n/use-error-text'
import type { Channel } from '@/machines/account-fields'
import type { ForgetPasswordField } from '@/machines/forget-password/forget-password.machine'
import type { ForgetPasswordView } from '@/machines/forget-password/forget-password.view'

export interface ForgetPasswordFormProps extends ForgetPasswordView {
  onFieldChange: (field: ForgetPasswordField, value: string) => void
  onChannelChange: (channel: Channel) => void
  onPickArea: () => void
  onRequestCode: () => void
  onSubmit: () => void
  /** "Back to log in"; left out when the user is signed in (change login password). */
  loginHref?: string
}

/**
 * A new login password with a code (spec §2 common/forget, §5). Unlocked, the user names the
 * account (e-mail or phone); locked, it is their own and the form says where the code goes
 * (setting/password).
 */
export function ForgetPasswordForm(props: ForgetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'security'])
  const { errorField, codeButton, locked } = props
  const { fieldError, formError } = useFormErrorText(props)
  const change = (field: ForgetPasswordField) => (value: string) =>
    props.onFieldChange(field, value)
  const own = props.channel === 'email' ? props.account : `+${props.areaCode} ${props.account}`

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="forget-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="forget-title" className="text-2xl font-semibold">
          {locked ? t('security:password.title') : t('auth:forget.title')}
        </h2>
        <p className="text-muted text-sm">
          {locked
            ? t('security:password.description', { target: own })
            : t('auth:forget.description')}
        </p>
      </div>
      {!locked && (
        <>
          <ChannelTabs value={props.channel} onValueChange={props.onChannelChange} />
          <AccountField
            channel={props.channel}
            value={props.account}
            areaCode={props.areaCode}
            areaIso={props.areaIso}
            onChange={change('account')}
            onPickArea={props.onPickArea}
            error={fieldError('account')}
          />
        </>
      )}
      <CodeInput
        value={props.code}
        onChange={change('code')}
        buttonState={codeButton.buttonState}
        resendInSeconds={codeButton.resendInSeconds}
        canRequestCode={codeButton.buttonState === 'ready' && !props.isSubmitting}
        onRequestCode={props.onRequestCode}
        error={fieldError('code') ?? (locked ? fieldError('account') : undefined)}
      />
      {!errorField && <CodeSentNote codeButton={codeButton} />}
      <NewPasswordFields
        labels={{
          password: t('auth:forget.password.label'),
          passwordPlaceholder: t('auth:forget.password.placeholder'),
          hint: t('auth:register.password.hint'),
          rePassword: t('auth:forget.rePassword.label'),
          rePasswordPlaceholder: t('auth:forget.rePassword.placeholder'),
        }}
        password={props.password}
        rePassword={props.rePassword}
        onChange={(field, value) => change(field)(value)}
        errors={{ password: fieldError('password'), rePassword: fieldError('rePassword') }}
      />
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {locked ? t('security:password.submit') : t('auth:forget.submit')}
      </Button>
      {props.loginHref && (
        <a href={props.loginHref} className="text-primary-ink text-center text-sm font-medium">
          {t('auth:forget.backToLogin')}
        </a>
      )}
    </form>
  )
}
