import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import type { IeoDetail } from '@/api/contract/ieo'
import { IeoPlacement } from '@/components/IeoPlacement/IeoPlacement'
import { ieoPlacementMachine } from '@/machines/ieo-placement/ieo-placement.machine'
import { toIeoPlacementView } from '@/machines/ieo-placement/ieo-placement.view'

export interface IeoPlacementPanelProps {
  detail: IeoDetail
  /** The page's clock (the detail's `now` plus the ticks since). */
  now: number
  machine?: typeof ieoPlacementMachine
  timeZone?: string
}

/** The placement after the end on the project page: its own machine, the page's clock. */
export function IeoPlacementPanel({
  detail,
  now,
  machine = ieoPlacementMachine,
  timeZone,
}: IeoPlacementPanelProps) {
  const [snapshot, send] = useMachine(machine, { input: { detail, now } })
  useEffect(() => send({ type: 'clock.set', now }), [now, send])
  return (
    <IeoPlacement
      {...toIeoPlacementView(snapshot)}
      timeZone={timeZone}
      onAmountChange={(value) => send({ type: 'amount.change', value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onConfirm={() => send({ type: 'confirm.submit' })}
      onCancel={() => send({ type: 'confirm.cancel' })}
    />
  )
}
