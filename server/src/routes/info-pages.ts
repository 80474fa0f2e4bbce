/**
 * The information pages (spec §7 GET faq / aboutus / contactus / operational_compliance;
 * contract/info-pages.ts): public, each the newest row of its news category in the request's
 * language, else in English, else null. Seeded in nine languages by db/info-pages-seed.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import { infoPageKeys, infoPages } from '../../../src/api/contract/info-pages'
import { codeToTag, tagToCode } from '../../../src/api/contract/languages'
import { langOf, ok } from '../envelope'
import { routeModule } from '../plugins/routes'

export const infoPageRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repos
  for (const key of infoPageKeys) {
    const { endpoint, category } = infoPages[key]
    app.get(`/${endpoint}`, async (request) =>
      ok(content.newestNews(category, tagToCode(codeToTag(langOf(request))))),
    )
  }
}

export const routes = routeModule(infoPageRoutes, { prefix: '/api' })
