import { useTranslation } from 'react-i18next'
import { ConfirmSheet, type ConfirmRow } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { LockRedeemView } from '@/machines/lock-redeem/lock-redeem.view'

export interface LockRedeemSheetProps extends LockRedeemView {
  onConfirm: () => void
  onClose: () => void
}

/**
 * Early redemption (spec §2 lockming/order, §3): before confirming, the remaining days, the
 * penalty with its rule in numbers, the interest kept and what comes back to the funds account;
 * a changed penalty (a UTC day ended) to confirm again; then the refusal or the result.
 */
export function LockRedeemSheet(v: LockRedeemSheetProps) {
  const { t, i18n } = useTranslation('lockmingOrders')
  const errorText = useErrorText()
  const lang = i18n.language
  const lock = v.lock
  const asking = v.status === 'preview' || v.status === 'submitting' || v.status === 'rereading'
  if (!lock) return null
  const coin = lock.currency
  const money = (value: string) =>
    t('redeem.money', { amount: formatCoin(value, lock.scale, lang), coin })
  const terms = v.terms
  const rows: ConfirmRow[] = terms
    ? [
        { id: 'locked', label: t('redeem.locked'), value: money(lock.amount) },
        {
          id: 'remaining',
          label: t('redeem.remaining'),
          value: t('card.days', { count: terms.remainingDays }),
        },
        { id: 'penalty', label: t('redeem.penalty'), value: money(terms.penalty) },
        { id: 'kept', label: t('redeem.kept'), value: money(terms.interestKept) },
        { id: 'refund', label: t('redeem.refund'), value: money(terms.refund), emphasis: true },
      ]
    : []
  const rule =
    terms &&
    t('redeem.rule', {
      rate: formatCoinAsWritten(lock.cancelRate, lang),
      count: terms.remainingDays,
      amount: money(lock.amount),
      penalty: money(terms.penalty),
    })
  const error =
    v.error === 'feeChanged' && v.previousPenalty && terms
      ? t('redeem.feeChanged', { before: money(v.previousPenalty), now: money(terms.penalty) })
      : errorText(v.error, v.serverMessage)
  const title = t('redeem.title', { coin, count: lock.days })
  const r = v.redeemed
  return (
    <>
      <ConfirmSheet
        open={asking}
        title={title}
        rows={rows}
        notice={rule}
        error={v.status === 'rereading' ? t('redeem.rereading') : error}
        confirmLabel={t('redeem.confirm')}
        busy={v.status === 'submitting' || v.status === 'rereading'}
        canConfirm={v.canConfirm}
        onConfirm={v.onConfirm}
        onClose={v.onClose}
      />
      <Sheet
        open={v.status === 'refused' || v.status === 'done'}
        onClose={v.onClose}
        title={v.status === 'done' ? t('redeem.doneTitle') : title}
        actions={
          <Button block onClick={v.onClose}>
            {t('redeem.ok')}
          </Button>
        }
      >
        {v.status === 'refused' && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        {r && (
          <div data-slot="lock-redeemed" className="flex flex-col gap-3">
            <p className="text-ink text-sm">{t('redeem.done', { refund: money(r.refund) })}</p>
            <dl className="bg-raised/60 flex flex-col gap-2 rounded-xl p-4 text-sm">
              {[
                { id: 'penalty', label: t('redeem.penaltyCharged'), value: money(r.penalty) },
                { id: 'kept', label: t('redeem.kept'), value: money(r.interestPaid) },
                { id: 'refund', label: t('redeem.refunded'), value: money(r.refund) },
              ].map((row) => (
                <div key={row.id} className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="text-ink text-right tabular-nums">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Sheet>
    </>
  )
}
