import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { NewsDetail } from '@/api/contract/content'
import type { InfoPage, InfoPageKey } from '@/api/contract/info-pages'
import { MockInfoPages } from '@/api/contract/info-pages.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { infoPageSnapshots } from './info-page.fixtures'
import { infoPageMachine } from './info-page.machine'
import { toInfoPageView } from './info-page.view'

function start(
  page: InfoPageKey,
  read: (input: { page: InfoPageKey }) => Promise<InfoPage | null>,
) {
  const readFn = vi.fn(read)
  const actor = createActor(
    infoPageMachine.provide({
      actors: { readPage: fromPromise(({ input }) => readFn(input)) },
    }),
    { input: { page } },
  ).start()
  return { actor, read: readFn, view: () => toInfoPageView(actor.getSnapshot()) }
}

const faq = NewsDetail.parse(MockInfoPages.faq.pt)

describe('information page', () => {
  it('reads its page and says which language it is written in', async () => {
    const { actor, view, read } = start('faq', async () => faq)
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({ page: 'faq', status: 'ready', language: 'pt', error: null })
    expect(view().content?.title).toBe('Perguntas frequentes')
    expect(read).toHaveBeenCalledWith({ page: 'faq' })
  })

  it.each([
    ['no row at all', null],
    ['a row without text', { ...faq, content: '  ' }],
  ])('is empty when the platform has %s', async (_, answer) => {
    const { actor, view } = start('compliance', async () => answer)
    await waitFor(actor, (s) => s.matches('empty'))
    expect(view()).toMatchObject({ status: 'empty', content: null })
  })

  it('fails, then reads again on retry', async () => {
    let calls = 0
    const { actor, view } = start('about', async () => {
      calls += 1
      if (calls === 1) throw new ApiError('timeout')
      return faq
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'timeout' })
    actor.send({ type: 'page.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view().error).toBeNull()
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(infoPageMachine, infoPageSnapshots)).toEqual([])
    expect(toInfoPageView(infoPageSnapshots.contact)).toMatchObject({
      page: 'contact',
      language: 'en',
    })
  })
})
