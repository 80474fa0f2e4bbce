import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { BorrowTerms } from '@/api/contract/borrow'
import { WalletSelect } from '@/components/WalletSelect/WalletSelect'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type {
  BorrowCoin,
  BorrowCoinField,
  BorrowField,
  BorrowPreview,
} from '@/machines/borrow-apply/borrow-apply.rules'
import { useMoney, type BorrowFigure } from './borrow-figures'

export interface BorrowFormProps {
  terms: BorrowTerms
  coins: string[]
  coin: BorrowCoin
  pledged: BorrowCoin
  amount: string
  collateralAmount: string
  term: string
  preview: BorrowPreview
  figures: BorrowFigure[]
  /** A field's refusal, translated (none while the sheet is open). */
  issue: (field: BorrowField) => string | undefined
  /** A refusal of no field, translated. */
  formError: string | undefined
  onAmountChange: (value: string) => void
  onCollateralAmountChange: (value: string) => void
  onTermChange: (value: string) => void
  onCoinChange: (field: BorrowCoinField, coin: string) => void
  onSubmit: () => void
}

/** The application: the loan's coin and amount, the pledge, the days, and its figures. */
export function BorrowForm(props: BorrowFormProps) {
  const { t, i18n } = useTranslation('borrow')
  const lang = i18n.language
  const of = useMoney()
  const { terms, coin, pledged, issue } = props
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const coins = props.coins.map((name) => ({ value: name, label: name }))
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('apply.title')}
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 className="font-semibold">{t('apply.title')}</h2>
      <WalletSelect
        label={t('apply.currency')}
        value={coin.name}
        options={coins}
        onChange={(c) => props.onCoinChange('currency', c)}
      />
      <Input
        label={t('apply.amount', { coin: coin.name })}
        inputMode="decimal"
        autoComplete="off"
        value={props.amount}
        onChange={(e) => props.onAmountChange(e.target.value)}
        hint={t('apply.amountHint', {
          min: formatCoinAsWritten(terms.minUsdt, lang),
          max: formatCoinAsWritten(terms.maxUsdt, lang),
        })}
        error={issue('amount') ?? issue('currency')}
      />
      <WalletSelect
        label={t('apply.collateral')}
        value={pledged.name}
        options={coins}
        onChange={(c) => props.onCoinChange('collateral', c)}
      />
      <Input
        label={t('apply.collateralAmount', { coin: pledged.name })}
        inputMode="decimal"
        autoComplete="off"
        value={props.collateralAmount}
        onChange={(e) => props.onCollateralAmountChange(e.target.value)}
        hint={
          props.preview.minCollateral
            ? t('apply.collateralHint', {
                amount: of(props.preview.minCollateral, pledged),
                rate: formatCoinAsWritten(terms.initialRiskRate, lang),
              })
            : undefined
        }
        error={issue('collateralAmount')}
      />
      <Input
        label={t('apply.term')}
        inputMode="numeric"
        autoComplete="off"
        value={props.term}
        onChange={(e) => props.onTermChange(e.target.value)}
        hint={t('apply.termHint', { min: terms.termDays.min, max: terms.termDays.max })}
        error={issue('term')}
      />
      <dl className="flex flex-col gap-2 text-sm">
        {props.figures.map((f) => (
          <div key={f.id} data-row={f.id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{f.label}</dt>
            <dd className="text-right tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs">
        {t('apply.rule', {
          rate: formatCoinAsWritten(terms.forcedCloseRiskRate, lang),
          overdue: formatCoinAsWritten(terms.overdueRate, lang),
        })}
      </p>
      {props.formError && (
        <p role="alert" className="text-error text-sm">
          {props.formError}
        </p>
      )}
      <Button type="submit" block>
        {t('apply.submit')}
      </Button>
    </form>
  )
}
