/**
 * Public site routes (api-reference §3.5). getSetting answers only the allow-listed keys of
 * contract/common.ts; the original returned any row, SMTP credentials included (§18).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { SettingKey, type Setting, type SiteConfig } from '../../../src/api/contract/common'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

const SettingQuery = z.object({ keyword: z.string().min(1, 'parameterError') })

export const commonRoutes: FastifyPluginAsync = async (app) => {
  const { settings } = app.repos

  app.get('/getSiteConfig', async () => {
    const config: SiteConfig = {
      site_name: settings.get('site_name') ?? '',
      site_logo: settings.get('site_logo') ?? '',
      down_logo: settings.get('down_logo') ?? '',
      support_url: settings.get('support_url') ?? '',
    }
    return ok(config)
  })

  app.get('/getSetting', async (request) => {
    const { keyword } = parseInput(SettingQuery, request)
    const key = SettingKey.safeParse(keyword)
    if (!key.success) throw new Refusal('settingNotAllowed')
    const setting: Setting = { key: key.data, value: settings.get(key.data) ?? '' }
    return ok(setting)
  })
}

export const routes = routeModule(commonRoutes, { prefix: '/api' })
