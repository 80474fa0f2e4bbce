/**
 * The user's private socket events (api-reference §13.3): the app's market socket has joined the
 * user's room with the session token (socket.ts `logIn`), and a screen listens here, e.g. to the
 * `coin_trade` event of its spot orders. Stories push events through their fake socket.
 */
import { useEffect, useRef } from 'react'
import type { MarketSocketEvents } from '@/api/socket'
import { useMarket } from './market'

export type PrivateEventName = 'coin_trade'

/** Calls `handler` (the latest one rendered) with every `event` of the user's room. */
export function usePrivateEvent<E extends PrivateEventName>(
  event: E,
  handler: (payload: MarketSocketEvents[E]) => void,
): void {
  const { socket } = useMarket()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => socket.on(event, (payload) => latest.current(payload)), [socket, event])
}
