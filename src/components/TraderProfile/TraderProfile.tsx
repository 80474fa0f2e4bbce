import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { TraderDetailView } from '@/machines/trader-detail/trader-detail.view'
import { PnlChart } from './pnl-chart'
import { TraderHeader } from './trader-header'
import { TraderStats } from './trader-stats'

export interface TraderProfileProps extends TraderDetailView {
  onRetry: () => void
}

/**
 * A trader's page above their history (spec §2 follow/trader): who they are, their real follower
 * count and the caller's follow, §10's statistics and the last 30 days' P/L; not found (an
 * unknown trader, or no valid id) and a failure with retry.
 */
export function TraderProfile(props: TraderProfileProps) {
  const { t } = useTranslation('traderDetail')
  const errorText = useErrorText()
  return (
    <div
      data-slot="trader-profile"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-4"
    >
      {props.status === 'loading' && <Loader label={t('loading')} />}
      {props.status === 'notFound' && (
        <EmptyState title={errorText('traderNotFound')} description={t('notFoundHint')} />
      )}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'ready' && props.trader && props.stats && (
        <>
          <TraderHeader
            trader={props.trader}
            followers={props.stats.followers}
            myFollow={props.myFollow}
          />
          {!props.trader.isTrader && (
            <p role="note" className="bg-raised text-ink rounded-lg px-3 py-2 text-sm">
              {t('former', { name: props.trader.nickname })}
            </p>
          )}
          <TraderStats stats={props.stats} />
          <PnlChart days={props.dailyPnl} />
        </>
      )}
    </div>
  )
}
