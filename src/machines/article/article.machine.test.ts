import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NewsDetail } from '@/api/contract/content'
import { ApiError } from '@/api/errors'
import { articleSnapshots, mockArticle } from './article.fixtures'
import { articleMachine, parseArticleId } from './article.machine'
import { toArticleView } from './article.view'

function start(id: string | null, fetch: (input: { id: number }) => Promise<NewsDetail>) {
  const fetchArticle = vi.fn(fetch)
  const machine = articleMachine.provide({
    actors: {
      fetchArticle: fromPromise(({ input }: { input: { id: number } }) => fetchArticle(input)),
    },
  })
  const actor = createActor(machine, { input: { id } }).start()
  return { actor, fetchArticle, view: () => toArticleView(actor.getSnapshot()) }
}

describe('article', () => {
  it('loads the article of the id', async () => {
    const t = start('9', async () => mockArticle)
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.fetchArticle).toHaveBeenCalledWith({ id: 9 })
    expect(t.view()).toEqual({ status: 'ready', article: mockArticle, error: null })
  })

  it.each([null, '', 'abc', '0', '-3', '1.5', '9e3'])(
    'says not found for the id %j without asking',
    (id) => {
      const t = start(id, async () => mockArticle)
      expect(t.view().status).toBe('notFound')
      expect(t.fetchArticle).not.toHaveBeenCalled()
    },
  )

  it('says not found when the server does not know the id', async () => {
    const t = start('404', async () => {
      throw new ApiError('notFound')
    })
    await waitFor(t.actor, (s) => s.matches('notFound'))
    expect(t.view().error).toBeNull()
  })

  it('fails with a code and can retry', async () => {
    let calls = 0
    const t = start('9', async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return mockArticle
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'article.retry' })
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
  })

  it('parses only positive integer ids', () => {
    expect([parseArticleId('12'), parseArticleId('007'), parseArticleId('x')]).toEqual([
      12,
      7,
      null,
    ])
  })

  it('has a fixture for every state', () => {
    expect(Object.keys(articleSnapshots).sort()).toEqual(
      Object.keys(articleMachine.root.states).sort(),
    )
    expect(toArticleView(articleSnapshots.checking).status).toBe('loading')
  })
})
