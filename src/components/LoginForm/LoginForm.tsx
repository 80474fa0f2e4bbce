import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { CodeInput } from '@/components/ui/CodeInput/CodeInput'
import { Input } from '@/components/ui/Input/Input'
import { useFormErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { LoginMode } from '@/machines/login/login.machine'
import type { LoginView } from '@/machines/login/login.view'

export interface LoginFormProps extends LoginView {
  onModeChange: (mode: LoginMode) => void
  onAccountChange: (value: string) => void
  onPasswordChange: (value: string) => void
  onCodeChange: (value: string) => void
  onRequestCode: () => void
  onSubmit: () => void
  /** Where "create an account" goes. @default '#/register' */
  registerHref?: string
}

const modes: LoginMode[] = ['password', 'code']

/** Login by e-mail with a password or an e-mail code (spec §2 login screen). */
export function LoginForm(props: LoginFormProps) {
  const { t } = useTranslation('auth')
  const { mode, errorField, codeButton } = props
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
            {t(m === 'password' ? 'login.mode.password' : 'login.mode.code')}
          </button>
        ))}
      </div>
      <Input
        label={t('login.account.label')}
        placeholder={t('login.account.placeholder')}
        type="email"
        inputMode="email"
        autoComplete="username"
        value={props.account}
        onChange={(e) => props.onAccountChange(e.target.value)}
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
      {mode === 'code' && codeButton.codeSent && !errorField && (
        <p role="status" className="text-muted -mt-3 text-sm">
          {t('login.code.sent', { email: props.account.trim() })}
        </p>
      )}
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('login.submit')}
      </Button>
      <p className="text-muted text-center text-sm">
        {t('login.noAccount')}{' '}
        <a href={props.registerHref ?? '#/register'} className="text-primary-ink font-medium">
          {t('login.register')}
        </a>
      </p>
    </form>
  )
}
