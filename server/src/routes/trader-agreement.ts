/**
 * The trader agreement (issue 15; contract/info-pages.ts `traderAgreementPage`): public, the newest
 * row of its category in the version's own language (en or zh-CN), whatever `lang` is; null when
 * none. Seeded by db/migrations/016-trader-agreement.sql.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  TraderAgreementRequest,
  traderAgreementPage,
  traderAgreementVersions,
} from '../../../src/api/contract/info-pages'
import { tagToCode } from '../../../src/api/contract/languages'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { parseInput } from '../validation'

export const traderAgreementRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repos
  app.get(`/${traderAgreementPage.endpoint}`, async (request) => {
    const { version } = parseInput(TraderAgreementRequest, request)
    const code = tagToCode(traderAgreementVersions[version])
    const row = content.newestNews(traderAgreementPage.category, code)
    // the category's fallback language could answer another version: only this one's counts
    return ok(row && row.lang === code ? row : null)
  })
}

export const routes = routeModule(traderAgreementRoutes, { prefix: '/api' })
