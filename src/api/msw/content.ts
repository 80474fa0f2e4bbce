/**
 * MSW handlers for content (stories and unit tests), answering with the contract fixtures and
 * validating requests with the contract schemas, as the sandbox does: `pt` (or no `lang`) gets
 * the pt rows, any other language the en rows (the sandbox's English fallback).
 * By default there is **no home pop-up**, so screen stories are not covered by a dialog;
 * `contentScenarios.popup` answers one.
 */
import { delay, http, HttpResponse } from 'msw'
import { NewsCategory, NewsDetailRequest, NewsListRequest } from '@/api/contract/content'
import {
  MockAnnouncements,
  MockArticles,
  MockBanners,
  MockMenu,
  MockPopups,
  newsPage,
  type MockLanguage,
} from '@/api/contract/content.fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`
const language = (lang: string | null | undefined): MockLanguage =>
  !lang || lang === 'pt' ? 'pt' : 'en'
const queryLang = (request: Request) => new URL(request.url).searchParams.get('lang')

const categories: Partial<Record<number, Record<MockLanguage, typeof MockBanners.en>>> = {
  [NewsCategory.banner]: MockBanners,
  [NewsCategory.announcement]: MockAnnouncements,
}

/** A news/list handler for one category only; other categories fall through to the next handler. */
const newsListOf = (
  category: number,
  answer: (lang: MockLanguage) => Response | Promise<Response>,
) =>
  http.post(api('news/list'), async ({ request }) => {
    const body = await readBody(request.clone())
    if (Number(body.c_id) !== category) return undefined
    return answer(language(body.lang))
  })

const pending = async () => {
  await delay('infinite')
  return ok(null)
}

export const contentHandlers = {
  newsList: http.post(api('news/list'), async ({ request }) => {
    const body = await readBody(request.clone())
    const parsed = NewsListRequest.safeParse(body)
    if (!parsed.success) return fail('parameterError')
    const { c_id, page, limit } = parsed.data
    return ok(newsPage(categories[c_id]?.[language(body.lang)] ?? [], page, limit))
  }),
  newsDetail: http.post(api('news/detail'), async ({ request }) => {
    const parsed = NewsDetailRequest.safeParse(await readBody(request.clone()))
    if (!parsed.success) return fail('parameterError')
    const article = MockArticles.find((a) => a.id === parsed.data.id)
    return article ? ok(article) : fail('notFound')
  }),
  popup: http.get(api('news/index_pop'), () => ok(null)),
  menu: http.get(api('menu'), () => ok(MockMenu)),
}

export const contentScenarios = {
  popup: http.get(api('news/index_pop'), ({ request }) =>
    ok(MockPopups[language(queryLang(request))]),
  ),
  bannersPending: newsListOf(NewsCategory.banner, pending),
  bannersDown: newsListOf(NewsCategory.banner, () => HttpResponse.error()),
  bannersEmpty: newsListOf(NewsCategory.banner, () => ok(newsPage([]))),
  announcementsPending: newsListOf(NewsCategory.announcement, pending),
  announcementsDown: newsListOf(NewsCategory.announcement, () => HttpResponse.error()),
  announcementsEmpty: newsListOf(NewsCategory.announcement, () => ok(newsPage([]))),
  menuPending: http.get(api('menu'), pending),
  menuDown: http.get(api('menu'), () => HttpResponse.error()),
  menuEmpty: http.get(api('menu'), () => ok([])),
  articlePending: http.post(api('news/detail'), pending),
  articleDown: http.post(api('news/detail'), () => HttpResponse.error()),
}

export const contentHandlerList = Object.values(contentHandlers)

/** The default handlers with `overrides` in front (a story's `msw.handlers.content`). */
export const contentHandlersWith = (...overrides: ReturnType<typeof http.get>[]) => [
  ...overrides,
  ...contentHandlerList,
]
