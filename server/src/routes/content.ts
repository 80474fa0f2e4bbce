/**
 * Content (api-reference §3.5 `menu`, §4): news pages, articles, the home pop-up and the home
 * tiles. Rules in src/api/contract/content.ts: rows in the request's language, else in English
 * when that language has none in the category; a missing or unknown `lang` reads as pt.
 * `news/get_invite_return_news` is deliberately absent: the original's carried a backdoor (§18).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  NewsCategory,
  NewsDetailRequest,
  NewsListRequest,
  type NewsListWire,
} from '../../../src/api/contract/content'
import { codeToTag, tagToCode } from '../../../src/api/contract/languages'
import { langOf, ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

/** The product language code the request asks content in. */
function contentLanguage(request: FastifyRequest): string {
  return tagToCode(codeToTag(langOf(request)))
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content, settings } = app.repos

  app.post('/news/list', async (request) => {
    const { c_id, page, limit } = parseInput(NewsListRequest, request)
    const { list, count } = content.listNews(c_id, contentLanguage(request), page, limit)
    const version = (settings.get('version') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    const answer: NewsListWire = { version, list, count, page, limit }
    return ok(answer)
  })

  app.post('/news/detail', async (request) => {
    const { id } = parseInput(NewsDetailRequest, request)
    const row = content.readNews(id)
    if (!row) throw new Refusal('notFound')
    return ok(row)
  })

  app.get('/news/index_pop', async (request) =>
    ok(content.newestNews(NewsCategory.popup, contentLanguage(request))),
  )

  app.get('/menu', async () => ok(content.listMenu()))
}

export const routes = routeModule(contentRoutes, { prefix: '/api' })
