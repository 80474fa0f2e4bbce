/** Invitation API (api-reference §14; contract in contract/invite.ts). */
import { get, post, type RequestOptions } from './client'
import { InviteRanking, InviteSummary } from './contract/invite'

export const inviteApi = {
  /** GET user/invite: own code, invitees, rebate total, top earners. */
  summary: (opts?: RequestOptions) => get('user/invite', {}, InviteSummary, opts),
  /** POST user/invite_list: the top earners since `time` (YYYY-MM-DD). */
  ranking: (req: { time: string }, opts?: RequestOptions) =>
    post('user/invite_list', { ...req }, InviteRanking, opts),
}
