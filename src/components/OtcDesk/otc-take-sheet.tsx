import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import type { OtcSheetView } from '@/machines/otc-take/otc-take.view'
import { fiatText, rangeText } from './otc-figures'

export interface OtcTakeSheetProps {
  sheet: OtcSheetView | null
  /** The bank card page (997). */
  bankCardHref: string
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onClose: () => void
}

const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * The order sheet on an ad: the amount (Max = what one order may take), the fiat total, no fee,
 * the escrow and the payment window in words, then one confirm that opens the order once.
 */
export function OtcTakeSheet({ sheet, bankCardHref, ...on }: OtcTakeSheetProps) {
  const { t, i18n } = useTranslation('otc')
  const errorText = useErrorText()
  const lang = i18n.language
  if (!sheet) return null
  const { ad, side } = sheet
  const submit = (e: FormEvent) => {
    e.preventDefault()
    on.onSubmit()
  }
  const formError = sheet.needsPaymentInfo
    ? errorText('paymentInfoRequired')
    : errorText(sheet.error, sheet.serverMessage)
  return (
    <Sheet
      open
      onClose={on.onClose}
      title={t(`sheet.title.${side}`, { merchant: ad.merchantName })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('sheet.price')}</dt>
          <dd className="text-end font-semibold tabular-nums">
            {fiatText(t, ad.price, ad.fiat, lang)}
          </dd>
        </dl>
        <Input
          label={t('sheet.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={sheet.amount}
          onChange={(e) => on.onAmountChange(e.target.value)}
          error={errorText(sheet.amountIssue)}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted tabular-nums">
            {t('sheet.limits', { range: rangeText(t, ad.min, sheet.max, lang) })}
          </span>
          <button
            type="button"
            onClick={on.onMax}
            className="text-primary-ink min-h-11 px-2 font-semibold"
          >
            {t('sheet.max')}
          </button>
        </div>
        <dl className="bg-raised grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg p-3 text-sm">
          <dt>{t(`sheet.total.${side}`)}</dt>
          <dd data-row="total" className="text-end text-lg font-semibold tabular-nums">
            {sheet.total ? fiatText(t, sheet.total, ad.fiat, lang) : '--'}
          </dd>
          <dt className="text-muted">{t('sheet.fee')}</dt>
          <dd className="text-end">{t('sheet.feeNone')}</dd>
        </dl>
        <p className="text-muted text-sm">{t(`sheet.escrow.${side}`)}</p>
        <p className="text-muted text-sm">
          {t(`sheet.window.${side}`, { minutes: sheet.windowMinutes })}
        </p>
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}{' '}
            {sheet.needsPaymentInfo && (
              <a href={bankCardHref} className="text-primary-ink font-semibold underline">
                {t('sheet.paymentInfo')}
              </a>
            )}
          </p>
        )}
        <Button
          type="submit"
          block
          variant={side === 'buy' ? 'up' : 'down'}
          busy={sheet.isSubmitting}
        >
          {sheet.error && retryable.has(sheet.error)
            ? t('confirm.retry')
            : t(`sheet.submit.${side}`)}
        </Button>
      </form>
    </Sheet>
  )
}
