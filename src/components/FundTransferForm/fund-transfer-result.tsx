import { useTranslation } from 'react-i18next'
import type { FundTransferRecord } from '@/api/contract/wallet'
import { StatusTimeline } from '@/components/StatusTimeline/StatusTimeline'
import { Button } from '@/components/ui/Button/Button'
import { formatCoin } from '@/lib/wallet-format'

interface Props {
  transfer: FundTransferRecord
  scale: number
  historyHref: string
  assetsHref: string
  onAgain: () => void
  /** Times are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
}

/** The transfer as done: instant, so its timeline is complete; the history lists it too. */
export function FundTransferResult({
  transfer: tr,
  scale,
  historyHref,
  assetsHref,
  onAgain,
  timeZone,
}: Props) {
  const { t, i18n } = useTranslation('wallet')
  const steps = [
    { step: 'submitted', time: tr.time, reason: '' },
    { step: 'approved', time: tr.time, reason: '' },
  ] as const
  return (
    <section aria-labelledby="fund-transfer-result-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="fund-transfer-result-title" className="text-lg font-semibold">
          {t('fundTransfer.done.title')}
        </h2>
        <p className="text-muted text-sm">
          {t('fundTransfer.done.body', {
            amount: `${formatCoin(tr.number, scale, i18n.language)} ${tr.currencyName}`,
            from: t(`account.${tr.from}`),
            to: t(`account.${tr.to}`),
          })}
        </p>
      </div>
      <StatusTimeline steps={steps} outcome="completed" timeZone={timeZone} />
      <div className="flex flex-col gap-2">
        <a
          href={historyHref}
          className="bg-primary flex h-11 items-center justify-center rounded-lg font-medium text-white"
        >
          {t('fundTransfer.done.history')}
        </a>
        <Button variant="secondary" block onClick={onAgain}>
          {t('fundTransfer.done.again')}
        </Button>
        <a
          href={assetsHref}
          className="text-primary-ink flex h-11 items-center justify-center font-medium"
        >
          {t('withdraw.done.assets')}
        </a>
      </div>
    </section>
  )
}
