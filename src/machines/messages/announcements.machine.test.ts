import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { NewsListResponse, type NewsItemWire } from '@/api/contract/content'
import { MockAnnouncements, newsPage } from '@/api/contract/content.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { announcementsSnapshots } from './announcements.fixtures'
import { announcementsMachine } from './announcements.machine'
import { toAnnouncementsView } from './announcements.view'

type Input = { page: number; limit: number }
const pageOf =
  (list: NewsItemWire[]) =>
  async ({ page, limit }: Input) =>
    NewsListResponse.parse(newsPage(list, page, limit))

function start(load: (input: Input) => Promise<NewsListResponse>, limit?: number) {
  const loadFn = vi.fn(load)
  const machine = announcementsMachine.provide({
    actors: { loadPage: fromPromise(({ input }: { input: Input }) => loadFn(input)) },
  })
  const actor = createActor(machine, { input: limit ? { limit } : {} }).start()
  return { actor, load: loadFn, view: () => toAnnouncementsView(actor.getSnapshot()) }
}

const five: NewsItemWire[] = [
  ...MockAnnouncements.en,
  { id: 21, c_id: 4, lang: 'en', title: 'Fee schedule update', thumbnail: '', cover: '', sorts: 0 },
  {
    id: 22,
    c_id: 4,
    lang: 'en',
    title: 'Holiday support hours',
    thumbnail: '',
    cover: '',
    sorts: 0,
  },
]

describe('announcements', () => {
  it('loads the first page of category 4, pinned marked', async () => {
    const t = start(pageOf(MockAnnouncements.en))
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.load).toHaveBeenCalledWith({ page: 1, limit: 15 })
    expect(t.view()).toMatchObject({ status: 'ready', hasMore: false })
    expect(t.view().announcements.map((a) => [a.id, a.pinned])).toEqual([
      [9, true],
      [12, false],
      [15, false],
    ])
  })

  it('pages with load more until the count is reached', async () => {
    const t = start(pageOf(five), 3)
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view().hasMore).toBe(true)
    t.actor.send({ type: 'list.more' })
    expect(t.view().isLoadingMore).toBe(true)
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.view().announcements.map((a) => a.id)).toEqual([9, 12, 15, 21, 22])
    expect(t.view().hasMore).toBe(false)
    t.actor.send({ type: 'list.more' })
    expect(t.load).toHaveBeenCalledTimes(2)
  })

  it('keeps the list when the next page fails', async () => {
    let calls = 0
    const t = start(async (input) => {
      calls += 1
      if (calls === 2) throw new ApiError('network')
      return pageOf(five)(input)
    }, 3)
    await waitFor(t.actor, (s) => s.matches('ready'))
    t.actor.send({ type: 'list.more' })
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.view()).toMatchObject({ moreError: 'network', hasMore: true })
    expect(t.view().announcements).toHaveLength(3)
  })

  it('says when there are none', async () => {
    const t = start(pageOf([]))
    await waitFor(t.actor, (s) => s.matches('empty'))
    expect(t.view()).toMatchObject({ status: 'empty', announcements: [] })
  })

  it('fails, then loads again on retry', async () => {
    let calls = 0
    const t = start(async (input) => {
      calls += 1
      if (calls === 1) throw new ApiError('timeout')
      return pageOf(MockAnnouncements.en)(input)
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view().error).toBe('timeout')
    t.actor.send({ type: 'list.retry' })
    await waitFor(t.actor, (s) => s.matches('ready'))
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(announcementsMachine, announcementsSnapshots)).toEqual([])
  })
})
