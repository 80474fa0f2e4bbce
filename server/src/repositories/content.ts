/**
 * News rows (banners, announcements, the home pop-up, articles) and the home tile menu
 * (db/migrations/003-content.sql). The language fallback of contract/content.ts is decided here.
 */
import type Database from 'better-sqlite3'
import type { MenuItemWire, NewsDetailWire, NewsItemWire } from '../../../src/api/contract/content'

/** The language a category falls back to when the asked one has no row in it. */
export const FALLBACK_NEWS_LANGUAGE = 'en'

export interface NewsRow {
  id: number
  c_id: number
  lang: string
  title: string
  abstract: string
  content: string
  cover: string
  thumbnail: string
  author: string
  keyword: string
  recommend: number
  sorts: number
  views: number
  created_at: number
  updated_at: number
}
export type NewNews = Pick<NewsRow, 'c_id' | 'lang' | 'title' | 'created_at'> &
  Partial<Omit<NewsRow, 'views'>>

export interface MenuRow {
  id: number
  title: string
  icon: string
  url: string
  open_type: 'navigate' | 'switchTab' | 'redirect'
  show: number
  sort: number
}
export type NewMenuItem = Omit<MenuRow, 'show' | 'open_type'> & Partial<MenuRow>

const seconds = (ms: number) => Math.floor(ms / 1000)

function toItem(row: NewsRow): NewsItemWire {
  const { id, c_id, lang, title, thumbnail, cover, sorts } = row
  return { id, c_id, lang, title, thumbnail, cover, sorts }
}

function toDetail(row: NewsRow): NewsDetailWire {
  const { created_at, updated_at, ...rest } = row
  return { ...rest, create_time: seconds(created_at), update_time: seconds(updated_at) }
}

export function contentRepository(db: Database.Database) {
  const insertNews = db.prepare(
    `INSERT INTO news (id, c_id, lang, title, abstract, content, cover, thumbnail, author, keyword,
                       recommend, sorts, created_at, updated_at)
     VALUES (@id, @c_id, @lang, @title, @abstract, @content, @cover, @thumbnail, @author, @keyword,
             @recommend, @sorts, @created_at, @updated_at)`,
  )
  const insertMenu = db.prepare(
    `INSERT INTO menu (id, title, icon, url, open_type, show, sort)
     VALUES (@id, @title, @icon, @url, @open_type, @show, @sort)`,
  )
  const count = db.prepare<[number, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM news WHERE c_id = ? AND lang = ?',
  )
  const page = db.prepare<[number, string, number, number], NewsRow>(
    `SELECT * FROM news WHERE c_id = ? AND lang = ?
      ORDER BY sorts DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const newest = db.prepare<[number, string], NewsRow>(
    'SELECT * FROM news WHERE c_id = ? AND lang = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  )
  const byId = db.prepare<[number], NewsRow>('SELECT * FROM news WHERE id = ?')
  const view = db.prepare<[number]>('UPDATE news SET views = views + 1 WHERE id = ?')
  const menu = db.prepare<[], MenuRow>(
    'SELECT id, title, icon, url, open_type, show, sort FROM menu WHERE show = 1 ORDER BY sort, id',
  )

  /** `lang` when the category has a row in it, else the fallback language. */
  const languageFor = (cId: number, lang: string) =>
    count.get(cId, lang)!.n > 0 ? lang : FALLBACK_NEWS_LANGUAGE

  return {
    /** The new row's id. */
    insertNews(row: NewNews): number {
      const result = insertNews.run({
        id: null,
        abstract: '',
        content: '',
        cover: '',
        thumbnail: '',
        author: '',
        keyword: '',
        recommend: 0,
        sorts: 0,
        updated_at: row.created_at,
        ...row,
      })
      return Number(result.lastInsertRowid)
    },
    insertMenuItem: (row: NewMenuItem) =>
      void insertMenu.run({ open_type: 'navigate', show: 1, ...row }),

    /** One page of a category in `lang` (or the fallback language), with the total. */
    listNews(cId: number, lang: string, pageNo: number, limit: number) {
      const answered = languageFor(cId, lang)
      const rows = page.all(cId, answered, limit, (pageNo - 1) * limit)
      return { lang: answered, count: count.get(cId, answered)!.n, list: rows.map(toItem) }
    },
    /** The newest row of a category in `lang` (or the fallback language), or null. */
    newestNews(cId: number, lang: string): NewsDetailWire | null {
      const row = newest.get(cId, languageFor(cId, lang))
      return row ? toDetail(row) : null
    },
    /** The full row, its view counted; null when there is no such id. */
    readNews: db.transaction((id: number): NewsDetailWire | null => {
      if (view.run(id).changes === 0) return null
      return toDetail(byId.get(id)!)
    }),
    /** Shown tiles in display order. */
    listMenu: (): MenuItemWire[] => menu.all(),
  }
}

export type ContentRepository = ReturnType<typeof contentRepository>
