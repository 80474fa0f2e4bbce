import { useTranslation } from 'react-i18next'
import type { ConversionRecord } from '@/api/contract/wallet'
import { StatusTimeline } from '@/components/StatusTimeline/StatusTimeline'
import { Button } from '@/components/ui/Button/Button'
import { formatCoin } from '@/lib/wallet-format'

interface Props {
  conversion: ConversionRecord
  fromScale: number
  toScale: number
  assetsHref: string
  onAgain: () => void
  /** Times are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
}

/** The conversion as executed: debited, fee, received, price; done at once, so its timeline is complete. */
export function ConvertResult({
  conversion: c,
  fromScale,
  toScale,
  assetsHref,
  onAgain,
  timeZone,
}: Props) {
  const { t, i18n } = useTranslation('wallet')
  const from = (v: string) => `${formatCoin(v, fromScale, i18n.language)} ${c.fromName}`
  const to = (v: string) => `${formatCoin(v, toScale, i18n.language)} ${c.toName}`
  const rows = [
    ['debit', t('convert.confirm.debit'), from(c.debit)],
    ['fee', t('withdraw.confirm.fee'), from(c.fee)],
    ['arrives', t('convert.done.received'), to(c.toAmount)],
  ] as const
  const steps = [
    { step: 'submitted', time: c.time, reason: '' },
    { step: 'approved', time: c.time, reason: '' },
  ] as const
  return (
    <section aria-labelledby="convert-result-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="convert-result-title" className="text-lg font-semibold">
          {t('convert.done.title')}
        </h2>
        <p className="text-muted text-sm">{t('convert.done.body', { coin: c.toName })}</p>
      </div>
      <dl className="bg-surface flex flex-col gap-2 rounded-xl p-4">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted text-sm">{label}</dt>
            <dd
              className={
                id === 'arrives' ? 'text-base font-semibold tabular-nums' : 'text-sm tabular-nums'
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <StatusTimeline steps={steps} outcome="completed" timeZone={timeZone} />
      <div className="flex flex-col gap-2">
        <Button block onClick={onAgain}>
          {t('convert.done.again')}
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
