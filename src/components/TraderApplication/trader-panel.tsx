import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'
import { buttonLinkClass } from './links'
import { StaleNotice } from './notice'

export interface TraderPanelProps {
  error: ErrorCode | null
  ownTraderHref: string | null
}

/** Approved: what being a trader means, what followers see, and the caller's own page. */
export function TraderPanel({ error, ownTraderHref }: TraderPanelProps) {
  const { t } = useTranslation('traderApply')
  return (
    <section aria-labelledby="apply-trader" className="flex flex-col gap-4">
      <StaleNotice error={error} />
      <h2 id="apply-trader" className="text-ink text-lg font-semibold">
        {t('trader.title')}
      </h2>
      <p className="text-ink text-sm">{t('trader.description')}</p>
      <h3 className="text-ink text-base font-semibold">{t('trader.followersSee')}</h3>
      <ul className="text-muted flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>{t('trader.seeProfile')}</li>
        <li>{t('trader.seeStats')}</li>
        <li>{t('trader.seeHistory')}</li>
      </ul>
      <p className="text-muted text-sm">{t('trader.cannotFollow')}</p>
      {ownTraderHref && (
        <a href={ownTraderHref} className={buttonLinkClass}>
          {t('trader.ownPage')}
        </a>
      )}
    </section>
  )
}
