/**
 * Wire-shaped system messages for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/message.ts), in English: two unread, two read, newest first.
 */
import type { MessageDetailWire, MessageItemWire, MessagePageWire } from './message'

/** 2025-03-03T08:30:00Z in unix seconds. */
export const MOCK_MESSAGE_TIME = 1740990600
const HOUR = 3600
const DAY = 24 * HOUR

/** Every mock message with its content, newest first. */
export const MockMessageDetails: MessageDetailWire[] = [
  {
    id: 41,
    title: 'Withdrawal address added',
    abstract: 'A new USDT (TRC20) address was added to your address book.',
    content:
      '<p>A new withdrawal address, <strong>Exchange deposit</strong> (USDT on TRC20), was added to your address book.</p><p>If this was not you, change your login password at once and contact customer service.</p>',
    create_time: MOCK_MESSAGE_TIME,
    status: 0,
  },
  {
    id: 37,
    title: 'Scheduled maintenance on 15 March',
    abstract: 'Deposits and withdrawals pause from 02:00 to 04:00 UTC.',
    content:
      '<p>Wallet services will be upgraded on <strong>15 March from 02:00 to 04:00 UTC</strong>.</p><ul><li>Deposits and withdrawals pause during the window.</li><li>Trading, orders and market data are not affected.</li></ul>',
    create_time: MOCK_MESSAGE_TIME - 5 * HOUR,
    status: 0,
  },
  {
    id: 30,
    title: 'Identity verification approved',
    abstract: 'Basic verification (Lv1) is complete.',
    content:
      '<p>Your basic identity verification (Lv1) was approved. Advanced verification raises your withdrawal limits.</p>',
    create_time: MOCK_MESSAGE_TIME - 3 * DAY,
    status: 1,
  },
  {
    id: 12,
    title: 'Welcome to Sandbox Exchange',
    abstract: 'Your account is ready. Here is where to start.',
    content:
      '<p>Your account is ready.</p><ul><li>Verify your identity to raise your limits.</li><li>Set a pay password before your first withdrawal.</li></ul><p>Everything here is a simulation: no real money moves.</p>',
    create_time: MOCK_MESSAGE_TIME - 40 * DAY,
    status: 1,
  },
]

const toItem = ({ content: _content, ...item }: MessageDetailWire): MessageItemWire => item

/** The list rows of MockMessageDetails. */
export const MockMessages: MessageItemWire[] = MockMessageDetails.map(toItem)

/** `n` numbered read messages, an hour apart, newest first (ids 1000…). */
export const manyMessages = (n: number): MessageDetailWire[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 1000 + n - i,
    title: `Daily market summary #${n - i}`,
    abstract: 'BTC, ETH and the top movers of the last 24 hours.',
    content: '<p>BTC, ETH and the top movers of the last 24 hours.</p>',
    create_time: MOCK_MESSAGE_TIME - i * HOUR,
    status: 1,
  }))

/** One Custom A page of `list`. */
export const messagePage = (list: MessageDetailWire[], page = 1, limit = 10): MessagePageWire => ({
  data: list.slice((page - 1) * limit, page * limit).map(toItem),
  page,
  pages: Math.max(1, Math.ceil(list.length / limit)),
  total: list.length,
})
