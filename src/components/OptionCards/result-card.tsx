import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { OptionResultCard } from '@/machines/option-positions/option-positions.view'
import { CardHeading, outcomeTone, Terms, useOptionFormat } from './card-parts'

export interface ResultCardProps {
  card: OptionResultCard
  /** The pair's K-line at a second (unix seconds), where the settlement tick can be seen. */
  klineHref: (symbol: string, atUnixSeconds: number) => string
  /** The public check of an option. */
  checkHref: (id: number) => string
  onDismiss: (id: number) => void
  timeZone?: string
}

/**
 * A settled option: the outcome with the net result (after the stake and the fee), what was paid
 * back, the open price at its second and the settlement price at its second, with links to that
 * tick on the K-line and to the public check.
 */
export function ResultCard({ card, klineHref, checkHref, onDismiss, timeZone }: ResultCardProps) {
  const { t } = useTranslation('optionPositions')
  const format = useOptionFormat(timeZone)
  const title = format.title(card)
  const link = 'text-primary-ink text-sm underline-offset-2 hover:underline'
  return (
    <article
      aria-label={title}
      data-slot="option-result"
      data-outcome={card.outcome}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <div className="flex items-start justify-between gap-2">
        <CardHeading card={card} />
        <button
          type="button"
          aria-label={t('result.dismiss', { title })}
          className="text-muted -m-2 p-2 leading-none"
          onClick={() => onDismiss(card.id)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <p className={cn('text-lg font-semibold tabular-nums', outcomeTone[card.outcome])}>
        {t(`result.headline.${card.outcome}`, { amount: format.signed(card.net, card) })}
      </p>
      <Terms card={card} timeZone={timeZone} />
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('result.payout')}</dt>
          <dd className="text-ink tabular-nums">{format.money(card.payout, card)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted">{t('result.openPrice')}</dt>
          <dd className="text-ink">
            {t('result.openTick', {
              price: format.price(card.openPrice),
              time: format.tick(card.openTick),
            })}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted">{t('result.settlePrice')}</dt>
          <dd className="text-ink">
            {t('result.settleTick', {
              price: format.price(card.endPrice),
              time: format.tick(card.settleTick),
            })}
          </dd>
        </div>
      </dl>
      <p className="text-muted text-xs">
        {t('result.netNote', { fee: format.money(card.fee, card) })}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <a className={link} href={klineHref(card.symbol, card.settleTick / 1000)}>
          {t('result.kline')}
        </a>
        <a className={link} href={checkHref(card.id)}>
          {t('result.check')}
        </a>
      </div>
    </article>
  )
}
