/**
 * The kline machine's actors: the history request and the `kline` room (api-reference §6.2,
 * §13.3). Tests and stories replace them with `.provide()`.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { Candle } from '@/api/contract/market'
import { marketApi, type KlineQuery } from '@/api/market'
import type { MarketSocket } from '@/api/socket'
import type { KlineMachineEvent } from './kline.machine'
import type { KlineStream } from './kline.merge'

export const fetchHistory = fromPromise<Candle[], KlineQuery>(({ input, signal }) =>
  marketApi.kline(input, { signal }),
)

/** Lives as long as the machine's `active`: joins the pair's room, sends its batches back. */
export const watchKline = fromCallback<
  EventObject,
  KlineStream & { socket: MarketSocket },
  KlineMachineEvent
>(({ input: { socket, symbol, period }, sendBack }) => {
  // listen first: the subscribe ack's current bar arrives as a batch
  const off = socket.on('kline', (batch) => sendBack({ type: 'kline.receive', items: batch.items }))
  const room = socket.subscribe({ channel: 'kline', symbol, period })
  return () => {
    off()
    room.unsubscribe()
  }
})
