import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { ConvertView } from '@/machines/convert/convert.view'

interface Props {
  view: ConvertView
  onConfirm: () => void
  onCancel: () => void
}

/** The conversion as it will run: what is debited (amount + fee), what arrives, at which price. */
export function ConvertConfirm({ view, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const { from, to, preview, quote } = view
  if (!from || !to) return null
  const fromCoin = (v: string) => `${formatCoin(v, from.scale, i18n.language)} ${from.name}`
  const toCoin = (v: string) => `${formatCoin(v, to.scale, i18n.language)} ${to.name}`
  const percent = quote.feePercent
    ? formatCoin(quote.feePercent.value, quote.feePercent.scale, i18n.language)
    : ''
  const rows = preview
    ? [
        { id: 'amount', label: t('convert.confirm.amount'), value: fromCoin(view.amount.trim()) },
        { id: 'fee', label: t('convert.confirm.fee', { percent }), value: fromCoin(preview.fee) },
        { id: 'debit', label: t('convert.confirm.debit'), value: fromCoin(preview.debit) },
        {
          id: 'arrives',
          label: t('convert.confirm.arrives'),
          value: toCoin(preview.toAmount),
          emphasis: true,
        },
        ...(quote.rate
          ? [
              {
                id: 'rate',
                label: t('convert.confirm.rate'),
                value: `1 ${from.name} ≈ ${toCoin(quote.rate)}`,
              },
            ]
          : []),
      ]
    : []
  const error =
    view.error === 'requestTooFrequent'
      ? t('convert.tooFrequent', { seconds: view.intervalSeconds })
      : view.error && view.errorField === null
        ? errorText(view.error, view.serverMessage)
        : undefined
  const notice =
    quote.state === 'fetching'
      ? t('convert.quote.fetching')
      : quote.state === 'held'
        ? t('convert.quote.held')
        : view.priceUpdated
          ? t('convert.confirm.priceUpdated')
          : t('convert.quote.expiresIn', { count: quote.secondsLeft })
  const retry =
    view.error === 'network' ||
    view.error === 'timeout' ||
    view.error === 'unknown' ||
    view.error === 'http'
  return (
    <ConfirmSheet
      open={view.isConfirmOpen}
      title={t('convert.confirm.title')}
      rows={rows}
      notice={notice}
      busy={view.isSubmitting}
      canConfirm={view.canConfirm}
      confirmLabel={
        view.status === 'waiting'
          ? t('convert.confirm.wait', { count: view.waitSeconds })
          : retry
            ? t('withdraw.confirm.retry')
            : undefined
      }
      error={error}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  )
}
