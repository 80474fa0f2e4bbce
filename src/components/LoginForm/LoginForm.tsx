import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountField, ChannelTabs, CodeSentNote } from '@/components/AccountField/AccountField'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { Input } from '@/components/ui/Input/Input'
import { useFormErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { Channel } from '@/machines/account-fields'
import type { LoginMode } from '@/machines/login/login.machine'
import type { LoginView } from '@/machines/login/login.view'

export interface LoginFormProps extends LoginView {
  onModeChange: (mode: LoginMode) => void
  onChannelChange: (channel: Channel) => void
  onPickArea: () => void
  onAccountChange: (value: string) => void
  onPasswordChange: (value: string) => void
  onCodeChange: (value: string) => void
  onRequestCode: () => void
  onSubmit: () => void
  /** Where "create an account" goes. @default '#/register' */
  registerHref?: string
  /** Where "forgot password?" goes. @default '#/forget' */
  forgetHref?: string
}

const modes: LoginMode[] = ['password', 'code']

/** Login by e-mail or phone, with a password or a code (spec §2 login screen). */
export function LoginForm(props: LoginFormProps) {
  const { t } = useTranslation('auth')
  const { mode, channel, errorField, codeButton } = props
  const { fieldError, formError } = useFormErrorText(props)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-labelledby="login-title"
    >
      <h2 id="login-title" className="text-2xl font-semibold">
        {t('login.title')}
      </h2>
      <ChannelTabs value={channel} onValueChange={props.onChannelChange} />
      <div
        role="group"
        aria-label={t('login.mode.label')}
        className="bg-raised flex rounded-lg p-1"
      >
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            data-state={mode === m ? 'active' : 'inactive'}
            onClick={() => props.onModeChange(m)}
            className={cn(
              'h-9 flex-1 rounded-md text-sm font-medium',
              mode === m ? 'bg-primary text-white' : 'text-muted',
            )}
          >
            {m === 'password'
              ? t('login.mode.password')
              : channel === 'email'
                ? t('login.mode.code')
                : t('login.mode.sms')}
          </button>
        ))}
      </div>
      <AccountField
        channel={channel}
        value={props.account}
        areaCode={props.areaCode}
        areaIso={props.areaIso}
        onChange={props.onAccountChange}
        onPickArea={props.onPickArea}
        error={fieldError('account')}
      />
      {mode === 'password' ? (
        <Input
          label={t('login.password.label')}
          placeholder={t('login.password.placeholder')}
          type="password"
          autoComplete="current-password"
          value={props.password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
          error={fieldError('password')}
        />
      ) : (
        <CodeInput
          value={props.code}
          onChange={props.onCodeChange}
          buttonState={codeButton.buttonState}
          resendInSeconds={codeButton.resendInSeconds}
          canRequestCode={codeButton.buttonState === 'ready' && !props.isSubmitting}
          onRequestCode={props.onRequestCode}
          error={fieldError('code')}
        />
      )}
      {mode === 'code' && !errorField && <CodeSentNote codeButton={codeButton} />}
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('login.submit')}
      </Button>
      <div className="flex items-center justify-between text-sm">
        <a href={props.forgetHref ?? '#/forget'} className="text-primary-ink font-medium">
          {t('login.forgot')}
        </a>
        <p className="text-muted">
          {t('login.noAccount')}{' '}
          <a href={props.registerHref ?? '#/register'} className="text-primary-ink font-medium">
            {t('login.register')}
          </a>
        </p>
      </div>
    </form>
  )
}
