/**
 * The user's private socket events (api-reference §13.3): the app's market socket has joined the
 * user's room with the session token (socket.ts `logIn`) and hands on what arrives there raw; a
 * screen listens here with the contract schema of the event (e.g. `SpotOrderEvent` for
 * `coin_trade`), so those contracts load with the screens that use them, not with the first route.
 * A payload the schema refuses is dropped. Stories push events through their fake socket.
 */
import { useEffect, useRef } from 'react'
import type { output } from 'zod/mini'
import type { Schema } from '@/api/contract/common'
import { parsePrivate } from '@/api/socket'
import { useConnectionView, useMarket } from './market'

export type PrivateEventName =
  | 'coin_trade'
  | 'lever_position'
  | 'lever_closed'
  | 'closed_microorder'
  | 'follow_copy'
  | 'follow_cancelled'
  | 'dual_settled'
  | 'quiz_settled'
  | 'chat_message'
  | 'otc_order'
  | 'borrow_loan'
  | 'nft_outbid'
  | 'nft_won'
  | 'quick_buy_credited'

/** Calls `handler` (the latest one rendered) with every `event` of the user's room `schema` reads. */
export function usePrivateEvent<S extends Schema>(
  event: PrivateEventName,
  schema: S,
  handler: (payload: output<S>) => void,
): void {
  const { socket } = useMarket()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(
    () =>
      socket.on(event, (raw: unknown) => {
        const payload = parsePrivate(schema, raw)
        if (payload !== null) latest.current(payload)
      }),
    [socket, event, schema],
  )
}

/**
 * The user's room is heard: the app's socket is open (the feed live, or resyncing after a
 * reconnect). A screen that polls for what a private event says polls only while this is false.
 */
export function usePrivateFeedLive(): boolean {
  const { status } = useConnectionView()
  return status === 'live' || status === 'resyncing'
}
