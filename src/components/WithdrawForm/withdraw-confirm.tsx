import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { PayPasswordField } from '@/components/PayPasswordField/PayPasswordField'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { WithdrawView } from '@/machines/withdraw/withdraw.view'

interface Props {
  view: WithdrawView
  payPasswordHref: string
  onPayPasswordChange: (value: string) => void
  onConfirm: () => void
  onCancel: () => void
}

/** The last look before a withdrawal: amount, fee, what arrives and where, then the pay password. */
export function WithdrawConfirm({
  view,
  payPasswordHref,
  onPayPasswordChange,
  onConfirm,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const coin = (value: string) => `${formatCoin(value, view.scale, i18n.language)} ${view.coin}`
  const d = view.destination
  const passwordError =
    view.errorField === 'payPassword' ? errorText(view.error, view.serverMessage) : undefined
  const sheetError =
    view.error && !view.errorField && view.error !== 'feeChanged'
      ? errorText(view.error, view.serverMessage)
      : undefined
  const retry =
    view.error === 'network' ||
    view.error === 'timeout' ||
    view.error === 'http' ||
    view.error === 'unknown'
  const rows = [
    { id: 'amount', label: t('withdraw.confirm.amount'), value: coin(view.amount.trim() || '0') },
    { id: 'fee', label: t('withdraw.confirm.fee'), value: coin(view.fee) },
    {
      id: 'arrives',
      label: t('withdraw.confirm.arrives'),
      value: coin(view.arrives ?? '0'),
      emphasis: true,
    },
    ...(d?.kind === 'address'
      ? [
          { id: 'network', label: t('withdraw.confirm.network'), value: view.network },
          {
            id: 'to',
            label: t('withdraw.confirm.to', { name: d.name }),
            value: d.detail,
            long: true,
          },
        ]
      : d
        ? [
            {
              id: 'to',
              label: t(`withdraw.kind.${d.kind}`),
              value: `${d.name} · ${t('withdraw.card.number', { last4: d.detail })}`,
            },
          ]
        : []),
  ]
  return (
    <ConfirmSheet
      open={view.isConfirmOpen}
      title={t('withdraw.confirm.title')}
      rows={rows}
      notice={
        view.previousFee !== null
          ? t('withdraw.confirm.feeChanged', {
              previous: coin(view.previousFee),
              fee: coin(view.fee),
            })
          : t(
              d?.kind === 'address'
                ? 'withdraw.confirm.notice.address'
                : 'withdraw.confirm.notice.card',
            )
      }
      busy={view.isSubmitting}
      canConfirm={view.hasPayPassword}
      confirmLabel={retry ? t('withdraw.confirm.retry') : undefined}
      error={sheetError}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <PayPasswordField
        hasPayPassword={view.hasPayPassword}
        value={view.payPassword}
        onChange={onPayPasswordChange}
        setHref={payPasswordHref}
        error={passwordError}
        disabled={view.isSubmitting}
      />
    </ConfirmSheet>
  )
}
