/** MSW handlers for the site-wide endpoints (api-reference §3.5). */
import { http } from 'msw'
import { SettingRequest } from '@/api/contract/common'
import { MockSiteConfig } from '@/test/fixtures'
import { fail, ok } from './envelope'

const api = (path: string) => `*/api/${path}`

export const commonHandlers = {
  siteConfig: http.get(api('getSiteConfig'), () => ok(MockSiteConfig)),
  setting: http.get(api('getSetting'), ({ request }) => {
    const parsed = SettingRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    return parsed.success ? ok({ key: parsed.data.keyword, value: '' }) : fail('settingNotAllowed')
  }),
}

export const commonScenarios = {
  siteConfigDown: http.get(api('getSiteConfig'), () => fail('parameterError')),
}
