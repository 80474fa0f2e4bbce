import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeSentNote } from '@/components/AccountField/AccountField'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { NewPasswordFields } from '@/components/NewPasswordFields/NewPasswordFields'
import { useFormErrorText } from '@/i18n/use-error-text'
import type { PayPasswordField } from '@/machines/pay-password/pay-password.machine'
import type { PayPasswordView } from '@/machines/pay-password/pay-password.view'

export interface PayPasswordFormProps extends PayPasswordView {
  /** The user's bound e-mail or phone, masked: where the code goes. */
  codeTarget: string
  onFieldChange: (field: PayPasswordField, value: string) => void
  onRequestCode: () => void
  onSubmit: () => void
}

/** Set or change the pay password: typed twice, confirmed with a code (spec §2 setting/payPassword, §5). */
export function PayPasswordForm(props: PayPasswordFormProps) {
  const { t } = useTranslation(['security', 'auth'])
  const { codeButton, errorField } = props
  const { fieldError, formError } = useFormErrorText(props)
  const change = (field: PayPasswordField) => (value: string) => props.onFieldChange(field, value)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="pay-password-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="pay-password-title" className="text-2xl font-semibold">
          {props.hasPayPassword ? t('payPassword.title.change') : t('payPassword.title.set')}
        </h2>
        <p className="text-muted text-sm">{t('payPassword.description')}</p>
      </div>
      <NewPasswordFields
        labels={{
          password: t('payPassword.password.label'),
          passwordPlaceholder: t('payPassword.password.placeholder'),
          hint: t('auth:register.password.hint'),
          rePassword: t('payPassword.rePassword.label'),
          rePasswordPlaceholder: t('payPassword.rePassword.placeholder'),
        }}
        password={props.password}
        rePassword={props.rePassword}
        onChange={(field, value) => change(field)(value)}
        errors={{ password: fieldError('password'), rePassword: fieldError('rePassword') }}
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
      {!errorField &&
        (codeButton.codeSent ? (
          <CodeSentNote codeButton={codeButton} ownTarget={props.codeTarget} />
        ) : (
          <p className="text-muted -mt-2 text-sm">
            {t('payPassword.code.hint', { target: props.codeTarget })}
          </p>
        ))}
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('payPassword.submit')}
      </Button>
    </form>
  )
}
