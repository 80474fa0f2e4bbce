import { useTranslation } from 'react-i18next'
import type { IeoDetail } from '@/api/contract/ieo'
import { formatNumber } from '@/lib/format'
import { formatDateTime } from '@/lib/wallet-format'
import { useIeoAmounts } from './use-ieo-amounts'

export interface IeoFiguresProps {
  project: IeoDetail
  timeZone?: string
}

/** Spec §3: the project's terms, its counts and the allocation rule, then its links. */
export function IeoFigures({ project: p, timeZone }: IeoFiguresProps) {
  const { t, i18n } = useTranslation('ieo')
  const tag = i18n.language
  const when = (ms: number) => formatDateTime(ms, tag, timeZone)
  const { pay, tokens } = useIeoAmounts(p)
  const rows: [string, string][] = [
    [t('figures.price'), pay(p.price)],
    [t('figures.supply'), tokens(p.supply)],
    [
      t('figures.remaining'),
      t('figures.remainingValue', {
        amount: tokens(p.remaining),
        percent: formatNumber(p.remainingPercent, tag, { decimals: 2, rounding: 'down' }),
      }),
    ],
    [t('figures.currency'), p.payCurrencyName],
    [t('figures.minimum'), tokens(p.min)],
    [
      t('figures.lock'),
      p.lockDays > 0 ? t('figures.lockDays', { count: p.lockDays }) : t('figures.noLock'),
    ],
    [t('figures.start'), when(p.startAt)],
    [t('figures.end'), when(p.endAt)],
    [t('figures.market'), when(p.sellBegin)],
    [t('figures.applications'), formatNumber(p.applications, tag, { decimals: 0 })],
    [t('figures.passes'), formatNumber(p.passes, tag, { decimals: 0 })],
  ]
  return (
    <section
      aria-labelledby="ieo-figures"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="ieo-figures" className="text-ink font-semibold">
        {t('figures.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs">{t('figures.rule')}</p>
      {(p.whitePaper || p.website) && (
        <div className="flex gap-4">
          {[
            [p.whitePaper, t('figures.whitePaper')],
            [p.website, t('figures.website')],
          ]
            .filter(([url]) => url)
            .map(([url, label]) => (
              <a
                key={label}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
              >
                {label}
                <span className="sr-only"> {t('figures.newTab')}</span>
              </a>
            ))}
        </div>
      )}
    </section>
  )
}
