import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { MenuItem, NewsDetail, NewsItem } from '@/api/contract/content'
import { ApiError } from '@/api/errors'
import {
  homeContentSnapshots,
  mockAnnouncements,
  mockBanners,
  mockMenu,
  mockPopup,
} from './home-content.fixtures'
import { homeContentMachine, POPUP_SEEN_KEY } from './home-content.machine'
import { toHomeContentView } from './home-content.view'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  }
}

interface Fakes {
  banners?: () => Promise<NewsItem[]>
  announcements?: () => Promise<NewsItem[]>
  menu?: () => Promise<MenuItem[]>
  popup?: () => Promise<NewsDetail | null>
}

function start(fakes: Fakes = {}, storage = memoryStorage()) {
  const clock = new SimulatedClock()
  const calls = {
    banners: vi.fn(fakes.banners ?? (async () => mockBanners)),
    announcements: vi.fn(fakes.announcements ?? (async () => mockAnnouncements)),
    menu: vi.fn(fakes.menu ?? (async () => mockMenu)),
    popup: vi.fn(fakes.popup ?? (async () => mockPopup)),
  }
  const signals: AbortSignal[] = []
  const fake = <T>(fn: () => Promise<T>) =>
    fromPromise<T>(({ signal }) => {
      signals.push(signal)
      return fn()
    })
  const machine = homeContentMachine.provide({
    actors: {
      fetchBanners: fake(() => calls.banners()),
      fetchAnnouncements: fake(() => calls.announcements()),
      fetchMenu: fake(() => calls.menu()),
      fetchPopup: fake(() => calls.popup()),
    },
  })
  const actor = createActor(machine, { input: { storage, lang: 'en' }, clock }).start()
  const view = () => toHomeContentView(actor.getSnapshot())
  return { actor, clock, calls, storage, signals, view }
}

const settled = (t: ReturnType<typeof start>) =>
  waitFor(
    t.actor,
    (s) =>
      (['banners', 'announcements', 'menu'] as const).every(
        (p) => !s.matches({ [p]: 'loading' } as never),
      ) && !s.matches({ popup: 'loading' }),
  )

/** Advances the clock one millisecond at a time (STYLE §1.3: one tick per increment). */
function advance(clock: SimulatedClock, ms: number) {
  for (let i = 0; i < ms; i++) clock.increment(1)
}

describe('home content', () => {
  it('loads banners, announcements, menu and the pop-up at once on entry', async () => {
    const t = start()
    expect(t.view().banners.status).toBe('loading')
    for (const fn of Object.values(t.calls)) expect(fn).toHaveBeenCalledOnce()
    await settled(t)
    expect(t.view()).toMatchObject({
      banners: { status: 'ready', items: mockBanners, index: 0, isPlaying: true, error: null },
      announcements: { status: 'ready', items: mockAnnouncements, index: 0 },
      menu: { status: 'ready', items: mockMenu },
      popup: mockPopup,
    })
  })

  it('lets each part fail on its own, with its own retry', async () => {
    let bannerCalls = 0
    const t = start({
      banners: async () => {
        bannerCalls += 1
        if (bannerCalls === 1) throw new ApiError('network')
        return mockBanners
      },
      menu: async () => {
        throw new ApiError('timeout')
      },
    })
    await settled(t)
    expect(t.view().banners).toMatchObject({ status: 'failed', error: 'network', items: [] })
    expect(t.view().menu).toMatchObject({ status: 'failed', error: 'timeout' })
    expect(t.view().announcements.status).toBe('ready')
    t.actor.send({ type: 'banners.retry' })
    await waitFor(t.actor, (s) => s.matches({ banners: 'ready' }))
    expect(t.view().banners).toMatchObject({ status: 'ready', error: null, items: mockBanners })
    expect(t.view().menu.status).toBe('failed')
    expect(t.calls.announcements).toHaveBeenCalledOnce()
  })

  it('ignores a retry of a part that did not fail', async () => {
    const t = start()
    await settled(t)
    t.actor.send({ type: 'menu.retry' })
    t.actor.send({ type: 'banners.retry' })
    expect(t.calls.menu).toHaveBeenCalledOnce()
    expect(t.calls.banners).toHaveBeenCalledOnce()
  })

  it('shows the next banner every 4 s and the next announcement every 3.5 s, wrapping', async () => {
    const t = start()
    await settled(t)
    advance(t.clock, 3_499)
    expect([t.view().banners.index, t.view().announcements.index]).toEqual([0, 0])
    advance(t.clock, 1)
    expect([t.view().banners.index, t.view().announcements.index]).toEqual([0, 1])
    advance(t.clock, 500)
    expect(t.view().banners.index).toBe(1)
    advance(t.clock, 8_000)
    expect(t.view().banners.index).toBe(0)
  })

  it('restarts the wait when the user picks a banner, and ignores an index out of range', async () => {
    const t = start()
    await settled(t)
    advance(t.clock, 3_000)
    t.actor.send({ type: 'banners.select', index: 2 })
    advance(t.clock, 3_999)
    expect(t.view().banners.index).toBe(2)
    advance(t.clock, 1)
    expect(t.view().banners.index).toBe(0)
    t.actor.send({ type: 'banners.select', index: 7 })
    t.actor.send({ type: 'banners.select', index: -1 })
    expect(t.view().banners.index).toBe(0)
  })

  it('holds the rotation while pointer or focus is on it, and pauses it by the button', async () => {
    const t = start()
    await settled(t)
    t.actor.send({ type: 'banners.hold' })
    advance(t.clock, 10_000)
    expect(t.view().banners).toMatchObject({ index: 0, isPlaying: true })
    t.actor.send({ type: 'banners.select', index: 1 })
    expect(t.view().banners.index).toBe(1)
    t.actor.send({ type: 'banners.release' })
    advance(t.clock, 4_000)
    expect(t.view().banners.index).toBe(2)

    t.actor.send({ type: 'banners.toggle' })
    expect(t.view().banners.isPlaying).toBe(false)
    // a hover ending does not restart what the button paused
    t.actor.send({ type: 'banners.hold' })
    t.actor.send({ type: 'banners.release' })
    advance(t.clock, 10_000)
    expect(t.view().banners.index).toBe(2)
    t.actor.send({ type: 'banners.toggle' })
    advance(t.clock, 4_000)
    expect(t.view().banners).toMatchObject({ index: 0, isPlaying: true })
    // the ticker kept its own pace all along
    expect(t.actor.getSnapshot().matches({ announcements: { ready: 'playing' } })).toBe(true)
  })

  it('does not rotate a single banner', async () => {
    const t = start({ banners: async () => mockBanners.slice(0, 1) })
    await settled(t)
    advance(t.clock, 10_000)
    expect(t.view().banners.index).toBe(0)
  })

  describe('pop-up', () => {
    it('shows once per id, remembering it in storage, until dismissed', async () => {
      const t = start()
      await settled(t)
      expect(t.view().popup?.id).toBe(mockPopup.id)
      expect(JSON.parse(t.storage.map.get(POPUP_SEEN_KEY)!)).toEqual([mockPopup.id])
      t.actor.send({ type: 'popup.dismiss' })
      expect(t.view().popup).toBeNull()

      const again = start({}, t.storage)
      await settled(again)
      expect(again.view().popup).toBeNull()

      const newer = start({ popup: async () => ({ ...mockPopup, id: 99 }) }, t.storage)
      await settled(newer)
      expect(newer.view().popup?.id).toBe(99)
      expect(JSON.parse(t.storage.map.get(POPUP_SEEN_KEY)!)).toEqual([mockPopup.id, 99])
    })

    it('shows nothing when there is no pop-up, or when it fails to load', async () => {
      const none = start({ popup: async () => null })
      await settled(none)
      expect(none.actor.getSnapshot().matches({ popup: 'hidden' })).toBe(true)
      const down = start({
        popup: async () => {
          throw new ApiError('network')
        },
      })
      await settled(down)
      expect(down.view().popup).toBeNull()
      expect(down.actor.getSnapshot().matches({ popup: 'failed' })).toBe(true)
    })

    it('survives unreadable storage', async () => {
      const t = start({}, memoryStorage({ [POPUP_SEEN_KEY]: '{oops' }))
      await settled(t)
      expect(t.view().popup?.id).toBe(mockPopup.id)
    })
  })

  describe('language change', () => {
    it('re-fetches banners, announcements and the pop-up, not the menu', async () => {
      const t = start()
      await settled(t)
      t.actor.send({ type: 'banners.select', index: 2 })
      t.actor.send({ type: 'language.change', lang: 'pt' })
      expect(t.view().banners).toMatchObject({ status: 'loading', items: [], index: 0 })
      expect(t.view().menu.status).toBe('ready')
      await settled(t)
      expect(t.calls.banners).toHaveBeenCalledTimes(2)
      expect(t.calls.announcements).toHaveBeenCalledTimes(2)
      expect(t.calls.popup).toHaveBeenCalledTimes(2)
      expect(t.calls.menu).toHaveBeenCalledOnce()
      expect(t.actor.getSnapshot().context.lang).toBe('pt')
    })

    it('cancels requests still in flight in the old language', async () => {
      const t = start({ banners: () => new Promise(() => {}) })
      const first = t.signals[0]!
      t.actor.send({ type: 'language.change', lang: 'pt' })
      expect(first.aborted).toBe(true)
    })

    it('clears a part that failed, and ignores the same language', async () => {
      const t = start({
        announcements: async () => {
          throw new ApiError('network')
        },
      })
      await settled(t)
      t.actor.send({ type: 'language.change', lang: 'en' })
      expect(t.calls.banners).toHaveBeenCalledOnce()
      t.calls.announcements.mockImplementation(async () => mockAnnouncements)
      t.actor.send({ type: 'language.change', lang: 'ja' })
      await settled(t)
      expect(t.view().announcements).toMatchObject({ status: 'ready', error: null })
    })
  })
})

describe('home content fixtures', () => {
  it('cover every leaf state of every region', () => {
    const leaves = (node: typeof homeContentMachine.root, path: string[] = []): string[] =>
      Object.values(node.states).flatMap((child) =>
        Object.keys(child.states).length
          ? leaves(child, [...path, child.key])
          : [[...path, child.key].join('.')],
      )
    const covered = new Set(
      Object.values(homeContentSnapshots).flatMap((s) =>
        leaves(homeContentMachine.root).filter((leaf) => s.matches(toValue(leaf))),
      ),
    )
    expect([...covered].sort()).toEqual(leaves(homeContentMachine.root).sort())
  })

  it('turn into small views', () => {
    const { banners, menu, popup } = toHomeContentView(homeContentSnapshots.bannersFailed)
    expect({ status: banners.status, error: banners.error, menu: menu.status, popup }).toEqual({
      status: 'failed',
      error: 'network',
      menu: 'ready',
      popup: null,
    })
    expect(toHomeContentView(homeContentSnapshots.paused).announcements.isPlaying).toBe(false)
    expect(toHomeContentView(homeContentSnapshots.popupOpen).popup?.title).toBe(mockPopup.title)
  })
})

/** 'banners.ready.held' → { banners: { ready: 'held' } } */
function toValue(path: string): never {
  const parts = path.split('.')
  return parts.reduceRight<unknown>((inner, key) => ({ [key]: inner }), parts.pop()) as never
}
