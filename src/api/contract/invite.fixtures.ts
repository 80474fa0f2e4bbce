/** Wire-shaped invitation data for MSW handlers, stories and unit tests (contract/invite.ts). */
import type { InviteSummaryWire } from './invite'

export const MockInviteSummary: InviteSummaryWire = {
  extension_code: 'K7Q2M9XA',
  invite_num: 12,
  invite_return_total: '1284.50230000',
  invite_return_currency: 'USDT',
  inviteList: [
    { total: '9210.00000000', user_id: 88, account: 'ma***@example.com' },
    { total: '4102.75000000', user_id: 41, account: 'jo***@example.com' },
    { total: '1284.50230000', user_id: 1001, account: 'an***@example.com' },
  ],
  ad: null,
}

/** A user who has not invited anyone yet. */
export const MockNewInviteSummary: InviteSummaryWire = {
  extension_code: 'K7Q2M9XA',
  invite_num: 0,
  invite_return_total: '0.00000000',
  invite_return_currency: 'USDT',
  inviteList: [],
  ad: null,
}

/** Where the app is served in stories and tests; the share link is built from it. */
export const MockShareBase = 'https://app.example.com/'
