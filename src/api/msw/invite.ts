/** MSW handlers for the invitation domain (stories and unit tests). */
import { delay, http, HttpResponse } from 'msw'
import { InviteRankingRequest } from '@/api/contract/invite'
import { MockInviteSummary, MockNewInviteSummary } from '@/api/contract/invite.fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

export const inviteHandlers = {
  summary: http.get(api('user/invite'), () => ok(MockInviteSummary)),
  ranking: http.post(api('user/invite_list'), async ({ request }) => {
    const parsed = InviteRankingRequest.safeParse(await readBody(request))
    return parsed.success ? ok(MockInviteSummary.inviteList) : fail('parameterError')
  }),
}

export const inviteScenarios = {
  summaryPending: http.get(api('user/invite'), async () => {
    await delay('infinite')
    return ok(MockInviteSummary)
  }),
  summaryDown: http.get(api('user/invite'), () => HttpResponse.error()),
  newUser: http.get(api('user/invite'), () => ok(MockNewInviteSummary)),
}

export const inviteHandlerList = Object.values(inviteHandlers)
