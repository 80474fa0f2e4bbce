import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { FinanceCard } from '@/machines/finance/finance.machine'
import type { FinanceView } from '@/machines/finance/finance.view'
import { EarnCard, Figures } from './earn-card'

/** Where each card leads. */
export interface FinanceLinks {
  lock: { products: string; defi: string; cloud: string; orders: string; help: string }
  dual: { products: string; orders: string; help: string }
  ieo: { projects: string; orders: string }
}

export interface FinanceHubProps extends FinanceView {
  links: FinanceLinks
  onRetry: (card: FinanceCard) => void
}

/**
 * The finance hub (spec §2 other/financial/index): lock mining, dual investment and IEO, each
 * with its headline figures from the products' answers, and the risk in one line.
 */
export function FinanceHub({ lock, dual, ieo, links, onRetry }: FinanceHubProps) {
  const { t, i18n } = useTranslation('finance')
  const lang = i18n.language
  const rate = (value: string) => formatCoinAsWritten(value, lang)
  return (
    <div data-slot="finance-hub" className="flex flex-col gap-3 px-4">
      <EarnCard
        title={t('lock.title')}
        tagline={t('lock.tagline')}
        status={lock.status}
        error={lock.error}
        main={{ href: links.lock.products, label: t('products') }}
        links={[
          { href: links.lock.defi, label: t('lock.defi') },
          { href: links.lock.cloud, label: t('lock.cloud') },
          { href: links.lock.orders, label: t('lock.orders') },
          { href: links.lock.help, label: t('help') },
        ]}
        onRetry={() => onRetry('lock')}
      >
        {lock.data ? (
          <Figures
            items={[
              {
                label: t('lock.bestRate', { coin: lock.data.bestRateCoin }),
                value: t('lock.perDay', { rate: rate(lock.data.bestDailyRate) }),
              },
              {
                label: t('lock.shortest'),
                value: t('lock.days', { count: lock.data.shortestDays }),
              },
            ]}
          />
        ) : (
          <p className="text-muted text-sm">{t('lock.none')}</p>
        )}
      </EarnCard>
      <EarnCard
        title={t('dual.title')}
        tagline={t('dual.tagline')}
        status={dual.status}
        error={dual.error}
        main={{ href: links.dual.products, label: t('products') }}
        links={[
          { href: links.dual.orders, label: t('dual.orders') },
          { href: links.dual.help, label: t('help') },
        ]}
        onRetry={() => onRetry('dual')}
      >
        {dual.data ? (
          <Figures
            items={[
              {
                label: t('dual.bestRate'),
                value: t('dual.apr', { rate: rate(dual.data.bestRate) }),
              },
              {
                label: t('dual.on'),
                value: t(`dual.product.${dual.data.direction}`, { coin: dual.data.coin }),
              },
            ]}
          />
        ) : (
          <p className="text-muted text-sm">{t('dual.none')}</p>
        )}
      </EarnCard>
      <EarnCard
        title={t('ieo.title')}
        tagline={t('ieo.tagline')}
        status={ieo.status}
        error={ieo.error}
        main={{ href: links.ieo.projects, label: t('ieo.projects') }}
        links={[{ href: links.ieo.orders, label: t('ieo.orders') }]}
        onRetry={() => onRetry('ieo')}
      >
        {ieo.data && (
          <Figures
            items={[
              {
                label: t('ieo.inProgress'),
                value: formatNumber(ieo.data.inProgress, lang, { decimals: 0 }),
              },
              {
                label: t('ieo.upcoming'),
                value: formatNumber(ieo.data.notStarted, lang, { decimals: 0 }),
              },
            ]}
          />
        )}
      </EarnCard>
      <p role="note" className="text-muted px-1 pb-4 text-xs">
        {t('risk')}
      </p>
    </div>
  )
}
