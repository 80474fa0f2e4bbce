import { CloseAllSheet } from '@/components/CloseAllSheet/CloseAllSheet'
import { ClosePositionSheet } from '@/components/ClosePositionSheet/ClosePositionSheet'
import { LeverAccountBar } from '@/components/LeverAccountBar/LeverAccountBar'
import { href, paths } from '@/app/paths'
import { CancelOpeningSheet } from '@/components/PositionList/cancel-opening-sheet'
import { PositionList } from '@/components/PositionList/PositionList'
import { PositionStopSheet } from '@/components/PositionStopSheet/PositionStopSheet'
import type { LeverPositionsEvent } from '@/machines/lever-positions/lever-positions.machine'
import type { LeverPositionsView } from '@/machines/lever-positions/lever-positions.view'

/** The account line, the positions and pending openings, and their sheets, wired to the machine. */
export function PositionsPanel({
  view,
  send,
  transferHref,
}: {
  view: LeverPositionsView
  send: (event: LeverPositionsEvent) => void
  transferHref: string
}) {
  return (
    <div className="border-line mt-4 flex flex-col gap-3 border-t pt-3">
      <LeverAccountBar account={view.account} status={view.status} transferHref={transferHref} />
      <PositionList
        {...view}
        onFilterChange={(filter) => send({ type: 'filter.change', filter })}
        onEditStops={(id) => send({ type: 'stops.edit', id })}
        onClose={(id) => send({ type: 'position.close', id })}
        onCloseAll={(scope) => send({ type: 'positions.closeAll', scope })}
        onCancel={(id) => send({ type: 'opening.cancel', id })}
        onRetry={() => send({ type: 'list.retry' })}
        onNoticeDismiss={() => send({ type: 'notice.dismiss' })}
        copyTradingHref={href(paths.copyMine)}
      />
      <PositionStopSheet
        stops={view.stops}
        onChange={(field, value) => send({ type: 'stops.change', field, value })}
        onClear={(field) => send({ type: 'stops.clear', field })}
        onSubmit={() => send({ type: 'stops.submit' })}
        onDismiss={() => send({ type: 'sheet.dismiss' })}
      />
      <ClosePositionSheet
        close={view.close}
        onConfirm={() => send({ type: 'confirm.submit' })}
        onDismiss={() => send({ type: 'sheet.dismiss' })}
      />
      <CloseAllSheet
        closeAll={view.closeAll}
        onScopeChange={(scope) => send({ type: 'closeAll.scope', scope })}
        onConfirm={() => send({ type: 'confirm.submit' })}
        onDismiss={() => send({ type: 'sheet.dismiss' })}
      />
      <CancelOpeningSheet
        cancel={view.cancel}
        onConfirm={() => send({ type: 'confirm.submit' })}
        onDismiss={() => send({ type: 'sheet.dismiss' })}
      />
    </div>
  )
}
