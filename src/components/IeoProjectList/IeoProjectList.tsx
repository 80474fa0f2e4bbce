import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { IeoFilter } from '@/machines/ieo-list/ieo-list.machine'
import type { IeoListView } from '@/machines/ieo-list/ieo-list.view'
import { IeoProjectCard } from './ieo-project-card'

export interface IeoProjectListProps extends IeoListView {
  /** A project's page (detail and subscription). */
  hrefOf: (id: number) => string
  /** My subscriptions. */
  ordersHref: string
  /** Stories and tests pin it; the device's zone otherwise. */
  timeZone?: string
  onRetry: () => void
  onFilterChange: (filter: IeoFilter) => void
}

/**
 * IEO projects (spec §2 ieo/ieo, issue 16): a card per project with its phase and countdown,
 * price, supply, what is left and the window; chips filter by phase; a link to My subscriptions.
 */
export function IeoProjectList(props: IeoProjectListProps) {
  const { t } = useTranslation('ieo')
  const errorText = useErrorText()
  const mine = (
    <a
      href={props.ordersHref}
      className="text-primary-ink flex min-h-11 items-center self-end text-sm font-medium"
    >
      {t('list.mine')}
    </a>
  )
  if (props.status === 'loading') return <Loader label={t('list.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'empty')
    return (
      <div className="flex flex-col">
        {mine}
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      </div>
    )
  return (
    <div className="flex flex-col gap-3">
      {mine}
      <Tabs
        aria-label={t('list.filter')}
        items={props.filters.map((f) => ({ value: f, label: t(`filter.${f}`) }))}
        value={props.filter}
        onValueChange={props.onFilterChange}
      />
      {props.cards.length === 0 ? (
        <EmptyState title={t('list.emptyPhase')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {props.cards.map((card) => (
            <IeoProjectCard
              key={card.id}
              card={card}
              href={props.hrefOf(card.id)}
              timeZone={props.timeZone}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
