import { useTranslation } from 'react-i18next'
import type { BoxReveal, OpenedBoxCheck } from '@/api/contract/nft-box'
import { Button } from '@/components/ui/Button/Button'
import { cn } from '@/lib/cn'

export interface BlindBoxCheckProps {
  reveal: BoxReveal
  check: OpenedBoxCheck
  /** The commitment the page read before buying. */
  publishedCommitment: string
  onBack: () => void
}

const mono = 'text-ink font-mono text-xs break-all'

/**
 * The draw checked in this browser (contract/nft-box checkOpenedBox): the commitment published
 * before the sale against SHA-256 of the revealed secret, the seeds, and the roll and position
 * recomputed against the recorded ones; it says plainly whether it verifies and what differs.
 */
export function BlindBoxCheck({ reveal, check, publishedCommitment, onBack }: BlindBoxCheckProps) {
  const { t } = useTranslation('nftBuy')
  const draw = check.draw
  const row = (label: string, value: string, className = mono) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="box-check" className="flex flex-col gap-4">
      <h2 id="box-check" className="text-ink text-lg font-semibold">
        {t('check.title')}
      </h2>
      <p
        role="status"
        data-state={check.ok ? 'verified' : 'failed'}
        className={cn(
          'bg-surface text-ink rounded-xl border-l-4 p-4 font-semibold',
          check.ok ? 'border-up' : 'border-down',
        )}
      >
        {check.ok
          ? t('check.verified')
          : t('check.failed', {
              facts: check.failed.map((f) => t(`check.fact.${f}`)).join(', '),
            })}
      </p>
      <dl className="bg-surface flex flex-col gap-3 rounded-xl p-4">
        {row(t('check.published'), publishedCommitment)}
        {row(t('check.recomputed'), check.commitment ?? '--')}
        {row(t('check.serverSeed'), reveal.serverSeed)}
        {row(t('check.clientSeed'), reveal.clientSeed)}
        {row(t('check.recorded'), reveal.drawValue)}
        {row(
          t('check.roll'),
          draw
            ? t('check.rollValue', {
                roll: draw.roll,
                rarity: t(`rarity.${draw.rarity}`),
                position: draw.position,
              })
            : '--',
          'text-ink text-sm',
        )}
      </dl>
      <p className="text-muted text-sm">{t('check.how')}</p>
      <Button type="button" variant="secondary" block onClick={onBack}>
        {t('check.back')}
      </Button>
    </section>
  )
}
