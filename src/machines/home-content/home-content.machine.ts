/**
 * The home screen's content (spec §2 home, §7 common calls; api-reference §3.5 `menu`, §4 news):
 * banners, the announcement ticker, the tile menu and the pop-up, loaded in parallel on entry.
 * Regions (each fails on its own):
 *   banners        loading → ready (playing ⇄ held; paused) | failed —banners.retry→ loading
 *   announcements  loading → ready (playing ⇄ held; paused) | failed —announcements.retry→ loading
 *   menu           loading → ready | failed —menu.retry→ loading
 *   popup          loading → open —popup.dismiss→ hidden | hidden | failed (nothing to show)
 * `playing` shows the next banner every `bannerInterval` and the next announcement every
 * `announcementInterval`; a selection restarts the wait. `held` while the user's pointer or focus
 * is on the part (APG carousel), `paused` by its pause button. The pop-up shows once per news id:
 * shown ids are remembered in the injected storage. `language.change` re-fetches the parts that
 * depend on the language (banners, announcements, pop-up); tile titles are translated client-side.
 */
import { assign, fromPromise, setup } from 'xstate'
import { contentApi } from '@/api/content'
import { NewsCategory, type MenuItem, type NewsDetail, type NewsItem } from '@/api/contract/content'
import { toErrorCode, type ErrorCode } from '@/api/errors'

/** Storage key of the pop-up ids already shown (a JSON array, newest last). */
export const POPUP_SEEN_KEY = 'homePopupSeen'
const POPUP_SEEN_MAX = 20
/** How many of each the home shows. */
export const BANNER_LIMIT = 10
export const ANNOUNCEMENT_LIMIT = 10

export type Part = 'banners' | 'announcements' | 'menu' | 'popup'

export type HomeContentEvent =
  | { type: 'banners.retry' }
  | { type: 'banners.select'; index: number }
  | { type: 'banners.hold' }
  | { type: 'banners.release' }
  | { type: 'banners.toggle' }
  | { type: 'announcements.retry' }
  | { type: 'announcements.select'; index: number }
  | { type: 'announcements.hold' }
  | { type: 'announcements.release' }
  | { type: 'announcements.toggle' }
  | { type: 'menu.retry' }
  | { type: 'popup.dismiss' }
  | { type: 'language.change'; lang: string }

export interface HomeContentInput {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** The interface language (any stable code); a different one in `language.change` re-fetches. */
  lang: string
  /**
   * Rotate banners and announcements by themselves; false (the user prefers reduced motion) starts
   * them paused until the play button is pressed (WCAG 2.2.2). @default true
   */
  autoplay?: boolean
}

export interface HomeContentContext {
  storage: HomeContentInput['storage']
  lang: string
  autoplay: boolean
  banners: NewsItem[]
  announcements: NewsItem[]
  menu: MenuItem[]
  popup: NewsDetail | null
  bannerIndex: number
  announcementIndex: number
  errors: Record<Part, ErrorCode | null>
}

function readSeen(storage: HomeContentInput['storage']): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(POPUP_SEEN_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

const isIndexOf = (index: number, list: readonly unknown[]) =>
  Number.isInteger(index) && index >= 0 && index < list.length

const noErrors: HomeContentContext['errors'] = {
  banners: null,
  announcements: null,
  menu: null,
  popup: null,
}

/** A part that depends on the language: loaded again when it changes (a request in flight is cancelled). */
const reload = (part: 'banners' | 'announcements' | 'popup') => ({
  guard: 'isNewLanguage' as const,
  // a target inside the region: only this region's states exit (an in-flight `loading` too)
  target: '.loading',
  actions: { type: 'changeLanguage' as const, params: { part } },
})

export const homeContentMachine = setup({
  types: {
    context: {} as HomeContentContext,
    events: {} as HomeContentEvent,
    input: {} as HomeContentInput,
  },
  actors: {
    fetchBanners: fromPromise<NewsItem[]>(async ({ signal }) => {
      const page = await contentApi.newsList(
        { c_id: NewsCategory.banner, limit: BANNER_LIMIT },
        { signal },
      )
      return page.list
    }),
    fetchAnnouncements: fromPromise<NewsItem[]>(async ({ signal }) => {
      const page = await contentApi.newsList(
        { c_id: NewsCategory.announcement, limit: ANNOUNCEMENT_LIMIT },
        { signal },
      )
      return page.list
    }),
    fetchMenu: fromPromise<MenuItem[]>(({ signal }) => contentApi.menu({ signal })),
    fetchPopup: fromPromise<NewsDetail | null>(({ signal }) => contentApi.popup({ signal })),
  },
  delays: { bannerInterval: 4_000, announcementInterval: 3_500 },
  guards: {
    hasSeveral: ({ context }, params: { part: 'banners' | 'announcements' }) =>
      context[params.part].length > 1,
    isUnseenPopup: ({ context }, params: { popup: NewsDetail | null }) =>
      params.popup !== null && !readSeen(context.storage).includes(params.popup.id),
    isNewLanguage: ({ context, event }) =>
      event.type === 'language.change' && event.lang !== context.lang,
  },
  actions: {
    showNextBanner: assign(({ context }) => ({
      bannerIndex: (context.bannerIndex + 1) % Math.max(1, context.banners.length),
    })),
    showNextAnnouncement: assign(({ context }) => ({
      announcementIndex:
        (context.announcementIndex + 1) % Math.max(1, context.announcements.length),
    })),
    selectBanner: assign(({ context, event }) =>
      event.type === 'banners.select' && isIndexOf(event.index, context.banners)
        ? { bannerIndex: event.index }
        : {},
    ),
    selectAnnouncement: assign(({ context, event }) =>
      event.type === 'announcements.select' && isIndexOf(event.index, context.announcements)
        ? { announcementIndex: event.index }
        : {},
    ),
    rememberError: assign(({ context }, params: { part: Part; error: unknown }) => ({
      errors: { ...context.errors, [params.part]: toErrorCode(params.error) },
    })),
    rememberPopup: ({ context }) => {
      if (!context.popup) return
      const seen = readSeen(context.storage).filter((id) => id !== context.popup!.id)
      context.storage.setItem(
        POPUP_SEEN_KEY,
        JSON.stringify([...seen, context.popup.id].slice(-POPUP_SEEN_MAX)),
      )
    },
    /** Each refetched part forgets what it showed in the old language (and its error). */
    changeLanguage: assign(
      ({ context, event }, params: { part: 'banners' | 'announcements' | 'popup' }) => {
        const lang = event.type === 'language.change' ? event.lang : context.lang
        const errors = { ...context.errors, [params.part]: null }
        if (params.part === 'banners') return { lang, errors, banners: [], bannerIndex: 0 }
        if (params.part === 'announcements')
          return { lang, errors, announcements: [], announcementIndex: 0 }
        return { lang, errors, popup: null }
      },
    ),
  },
}).createMachine({
  id: 'homeContent',
  context: ({ input }) => ({
    storage: input.storage,
    lang: input.lang,
    autoplay: input.autoplay ?? true,
    banners: [],
    announcements: [],
    menu: [],
    popup: null,
    bannerIndex: 0,
    announcementIndex: 0,
    errors: noErrors,
  }),
  type: 'parallel',
  states: {
    banners: {
      initial: 'loading',
      on: { 'language.change': reload('banners') },
      states: {
        loading: {
          invoke: {
            src: 'fetchBanners',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                banners: event.output,
                bannerIndex: 0,
                errors: { ...context.errors, banners: null },
              })),
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ part: 'banners', error: event.error }),
              },
            },
          },
        },
        ready: {
          initial: 'playing',
          on: { 'banners.select': { actions: 'selectBanner' } },
          states: {
            playing: {
              always: { guard: ({ context }) => !context.autoplay, target: 'paused' },
              after: {
                bannerInterval: {
                  guard: { type: 'hasSeveral', params: { part: 'banners' } },
                  target: 'playing',
                  reenter: true,
                  actions: 'showNextBanner',
                },
              },
              on: {
                'banners.select': { target: 'playing', reenter: true, actions: 'selectBanner' },
                'banners.hold': 'held',
                'banners.toggle': 'paused',
              },
            },
            held: { on: { 'banners.release': 'playing', 'banners.toggle': 'paused' } },
            paused: {
              on: { 'banners.toggle': { target: 'playing', actions: assign({ autoplay: true }) } },
            },
          },
        },
        failed: { on: { 'banners.retry': 'loading' } },
      },
    },
    announcements: {
      initial: 'loading',
      on: { 'language.change': reload('announcements') },
      states: {
        loading: {
          invoke: {
            src: 'fetchAnnouncements',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                announcements: event.output,
                announcementIndex: 0,
                errors: { ...context.errors, announcements: null },
              })),
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ part: 'announcements', error: event.error }),
              },
            },
          },
        },
        ready: {
          initial: 'playing',
          on: { 'announcements.select': { actions: 'selectAnnouncement' } },
          states: {
            playing: {
              always: { guard: ({ context }) => !context.autoplay, target: 'paused' },
              after: {
                announcementInterval: {
                  guard: { type: 'hasSeveral', params: { part: 'announcements' } },
                  target: 'playing',
                  reenter: true,
                  actions: 'showNextAnnouncement',
                },
              },
              on: {
                'announcements.select': {
                  target: 'playing',
                  reenter: true,
                  actions: 'selectAnnouncement',
                },
                'announcements.hold': 'held',
                'announcements.toggle': 'paused',
              },
            },
            held: {
              on: { 'announcements.release': 'playing', 'announcements.toggle': 'paused' },
            },
            paused: {
              on: {
                'announcements.toggle': { target: 'playing', actions: assign({ autoplay: true }) },
              },
            },
          },
        },
        failed: { on: { 'announcements.retry': 'loading' } },
      },
    },
    menu: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchMenu',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                menu: event.output,
                errors: { ...context.errors, menu: null },
              })),
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ part: 'menu', error: event.error }),
              },
            },
          },
        },
        ready: {},
        failed: { on: { 'menu.retry': 'loading' } },
      },
    },
    popup: {
      initial: 'loading',
      on: { 'language.change': reload('popup') },
      states: {
        loading: {
          invoke: {
            src: 'fetchPopup',
            onDone: [
              {
                guard: { type: 'isUnseenPopup', params: ({ event }) => ({ popup: event.output }) },
                target: 'open',
                actions: assign(({ event }) => ({ popup: event.output })),
              },
              { target: 'hidden' },
            ],
            // an optional notice: a failure shows nothing; the next language change tries again
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ part: 'popup', error: event.error }),
              },
            },
          },
        },
        open: {
          entry: 'rememberPopup',
          on: { 'popup.dismiss': { target: 'hidden', actions: assign({ popup: null }) } },
        },
        hidden: {},
        failed: {},
      },
    },
  },
})
