/**
 * The market socket (api-reference §13.3, contract/market.ts): a thin, injectable transport over
 * socket.io-client. It never reconnects by itself; the connection machine owns reconnect timing
 * and the connect time-out. Batches are parsed with the contract; malformed ones are dropped.
 * `createFakeMarketSocket` has the same interface, and its frames are pushed by tests and stories.
 *
 * Two wire shapes are accepted: the sandbox's batches `{ time, items }` with a `seq` on each item,
 * and the real platform's one bare item per emit without `seq` (api-reference §13.3), possibly
 * sent as JSON text. A bare item is delivered as a one-item batch; what a missing `seq` means is
 * the machines' business (they refresh on a timer instead of detecting gaps).
 */
import type { Socket } from 'socket.io-client'
import { safeParse, type output } from 'zod/mini'
import type { Schema } from './contract/common'
import {
  DayMarketBatch,
  DepthBatch,
  KlineBatch,
  marketEvents,
  marketItemSchemas,
  SubscribeAck,
  type DayMarketEvent,
  type DepthEvent,
  type KlineEvent,
  type MarketBatch,
  type MarketSubscription,
} from './contract/market'

/** What a transport reports: its own lifecycle plus the parsed server batches. */
export interface MarketSocketEvents {
  open: void
  /** The socket closed or a connection attempt failed; `reason` is socket.io's. */
  closed: string
  daymarket: MarketBatch<DayMarketEvent>
  kline: MarketBatch<KlineEvent>
  market_depth: MarketBatch<DepthEvent>
  /**
   * Private (the user's room): one of the user's spot orders was placed, filled or cancelled. Raw
   * (JSON text already decoded): the screens that listen parse it with their contract
   * (`usePrivateEvent`), which keeps those contracts out of the first route's bundle.
   */
  coin_trade: unknown
  /** Private: one of the user's futures positions opened, filled, closed, cancelled or changed. */
  lever_position: unknown
  /** Private: the ids of the user's futures positions that closed. */
  lever_closed: unknown
  /** Private: one of the user's seconds options settled (`data` is the order). */
  closed_microorder: unknown
  /** Private: a copy of the follower opened, was skipped or closed with the trader. */
  follow_copy: unknown
  /** Private: a followed trader lost the flag and the follow ended. */
  follow_cancelled: unknown
  /** Private: one of the user's dual investment orders settled (`data` is the order). */
  dual_settled: unknown
  /** Private: one of the user's OTC orders changed status (`OtcOrderEvent`, the order). */
  otc_order: unknown
  /** Private: one of the user's loans was approved, rejected or closed by force (`BorrowLoanEvent`). */
  borrow_loan: unknown
  /** Private: one of the user's quick buys was credited (`QuickBuyCreditedEvent`, the order). */
  quick_buy_credited: unknown
  /** Private: the user's highest bid on an NFT auction was passed (`NftOutbidEvent`). */
  nft_outbid: unknown
  /** Private: an NFT auction round closed on the user's bid; pay by the deadline (`NftWonEvent`). */
  nft_won: unknown
  /** Private: one of the user's quiz bets settled (`QuizSettledEvent`). */
  quiz_settled: unknown
  /** Private: a new message of the user's support conversation (`ChatMessageEvent`). */
  chat_message: unknown
  /**
   * Public, to the viewers of an NFT item (`watchNft`): a bid on it. Raw like the private events:
   * the auction screen reads it with `NftBidEvent` (contract/nft-auction.ts).
   */
  nft_bid: unknown
}
export type MarketSocketEvent = keyof MarketSocketEvents
type Handler<E extends MarketSocketEvent> = (payload: MarketSocketEvents[E]) => void

export type SubscribeResult = ReturnType<typeof SubscribeAck.parse>

/** Who the socket speaks for: the `user/info` id and the session token. */
export interface SocketUser {
  id: number
  token: string
}

export interface MarketSocket {
  /** Opens (or re-opens) the connection; one attempt, no retries. */
  connect(): void
  close(): void
  on<E extends MarketSocketEvent>(event: E, handler: Handler<E>): () => void
  /**
   * Joins a depth or kline room; kept across reconnects (re-sent on every `open`). The ack's
   * current item is delivered to the room's event handlers as a one-item batch, so its `seq` is
   * the stream's baseline.
   */
  subscribe(sub: MarketSubscription): { ack: Promise<SubscribeResult>; unsubscribe(): void }
  /**
   * Joins an NFT item's room (`nft_watch` with its code; kept across reconnects, re-sent on every
   * `open`) for its public `nft_bid` events, until `unwatch` (`nft_unwatch`).
   */
  watchNft(code: string): { unwatch(): void }
}

/**
 * A transport that also joins the user's private room (api-reference §13.2): it emits
 * `login(id, { token })` now and on every `open`, and `logout` when the user goes (null). A real
 * backend reads the bare numeric id, as the original client sent it; the sandbox joins only when
 * the token belongs to that id.
 */
export interface UserMarketSocket extends MarketSocket {
  logIn(user: SocketUser | null): void
}

const batchSchemas = {
  daymarket: DayMarketBatch,
  kline: KlineBatch,
  market_depth: DepthBatch,
} as const
type BatchEvent = keyof typeof batchSchemas
const batchEvents = Object.keys(batchSchemas) as BatchEvent[]

/** Events of the user's private room (api-reference §13.3): one item per emit, maybe JSON text. */
const privateEvents = [
  'coin_trade',
  'lever_position',
  'lever_closed',
  'closed_microorder',
  'follow_copy',
  'follow_cancelled',
  'dual_settled',
  'otc_order',
  'borrow_loan',
  'quick_buy_credited',
  'nft_outbid',
  'nft_won',
  'quiz_settled',
  'chat_message',
] as const
/** Events handed on raw (one item per emit, maybe JSON text): the private ones and `nft_bid`. */
const rawEvents = [...privateEvents, 'nft_bid'] as const
type RawEvent = (typeof rawEvents)[number]
const isRaw = (event: string): event is RawEvent => (rawEvents as readonly string[]).includes(event)

type NftRoomEvent = 'nft_watch' | 'nft_unwatch'

/** A private event's payload as its contract `schema` reads it, or null when it does not. */
export function parsePrivate<S extends Schema>(schema: S, raw: unknown): output<S> | null {
  const parsed = safeParse(schema, raw)
  return parsed.success ? parsed.data : null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Listener bookkeeping, subscriptions and parsing shared by the real and fake transports. */
function createHub(
  sendSubscribe: (event: 'subscribe' | 'unsubscribe', sub: MarketSubscription) => Promise<unknown>,
  sendLogin: (user: SocketUser | null) => void,
  sendNftRoom: (event: NftRoomEvent, code: string) => void,
) {
  let user: SocketUser | null = null
  const handlers = new Map<MarketSocketEvent, Set<(payload: never) => void>>()
  const subs = new Set<MarketSubscription>()
  // NFT item rooms watched, with how many watchers each (one join per item)
  const nftRooms = new Map<string, number>()
  // acks of subscriptions made while closed: settled by the join on the next `open`
  const pending = new Map<MarketSubscription, (ack: Promise<SubscribeResult>) => void>()

  function dispatch<E extends MarketSocketEvent>(event: E, payload: MarketSocketEvents[E]) {
    for (const handler of handlers.get(event) ?? []) (handler as Handler<E>)(payload)
  }
  function receive(event: BatchEvent, wire: unknown) {
    const raw = typeof wire === 'string' ? parseJson(wire) : wire
    const batch = safeParse(batchSchemas[event], raw)
    if (batch.success) return dispatch(event, batch.data as never)
    const item = safeParse(marketItemSchemas[event], raw)
    if (item.success) dispatch(event, { time: item.data.time, items: [item.data] } as never)
  }
  function receivePrivate(event: RawEvent, wire: unknown) {
    const raw = typeof wire === 'string' ? parseJson(wire) : wire
    if (raw !== undefined) dispatch(event, raw)
  }
  async function join(sub: MarketSubscription): Promise<SubscribeResult> {
    const parsed = safeParse(SubscribeAck, await sendSubscribe('subscribe', sub))
    if (!parsed.success) return { ok: false, reason: 'parameterError' }
    const ack = parsed.data
    if (ack.ok) receive(ack.snapshot.type, { time: ack.snapshot.time, items: [ack.snapshot] })
    return ack
  }

  return {
    dispatch,
    receive,
    receivePrivate,
    opened() {
      dispatch('open', undefined)
      if (user) sendLogin(user)
      for (const code of nftRooms.keys()) sendNftRoom('nft_watch', code)
      for (const sub of subs) {
        const ack = join(sub)
        pending.get(sub)?.(ack)
        pending.delete(sub)
      }
    },
    on<E extends MarketSocketEvent>(event: E, handler: Handler<E>) {
      const set = handlers.get(event) ?? new Set()
      handlers.set(event, set)
      set.add(handler as (payload: never) => void)
      return () => void set.delete(handler as (payload: never) => void)
    },
    logIn(next: SocketUser | null, connected: boolean) {
      const same = next?.id === user?.id && next?.token === user?.token
      const was = user
      user = next
      if (same || !connected) return
      if (next || was) sendLogin(next)
    },
    watchNft(code: string, connected: () => boolean) {
      const watchers = nftRooms.get(code) ?? 0
      nftRooms.set(code, watchers + 1)
      if (watchers === 0 && connected()) sendNftRoom('nft_watch', code)
      let watching = true
      return {
        unwatch() {
          if (!watching) return
          watching = false
          const left = (nftRooms.get(code) ?? 1) - 1
          if (left > 0) return void nftRooms.set(code, left)
          nftRooms.delete(code)
          if (connected()) sendNftRoom('nft_unwatch', code)
        },
      }
    },
    subscribe(sub: MarketSubscription, connected: boolean) {
      subs.add(sub)
      const ack = connected
        ? join(sub)
        : new Promise<SubscribeResult>((resolve) => pending.set(sub, (p) => void p.then(resolve)))
      return {
        ack,
        unsubscribe() {
          subs.delete(sub)
          pending.delete(sub)
          if (connected) void sendSubscribe('unsubscribe', sub)
        },
      }
    },
  }
}

export interface MarketSocketOptions {
  /** Origin of the socket server; the page's own by default. */
  url?: string
  /** How long a subscribe ack may take. @default 10_000 */
  ackTimeoutMs?: number
}

/**
 * The real transport: socket.io at `/socket.io`, websocket then polling, no auto-reconnect.
 * socket.io-client is loaded on the first `connect()`, not with the first route's bundle: the
 * feed still opens at boot, while the page renders.
 */
export function createMarketSocket(opts: MarketSocketOptions = {}): UserMarketSocket {
  const ackTimeout = opts.ackTimeoutMs ?? 10_000
  let socket: Socket | null = null
  let loading: Promise<Socket> | null = null
  // connect/close may be called before the library has arrived; the last call wins
  let wanted = false
  const hub = createHub(
    (event, sub) =>
      load()
        .then((s) => s.timeout(ackTimeout).emitWithAck(marketEvents[event], sub))
        .catch(() => null),
    (user) => {
      if (user) socket?.emit(marketEvents.login, user.id, { token: user.token })
      else socket?.emit(marketEvents.logout)
    },
    (event, code) => socket?.emit(event, code),
  )
  function load(): Promise<Socket> {
    loading ??= import('socket.io-client').then(({ io }) => {
      const s = io(opts.url ?? '', {
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        reconnection: false,
        autoConnect: false,
      })
      s.on('connect', () => hub.opened())
      s.on('disconnect', (reason) => hub.dispatch('closed', reason))
      s.on('connect_error', (error) => hub.dispatch('closed', error.message))
      for (const event of batchEvents) s.on(event, (raw: unknown) => hub.receive(event, raw))
      for (const event of rawEvents) s.on(event, (raw: unknown) => hub.receivePrivate(event, raw))
      socket = s
      return s
    })
    return loading
  }
  return {
    connect() {
      wanted = true
      load().then(
        (s) => {
          if (wanted) s.connect()
        },
        // the chunk could not be fetched: a failed attempt, retried by the connection machine
        () => {
          loading = null
          hub.dispatch('closed', 'transport load error')
        },
      )
    },
    close() {
      wanted = false
      socket?.disconnect()
    },
    on: hub.on,
    subscribe: (sub) => hub.subscribe(sub, socket?.connected ?? false),
    watchNft: (code) => hub.watchNft(code, () => socket?.connected ?? false),
    logIn: (user) => hub.logIn(user, socket?.connected ?? false),
  }
}

export interface FakeMarketSocket extends UserMarketSocket {
  /** Delivers a server batch or bare item (wire-shaped, parsed like the real one). */
  emit(event: BatchEvent | RawEvent, payload: unknown): void
  /** Completes a pending connection attempt. */
  open(): void
  /** Simulates a dropped connection (or a failed attempt). */
  drop(reason?: string): void
  readonly connected: boolean
  /** How many times `connect()` was called. */
  readonly attempts: number
  readonly subscriptions: MarketSubscription[]
  /** Every `login` sent (null for a `logout`), in order. */
  readonly logins: (SocketUser | null)[]
  /** Every `nft_watch` / `nft_unwatch` sent, in order (`nft_watch:CODE`). */
  readonly nftRooms: string[]
}

export interface FakeMarketSocketOptions {
  /** `connect()` opens on the next microtask, as a healthy server would. @default false */
  autoOpen?: boolean
  /** The ack a `subscribe` gets. @default { ok: false, reason: 'notFound' } */
  ack?: (sub: MarketSubscription) => unknown
}

/** An in-memory transport for tests and stories: nothing happens until they push it. */
export function createFakeMarketSocket(opts: FakeMarketSocketOptions = {}): FakeMarketSocket {
  let connected = false
  let attempts = 0
  const subscriptions: MarketSubscription[] = []
  const logins: (SocketUser | null)[] = []
  const nftRooms: string[] = []
  const hub = createHub(
    async (event, sub) => {
      if (event === 'unsubscribe') return { ok: true }
      subscriptions.push(sub)
      return opts.ack?.(sub) ?? { ok: false, reason: 'notFound' }
    },
    (user) => logins.push(user),
    (event, code) => nftRooms.push(`${event}:${code}`),
  )
  const fake: FakeMarketSocket = {
    connect() {
      attempts++
      if (opts.autoOpen) queueMicrotask(() => fake.open())
    },
    close() {
      connected = false
    },
    on: hub.on,
    subscribe: (sub) => hub.subscribe(sub, connected),
    logIn: (user) => hub.logIn(user, connected),
    watchNft: (code) => hub.watchNft(code, () => connected),
    emit: (event, payload) =>
      isRaw(event) ? hub.receivePrivate(event, payload) : hub.receive(event, payload),
    open() {
      if (connected) return
      connected = true
      hub.opened()
    },
    drop(reason = 'transport close') {
      connected = false
      hub.dispatch('closed', reason)
    },
    get connected() {
      return connected
    },
    get attempts() {
      return attempts
    },
    subscriptions,
    logins,
    nftRooms,
  }
  return fake
}
