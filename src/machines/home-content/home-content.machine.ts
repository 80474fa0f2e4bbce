/**
 * The home screen's content (spec §2 home, §7 common calls; api-reference §3.5 `menu`, §4 news):
 * banners, the announcement ticker, the tile menu and the pop-up, loaded in parallel on entry.
 * Regions (each fails on its own):
 *   banners        loading → ready (playing ⇄ held; paused) | failed —banners.retry→ loading
 *   announcements  loading → ready (playing ⇄ held; paused) | failed —announcements.retry→ loading
 *   menu           loading → ready | failed —menu.retry→ loading
 *   popup          loading → open —popup.dismiss→ hidden | hidden | failed (nothing to show)
 * Banners and announcements rotate by the carousel graph (carousel.machine.ts): the next banner
 * every `bannerInterval`, the next announcement every `announcementInterval`. The pop-up shows
 * once per news id: shown ids are remembered in the injected storage (popup-seen.ts). `language.change` re-fetches the parts that
 * depend on the language (banners, announcements, pop-up); tile titles are translated client-side.
 */
import { assign, fromPromise, setup } from 'xstate'
import { contentApi } from '@/api/content'
import { NewsCategory, type MenuItem, type NewsDetail, type NewsItem } from '@/api/contract/content'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { carouselStates, type CarouselPartEvent } from '@/machines/carousel/carousel.machine'

import { readSeen, rememberSeen } from './popup-seen'

export { POPUP_SEEN_KEY } from './popup-seen'
/** How many of each the home shows. */
export const BANNER_LIMIT = 10
export const ANNOUNCEMENT_LIMIT = 10

export type Part = 'banners' | 'announcements' | 'menu' | 'popup'
/** The parts that rotate, and where each keeps the item shown. */
type Rotating = 'banners' | 'announcements'
const indexKey = { banners: 'bannerIndex', announcements: 'announcementIndex' } as const

export type HomeContentEvent =
  | CarouselPartEvent<Rotating>
  | { type: 'banners.retry' | 'announcements.retry' | 'menu.retry' }
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

type Listed = 'banners' | 'announcements' | 'menu'

/** A list part: loading → ready | failed —<part>.retry→ loading; `ready` is the part's own. */
const listedPart = <const P extends Listed, const S extends string, const R extends object>(
  part: P,
  src: S,
  ready: R,
) =>
  ({
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src,
          onDone: {
            target: 'ready',
            actions: {
              type: 'takePart',
              params: ({ event }: { event: { output: unknown } }) => ({
                part,
                items: event.output,
              }),
            },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'rememberError',
              params: ({ event }: { event: { error: unknown } }) => ({ part, error: event.error }),
            },
          },
        },
      },
      ready,
      failed: { on: { [`${part}.retry`]: 'loading' } as Record<`${P}.retry`, 'loading'> },
    },
  }) as const

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
    hasSeveral: ({ context }, params: { part: Rotating }) => context[params.part].length > 1,
    isAutoplayOff: ({ context }, _: { part: Rotating }) => !context.autoplay,
    isUnseenPopup: ({ context }, params: { popup: NewsDetail | null }) =>
      params.popup !== null && !readSeen(context.storage).includes(params.popup.id),
    isNewLanguage: ({ context, event }) =>
      event.type === 'language.change' && event.lang !== context.lang,
  },
  actions: {
    showNext: assign(({ context }, { part }: { part: Rotating }) => ({
      [indexKey[part]]: (context[indexKey[part]] + 1) % Math.max(1, context[part].length),
    })),
    select: assign(({ context, event }, { part }: { part: Rotating }) =>
      event.type === `${part}.select` && 'index' in event && isIndexOf(event.index, context[part])
        ? { [indexKey[part]]: event.index }
        : {},
    ),
    resume: assign((_, __: { part: Rotating }) => ({ autoplay: true })),
    /** A list part arrived: shown from its first item, its error forgotten. */
    takePart: assign(({ context }, { part, items }: { part: Listed; items: unknown }) => ({
      [part]: items,
      ...(part === 'menu' ? {} : { [indexKey[part]]: 0 }),
      errors: { ...context.errors, [part]: null },
    })),
    rememberError: assign(({ context }, params: { part: Part; error: unknown }) => ({
      errors: { ...context.errors, [params.part]: toErrorCode(params.error) },
    })),
    rememberPopup: ({ context }) => {
      if (context.popup) rememberSeen(context.storage, context.popup.id)
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
      ...listedPart('banners', 'fetchBanners', carouselStates('banners', 'bannerInterval')),
      on: { 'language.change': reload('banners') },
    },
    announcements: {
      ...listedPart(
        'announcements',
        'fetchAnnouncements',
        carouselStates('announcements', 'announcementInterval'),
      ),
      on: { 'language.change': reload('announcements') },
    },
    menu: listedPart('menu', 'fetchMenu', {}),
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
