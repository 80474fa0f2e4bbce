import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BatchCloseScope } from '@/api/contract/lever'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type {
  LeverPositionsView,
  PairFilter,
} from '@/machines/lever-positions/lever-positions.view'
import { CloseAllMenu } from './close-all-menu'
import { PendingCard } from './pending-card'
import { PositionCard } from './position-card'

export interface PositionListProps extends LeverPositionsView {
  onFilterChange: (filter: PairFilter) => void
  /** A position's TP/SL: the stops sheet. */
  onEditStops: (id: number) => void
  /** A position's Close: the close preview. */
  onClose: (id: number) => void
  /** A scope from the "Close all" menu: the close-all confirm. */
  onCloseAll: (scope: BatchCloseScope) => void
  /** A pending opening's Cancel: its confirm. */
  onCancel: (id: number) => void
  onRetry: () => void
  onNoticeDismiss: () => void
  /** My copy trading: a copy links there (where it can be taken over). */
  copyTradingHref?: string
}

const chip =
  'border-line text-muted aria-pressed:border-primary-ink aria-pressed:text-primary-ink rounded-full border px-3 py-1 text-sm'

/**
 * The futures positions (issue 13): a pair filter and "Close all" with its scope, open positions
 * as cards valued at the live marks, then pending limit openings with Cancel.
 */
export function PositionList(props: PositionListProps) {
  const { t } = useTranslation('positions')
  const errorText = useErrorText()
  const pendingId = useId()
  const filters: { value: PairFilter; label: string }[] = [
    { value: 'all', label: t('list.filter.all') },
    { value: 'pair', label: props.symbol },
  ]
  return (
    <section
      aria-label={t('list.label')}
      data-slot="position-list"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center justify-between gap-2">
        <div role="group" aria-label={t('list.filter')} className="flex gap-2">
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={props.filter === f.value}
              className={chip}
              onClick={() => props.filter !== f.value && props.onFilterChange(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        {props.status === 'ready' && props.rows.length > 0 && (
          <CloseAllMenu disabled={!props.canCloseAll} onChoose={props.onCloseAll} />
        )}
      </div>
      {props.notice && (
        <div
          role="alert"
          className="border-warning/60 text-ink flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
        >
          <p className="flex-1">{errorText(props.notice)}</p>
          <button type="button" className="text-primary-ink" onClick={props.onNoticeDismiss}>
            {t('list.notice.dismiss')}
          </button>
        </div>
      )}
      {props.status === 'loading' && <Loader />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      )}
      {props.status === 'ready' && props.rows.length > 0 && (
        <ul className="bg-surface flex flex-col rounded-xl">
          {props.rows.map((row) => (
            <li key={row.id} className="border-line border-t first:border-t-0">
              <PositionCard
                row={row}
                onEditStops={props.onEditStops}
                onClose={props.onClose}
                copyTradingHref={props.copyTradingHref}
              />
            </li>
          ))}
        </ul>
      )}
      {props.status === 'ready' && props.pending.length > 0 && (
        <section aria-labelledby={pendingId} className="flex flex-col gap-2">
          <h3 id={pendingId} className="text-ink px-1 text-sm font-semibold">
            {t('list.pending')}
          </h3>
          <ul className="bg-surface flex flex-col rounded-xl">
            {props.pending.map((row) => (
              <li key={row.id} className="border-line border-t first:border-t-0">
                <PendingCard row={row} onCancel={props.onCancel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
