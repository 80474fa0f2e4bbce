import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountField, CodeSentNote } from '@/components/AccountField/AccountField'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { useFormErrorText } from '@/i18n/use-error-text'
import type { BindTargetField } from '@/machines/bind-target/bind-target.machine'
import type { BindTargetView } from '@/machines/bind-target/bind-target.view'

export interface BindTargetFormProps extends BindTargetView {
  onFieldChange: (field: BindTargetField, value: string) => void
  onPickArea: () => void
  onRequestCode: () => void
  onSubmit: () => void
}

/** Bind a new e-mail or phone with a code sent to it (spec §2 setting/security, §5). */
export function BindTargetForm(props: BindTargetFormProps) {
  const { t } = useTranslation('security')
  const { kind, codeButton, errorField } = props
  const { fieldError, formError } = useFormErrorText(props)
  const change = (field: BindTargetField) => (value: string) => props.onFieldChange(field, value)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="bind-title">
      <div className="flex flex-col gap-1">
        <h2 id="bind-title" className="text-2xl font-semibold">
          {kind === 'email' ? t('bind.email.title') : t('bind.phone.title')}
        </h2>
        <p className="text-muted text-sm">
          {kind === 'email' ? t('bind.email.description') : t('bind.phone.description')}
        </p>
      </div>
      <AccountField
        channel={kind}
        value={props.account}
        areaCode={props.areaCode}
        areaIso={props.areaIso}
        autoComplete={kind === 'email' ? 'email' : 'tel-national'}
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
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('bind.submit')}
      </Button>
    </form>
  )
}
