import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { NetworkKey } from '@/api/contract/payout'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { AddressFormView } from '@/machines/address-book/address-form.view'

export interface AddressFormProps extends AddressFormView {
  onNetworkChange: (network: NetworkKey) => void
  onNameChange: (value: string) => void
  onAddressChange: (value: string) => void
  onSubmit: () => void
}

/** Adding a withdrawal address (spec §2 setting/addWallet): coin and network, a name, the address. */
export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation('payout')
  const errorText = useErrorText()
  const { issues } = props
  const issue = (field: keyof typeof issues) => (issues[field] ? t(issues[field]) : undefined)
  const networkIssueId = useId()
  const formError = errorText(props.error, props.serverMessage)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('addressForm.title')}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-muted mb-1.5 text-sm">{t('addressForm.network.label')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {props.networks.map((option) => (
            <label
              key={option.key}
              className={cn(
                'bg-surface border-line flex cursor-pointer flex-col rounded-lg border px-3 py-2',
                'has-[:checked]:border-primary-ink has-[:focus-visible]:outline-primary-ink has-[:focus-visible]:outline-2',
                issues.network && 'border-error',
              )}
            >
              <input
                type="radio"
                name="network"
                value={option.key}
                checked={props.network === option.key}
                onChange={() => props.onNetworkChange(option.key)}
                aria-describedby={issues.network ? networkIssueId : undefined}
                className="sr-only"
              />
              <span className="font-medium">{option.coin}</span>
              <span className="text-muted text-xs">
                {t('addressForm.network.type', { network: option.network })}
              </span>
            </label>
          ))}
        </div>
        {issues.network && (
          <p id={networkIssueId} className="text-error text-sm">
            {issue('network')}
          </p>
        )}
      </fieldset>
      <Input
        label={t('addressForm.name.label')}
        placeholder={t('addressForm.name.placeholder')}
        hint={t('addressForm.name.hint')}
        maxLength={40}
        value={props.name}
        onChange={(e) => props.onNameChange(e.target.value)}
        error={issue('name')}
      />
      <Input
        label={t('addressForm.address.label')}
        placeholder={t('addressForm.address.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="[&_input:not(:placeholder-shown)]:font-mono"
        value={props.address}
        onChange={(e) => props.onAddressChange(e.target.value)}
        error={issue('address')}
      />
      <p className="bg-surface text-warning rounded-lg p-3 text-sm">{t('addressForm.warning')}</p>
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSaving}>
        {t('addressForm.submit')}
      </Button>
    </form>
  )
}
