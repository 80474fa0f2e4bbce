/**
 * The pay-order piece (machine nft-payment + component NftPayOrder) wired for any screen that has
 * a won auction's order: the auction page here, and My NFTs' orders to pay. It owns its machine, so
 * each order counts its own deadline; `onPaid` hears the payment once.
 */
import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { NftWinnerOrder } from '@/api/contract/nft-auction'
import { NftPayOrder } from '@/components/NftPayOrder/NftPayOrder'
import { nftPaymentMachine } from '@/machines/nft-payment/nft-payment.machine'
import { toNftPaymentView } from '@/machines/nft-payment/nft-payment.view'

export interface NftPayOrderConnectedProps {
  order: NftWinnerOrder
  /** Stories pass `nftPaymentMachine.provide(...)` (a fixed key, slow seconds). */
  machine?: typeof nftPaymentMachine
  onPaid?: (order: NftWinnerOrder) => void
  timeZone?: string
}

export function NftPayOrderConnected({
  order,
  machine = nftPaymentMachine,
  onPaid,
  timeZone,
}: NftPayOrderConnectedProps) {
  const [snapshot, send, actorRef] = useMachine(machine, { input: { order } })
  const paid = useRef(onPaid)
  useEffect(() => {
    paid.current = onPaid
  })
  useEffect(() => {
    const subscription = actorRef.on('paid', (e) => paid.current?.(e.order))
    return () => subscription.unsubscribe()
  }, [actorRef])
  return (
    <NftPayOrder
      {...toNftPaymentView(snapshot)}
      timeZone={timeZone}
      onPay={() => send({ type: 'pay.start' })}
      onConfirm={() => send({ type: 'confirm.submit' })}
      onCancel={() => send({ type: 'confirm.cancel' })}
    />
  )
}
