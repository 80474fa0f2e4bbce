/**
 * MSW handlers for the information pages (contract/info-pages.ts): `pt` (or no `lang`) gets the
 * pt page, any other language the en one (the sandbox's English fallback).
 */
import { delay, http, HttpResponse } from 'msw'
import {
  TraderAgreementRequest,
  infoPageKeys,
  infoPages,
  traderAgreementPage,
  type InfoPageKey,
} from '@/api/contract/info-pages'
import { MockInfoPages, MockTraderAgreement } from '@/api/contract/info-pages.fixtures'
import { fail, ok } from './envelope'

const url = (key: InfoPageKey) => `*/api/${infoPages[key].endpoint}`
const langOf = (request: Request) => new URL(request.url).searchParams.get('lang')

const answer = (key: InfoPageKey) =>
  http.get(url(key), ({ request }) => {
    const lang = langOf(request)
    return ok(MockInfoPages[key][!lang || lang === 'pt' ? 'pt' : 'en'])
  })

export const infoPageHandlerList = infoPageKeys.map(answer)

export const infoPageScenarios = {
  pending: (key: InfoPageKey) =>
    http.get(url(key), async () => {
      await delay('infinite')
      return ok(null)
    }),
  down: (key: InfoPageKey) => http.get(url(key), () => HttpResponse.error(), { once: true }),
  /** The platform has not written the page. */
  missing: (key: InfoPageKey) => http.get(url(key), () => ok(null)),
}

const agreementUrl = `*/api/${traderAgreementPage.endpoint}`

/** trader_agreement: each version in its own language, whatever `lang` is. */
export const traderAgreementHandlerList = [
  http.get(agreementUrl, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams)
    const parsed = TraderAgreementRequest.safeParse(query)
    return parsed.success ? ok(MockTraderAgreement[parsed.data.version]) : fail('parameterError')
  }),
]

export const traderAgreementScenarios = {
  pending: http.get(agreementUrl, async () => {
    await delay('infinite')
    return ok(null)
  }),
  down: http.get(agreementUrl, () => HttpResponse.error(), { once: true }),
}
