import { useTranslation } from 'react-i18next'
import type { SkippedCopy } from '@/api/contract/follow'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, isZeroAmount } from '@/lib/wallet-format'

export interface SkippedListProps {
  skipped: readonly SkippedCopy[]
  traderHref: (traderId: number) => string
  timeZone?: string
}

const sideTone = { long: 'text-up', short: 'text-down' } as const

/**
 * Copies that were not opened: the trader, pair, side, the lots and cost the copy would have had,
 * why (not enough balance, lots outside the pair's limits, pair closed) and when.
 */
export function SkippedList({ skipped, traderHref, timeZone }: SkippedListProps) {
  const { t, i18n } = useTranslation('myCopy')
  const { t: tp } = useTranslation('positions')
  const quoteOf = (symbol: string) => symbol.split('/')[1] ?? ''
  return (
    <ul aria-label={t('skipped.label')} className="bg-surface flex flex-col rounded-xl">
      {skipped.map((s) => (
        <li key={s.id} className="border-line border-t first:border-t-0">
          <article
            aria-label={t('skipped.title', {
              symbol: s.symbol,
              side: tp(`position.side.${s.side}`),
            })}
            data-reason={s.reason}
            className="flex flex-col gap-2 px-4 py-3"
          >
            <div className="flex items-baseline gap-2">
              <span className={cn('font-semibold', sideTone[s.side])}>
                {tp(`position.side.${s.side}`)}
              </span>
              <span className="text-ink truncate font-medium">{s.symbol}</span>
              <a
                href={traderHref(s.traderId)}
                className="text-primary-ink ms-auto text-xs whitespace-nowrap underline"
              >
                {t('skipped.trader', { nickname: s.nickname })}
              </a>
            </div>
            <p className="text-warning text-sm font-medium">{t(`skipped.reason.${s.reason}`)}</p>
            <dl className="grid grid-cols-3 gap-2">
              <div className="flex flex-col">
                <dt className="text-muted text-xs">{t('skipped.lots')}</dt>
                <dd className="text-ink text-sm tabular-nums">{s.lots}</dd>
              </div>
              {/* '0': the copy was refused before any cost (pair closed, lots out of range) */}
              {!isZeroAmount(s.cost) && (
                <div className="flex flex-col">
                  <dt className="text-muted text-xs">{t('skipped.cost')}</dt>
                  <dd className="text-ink text-sm tabular-nums">
                    {tp('amount', {
                      amount: formatCoinAsWritten(s.cost, i18n.language),
                      coin: quoteOf(s.symbol),
                    })}
                  </dd>
                </div>
              )}
              <div className="col-start-3 flex flex-col items-end text-end">
                <dt className="text-muted text-xs">{t('skipped.time')}</dt>
                <dd className="text-ink text-sm tabular-nums">
                  {formatDateTime(s.createdAt, i18n.language, timeZone)}
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  )
}
