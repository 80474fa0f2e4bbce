/**
 * The connection machine's long-running actors: the socket transport (one per `online` stay;
 * `socket.reopen` makes a new attempt) and the device's network state.
 */
import { fromCallback, type EventObject } from 'xstate'
import type { MarketSocket } from '@/api/socket'
import type { ConnectionEvent } from './connection.machine'

/** The device's network state (navigator.onLine and the window's online/offline events). */
export interface NetworkStatus {
  isOnline(): boolean
  subscribe(listener: (online: boolean) => void): () => void
}

export const browserNetwork: NetworkStatus = {
  isOnline: () => globalThis.navigator?.onLine ?? true,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => {}
    const on = () => listener(true)
    const off = () => listener(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  },
}

export const connectSocket = fromCallback<
  { type: 'socket.reopen' },
  { socket: MarketSocket },
  ConnectionEvent
>(({ input: { socket }, sendBack, receive }) => {
  const off = [
    socket.on('open', () => sendBack({ type: 'socket.open' })),
    socket.on('closed', (reason) => sendBack({ type: 'socket.closed', reason })),
    socket.on('daymarket', (batch) => sendBack({ type: 'frame', items: batch.items })),
  ]
  receive(() => {
    socket.close()
    socket.connect()
  })
  socket.connect()
  return () => {
    for (const unsubscribe of off) unsubscribe()
    socket.close()
  }
})

export const watchNetwork = fromCallback<EventObject, NetworkStatus, ConnectionEvent>(
  ({ input, sendBack }) =>
    input.subscribe((online) => sendBack({ type: online ? 'network.online' : 'network.offline' })),
)
