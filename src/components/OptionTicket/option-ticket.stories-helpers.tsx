/**
 * Story harness: the real options ticket machine drawn by OptionTicket and OptionConfirmSheet, with
 * the pair's durations and the balance answered at once from the fixtures, a fixed idempotency key
 * and the placement given by the story, so play functions see what a tap really does (a preset
 * fills the stake, a duration changes the payout) without a network or a clock.
 */
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import type { MicroSubmitRequest, OptionOrder } from '@/api/contract/micro'
import { OptionConfirmSheet } from '@/components/OptionConfirmSheet/OptionConfirmSheet'
import {
  MockOptionTicketLast,
  MockOptionTicketPair,
  MockOptionTicketTerms,
} from '@/machines/option-ticket/option-ticket.fixtures'
import { optionTicketMachine } from '@/machines/option-ticket/option-ticket.machine'
import { toOptionTicketView } from '@/machines/option-ticket/option-ticket.view'
import { OptionTicket } from './OptionTicket'

export interface LiveOptionTicketProps {
  /** What microtrade/submit answers; never settles by default (the sheet stays busy). */
  submit?: (req: MicroSubmitRequest) => Promise<OptionOrder>
}

const never = () => new Promise<never>(() => {})

export function LiveOptionTicket({ submit = never }: LiveOptionTicketProps) {
  const [logic] = useState(() =>
    optionTicketMachine.provide({
      actors: {
        loadTerms: fromPromise(async () => MockOptionTicketTerms),
        loadCurrency: fromPromise(async () => MockOptionTicketTerms.currency),
        createKey: fromPromise(async () => 'story-option-key-1'),
        placeOption: fromPromise(({ input }) => submit(input)),
      },
      // the receipt stays for the picture
      delays: { receipt: 3_600_000 },
    }),
  )
  const [snapshot, send] = useMachine(logic, { input: MockOptionTicketPair })
  // the screen feeds the last price from the quotes store
  useEffect(() => send({ type: 'market.update', price: MockOptionTicketLast }), [send])
  const view = toOptionTicketView(snapshot)
  return (
    <>
      <OptionTicket
        {...view}
        transferHref="#/pages/fund/fundTransfer"
        onDurationChange={(seconds) => send({ type: 'duration.change', seconds })}
        onStakeChange={(value) => send({ type: 'stake.change', value })}
        onStakePreset={(stake) => send({ type: 'stake.preset', stake })}
        onStakeMax={() => send({ type: 'stake.max' })}
        onSubmit={(direction) => send({ type: 'form.submit', direction })}
        onRetry={() => send({ type: 'ticket.retry' })}
      />
      <OptionConfirmSheet
        {...view}
        onConfirm={() => send({ type: 'confirm.submit' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
    </>
  )
}
