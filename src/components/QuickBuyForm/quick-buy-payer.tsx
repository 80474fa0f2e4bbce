import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuickBuyField } from '@/api/contract/quick-buy-math'
import { Input } from '@/components/ui/Input/Input'
import type { QuickBuyView } from '@/machines/quick-buy/quick-buy.view'
import { QuickBuySelect } from './quick-buy-select'

const payerFields = [
  ['first_name', 'given-name', 'text'],
  ['last_name', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['tax_id', 'off', 'text'],
] as const

export interface QuickBuyPayerProps extends Pick<QuickBuyView, 'countries' | 'banks'> {
  /** A field's value, handlers and error, as the form wires them. */
  field: (name: QuickBuyField) => {
    value: string
    onChange: (e: { target: { value: string } }) => void
    onBlur: () => void
    error: ReactNode
  }
  onFieldChange: (field: QuickBuyField, value: string) => void
}

/**
 * The payer (spec §3: first and last name, e-mail, phone, tax id, country, bank): the supported
 * countries first, every other one after them (refused as "not supported", spec §8); the bank
 * list is the chosen country's.
 */
export function QuickBuyPayer({ field, countries: all, banks, onFieldChange }: QuickBuyPayerProps) {
  const { t, i18n } = useTranslation('quickBuy')
  const lang = i18n.language
  const regions = new Intl.DisplayNames([lang], { type: 'region' })
  const countries = (supported: boolean) =>
    all
      .filter((x) => x.supported === supported)
      .map((x) => ({ value: x.iso, label: regions.of(x.iso) ?? x.iso }))
      .sort((a, b) => a.label.localeCompare(b.label, lang))
  return (
    <fieldset className="bg-surface flex flex-col gap-3 rounded-xl p-4">
      <legend className="text-ink float-left mb-1 w-full font-semibold">{t('form.payer')}</legend>
      {payerFields.map(([name, autoComplete, type]) => (
        <Input
          key={name}
          label={t(`form.field.${name}`)}
          type={type}
          autoComplete={autoComplete}
          {...field(name)}
        />
      ))}
      <QuickBuySelect
        label={t('form.field.country')}
        placeholder={t('form.choose')}
        groups={[
          { label: t('form.supported'), options: countries(true) },
          { label: t('form.otherCountries'), options: countries(false) },
        ]}
        {...field('country')}
        onChange={(v) => onFieldChange('country', v)}
      />
      <QuickBuySelect
        label={t('form.field.bank')}
        placeholder={banks.length ? t('form.choose') : t('form.bankFirst')}
        groups={[{ options: banks.map((b) => ({ value: b.code, label: b.name })) }]}
        disabled={banks.length === 0}
        {...field('bank')}
        onChange={(v) => onFieldChange('bank', v)}
      />
    </fieldset>
  )
}
