import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { MyCopyTab, MyCopyView } from '@/machines/my-copy/my-copy.view'
import { CopyList } from './copy-list'
import { EmptyTab } from './empty-tab'
import { FollowList } from './follow-list'
import { HistoryPanel, type CopyHistoryView } from './history-panel'
import { MyCopySheets } from './my-copy-sheets'
import { SkippedList } from './skipped-list'

export interface MyCopyTradingProps extends MyCopyView {
  /** The closed copies (their own list machine). */
  history: CopyHistoryView
  traderHref: (traderId: number) => string
  followHref: (traderId: number) => string
  /** The traders list: where an empty tab sends the user. */
  tradersHref: string
  onTabChange: (tab: MyCopyTab) => void
  onRetry: () => void
  onCancel: (traderId: number) => void
  onTakeOver: (id: number) => void
  onConfirm: () => void
  onCloseSheet: () => void
  onDismissNotice: (traderId: number) => void
  onHistoryOpen: (id: number) => void
  onHistoryRetry: () => void
  onHistoryMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * My copy trading (issue 15): the follows (edit, cancel), open copies at live P/L (take one over),
 * skipped copies with their reason, and closed copies, each tab with its empty state.
 */
export function MyCopyTrading(props: MyCopyTradingProps) {
  const { t } = useTranslation('myCopy')
  const errorText = useErrorText()
  const tabs = props.tabs.map((tab) => ({ value: tab, label: t(`tab.${tab}`) }))
  return (
    <div data-slot="my-copy-trading" data-state={props.status} className="flex flex-col gap-3">
      {props.notices.map((n) => (
        <div
          key={n.traderId}
          role="status"
          className="border-warning/60 text-ink mx-4 flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
        >
          <p className="min-w-0 flex-1">{t('notice.followEnded', { nickname: n.nickname })}</p>
          <Button variant="ghost" onClick={() => props.onDismissNotice(n.traderId)}>
            {t('notice.dismiss')}
          </Button>
        </div>
      ))}
      <Tabs
        items={tabs}
        value={props.tab}
        onValueChange={props.onTabChange}
        aria-label={t('tabs')}
        className="px-4"
      >
        <div className="pt-3">
          <Panel {...props} />
        </div>
      </Tabs>
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      <MyCopySheets
        cancelSheet={props.cancelSheet}
        takeOverSheet={props.takeOverSheet}
        onConfirm={props.onConfirm}
        onClose={props.onCloseSheet}
      />
    </div>
  )
}

function Panel(props: MyCopyTradingProps) {
  const { tab, tradersHref, timeZone } = props
  if (tab === 'history')
    return (
      <HistoryPanel
        history={props.history}
        tradersHref={tradersHref}
        timeZone={timeZone}
        onOpen={props.onHistoryOpen}
        onRetry={props.onHistoryRetry}
        onLoadMore={props.onHistoryMore}
      />
    )
  if (props.status === 'loading') return <Loader />
  if (props.status === 'failed') return null
  const count = { following: props.follows, copies: props.copies, skipped: props.skipped }[tab]
  if (count.length === 0) return <EmptyTab tab={tab} tradersHref={tradersHref} />
  if (tab === 'following')
    return (
      <FollowList
        follows={props.follows}
        traderHref={props.traderHref}
        followHref={props.followHref}
        onCancel={props.onCancel}
        timeZone={timeZone}
      />
    )
  if (tab === 'copies')
    return (
      <CopyList
        copies={props.copies}
        traderHref={props.traderHref}
        onTakeOver={props.onTakeOver}
        timeZone={timeZone}
      />
    )
  return <SkippedList skipped={props.skipped} traderHref={props.traderHref} timeZone={timeZone} />
}
