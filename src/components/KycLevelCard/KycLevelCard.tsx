import { useTranslation } from 'react-i18next'
import type { IdType, KycLimit } from '@/api/contract/kyc'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/cn'

export interface KycLevelCardProps {
  /** The verified level: 0 none, 1 basic, 2 advanced. */
  level: 0 | 1 | 2
  /** What each level allows (spec §6), from the contract. */
  limits: readonly KycLimit[]
  /** The submitted identity (number masked); hidden when null. */
  identity?: { idType: IdType; name: string; cardId: string } | null
}

/** The user's verification level and what each level allows (spec §6). */
export function KycLevelCard({ level, limits, identity = null }: KycLevelCardProps) {
  const { t, i18n } = useTranslation('kyc')
  const amount = (a: { amount: string; currency: string }) =>
    t('limits.amount', {
      amount: formatNumber(a.amount, i18n.language, { decimals: 0 }),
      currency: a.currency,
    })
  const levelName = (l: number) => (l === 2 ? t('level.advanced') : t('level.basic'))

  return (
    <section
      data-slot="kyc-level-card"
      data-level={level}
      aria-labelledby="kyc-level-title"
      className="bg-surface flex flex-col gap-4 rounded-xl p-4"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full',
            level > 0 ? 'bg-success/15 text-success' : 'bg-raised text-muted',
          )}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
            {level > 0 && <path d="m9 12 2 2 4-4" />}
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="kyc-level-title" className="text-muted text-sm">
            {t('level.title')}
          </h2>
          <p className="text-lg font-semibold">
            {level === 0 ? t('level.none') : t('level.verified', { level, name: levelName(level) })}
          </p>
        </div>
      </div>

      {identity && (
        <dl className="border-line grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-sm">
          <dt className="text-muted">{t('identity.name')}</dt>
          <dd className="truncate text-right">{identity.name}</dd>
          <dt className="text-muted">{t(`idType.${identity.idType}`)}</dt>
          <dd className="text-right font-mono">{identity.cardId}</dd>
        </dl>
      )}

      <table className="border-line w-full border-t text-sm">
        <caption className="text-muted pt-3 pb-2 text-left text-sm">{t('limits.caption')}</caption>
        <thead>
          <tr className="text-muted text-xs">
            <th scope="col" className="pb-1 text-left font-normal">
              {t('limits.levelHeader')}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-normal">
              {t('limits.withdraw')}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-normal">
              {t('limits.fiatTrade')}
            </th>
          </tr>
        </thead>
        <tbody>
          {limits.map((l) => {
            const current = level === l.level
            return (
              <tr
                key={l.level}
                data-state={current ? 'current' : level > l.level ? 'passed' : 'locked'}
              >
                <th
                  scope="row"
                  className={cn(
                    'py-1.5 text-left font-medium whitespace-nowrap',
                    level >= l.level ? 'text-success' : 'text-ink',
                  )}
                >
                  {t('limits.level', { level: l.level })}
                  {current && <span className="sr-only"> {t('limits.current')}</span>}
                </th>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                  {amount(l.withdrawPerDay)}
                </td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                  {amount(l.fiatTrade)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
