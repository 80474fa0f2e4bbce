/**
 * Story harness: the real futures ticket machine drawn by LeverTicket and LeverConfirmSheet, with
 * lever/deal answered at once from the fixtures, a fixed idempotency key and the opening given by
 * the story, so play functions see what a tap really does (a preset fills the lots, a leverage
 * changes the margin) without a network or a clock.
 */
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { LeverPosition, LeverSubmitRequest } from '@/api/contract/lever'
import { LeverConfirmSheet } from '@/components/LeverConfirmSheet/LeverConfirmSheet'
import { MockLeverTerms, MockLeverTicketPair } from '@/machines/lever-ticket/lever-ticket.fixtures'
import { leverTicketMachine } from '@/machines/lever-ticket/lever-ticket.machine'
import { toLeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { LeverTicket } from './LeverTicket'

export interface LiveLeverTicketProps {
  /** What lever/submit answers; never settles by default (the sheet stays busy). */
  submit?: (req: LeverSubmitRequest) => Promise<LeverPosition | null>
}

const never = () => new Promise<never>(() => {})

export function LiveLeverTicket({ submit = never }: LiveLeverTicketProps) {
  const [logic] = useState(() =>
    leverTicketMachine.provide({
      actors: {
        loadDeal: fromPromise(async () => MockLeverTerms),
        createKey: fromPromise(async () => 'story-lever-key-1'),
        openPosition: fromPromise(({ input }) => submit(input)),
      },
    }),
  )
  const [snapshot, send] = useMachine(logic, { input: MockLeverTicketPair })
  const view = toLeverTicketView(snapshot)
  return (
    <>
      <LeverTicket
        {...view}
        transferHref="#/pages/fund/fundTransfer"
        onSideChange={(side) => send({ type: 'side.change', side })}
        onKindChange={(kind) => send({ type: 'kind.change', kind })}
        onLeverageChange={(multiple) => send({ type: 'leverage.change', multiple })}
        onLotsChange={(value) => send({ type: 'lots.change', value })}
        onLotsPreset={(lots) => send({ type: 'lots.preset', lots })}
        onLotsMax={() => send({ type: 'lots.max' })}
        onPriceChange={(value) => send({ type: 'price.change', value })}
        onSubmit={() => send({ type: 'form.submit' })}
        onRetry={() => send({ type: 'ticket.retry' })}
      />
      <LeverConfirmSheet
        {...view}
        onConfirm={() => send({ type: 'confirm.submit' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
    </>
  )
}
