import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { webViewSnapshots } from './web-view.fixtures'
import { allowedHosts, webViewMachine } from './web-view.machine'
import { toWebViewView } from './web-view.view'

const settings = ['https://example.com/support', 'https://games.example.org/play', '']

function start(url: string | null, answers: Array<() => Promise<string[]>>) {
  let n = 0
  const machine = webViewMachine.provide({
    actors: { fetchAllowedHosts: fromPromise(() => answers[n++]!()) },
  })
  const actor = createActor(machine, { input: { url } }).start()
  return { actor, view: () => toWebViewView(actor.getSnapshot()) }
}
const hosts = async () => [...allowedHosts(settings)]

describe('web view', () => {
  it('frames a page of a site the operator configured', async () => {
    const t = start('https://games.example.org/play?round=3', [hosts])
    await waitFor(t.actor, (s) => s.hasTag('allowed'))
    expect(t.view()).toEqual({
      status: 'allowed',
      url: 'https://games.example.org/play?round=3',
      host: 'games.example.org',
      error: null,
    })
  })

  it.each(['https://example.com.evil.net/', 'http://other.example/', 'https://sub.example.com/'])(
    'refuses %s, which no setting names',
    async (url) => {
      const t = start(url, [hosts])
      await waitFor(t.actor, (s) => s.hasTag('refused'))
      expect(t.view()).toMatchObject({ status: 'refused', url: null })
    },
  )

  it.each([null, '', 'javascript:alert(1)', '/pages/index/index'])(
    'asks nothing for %j: there is no page to show',
    (url) => {
      const t = start(url, [])
      expect(t.view()).toMatchObject({ status: 'missing', url: null })
    },
  )

  it('retries reading the settings', async () => {
    const t = start('https://example.com/support', [
      () => Promise.reject(new ApiError('network')),
      hosts,
    ])
    await waitFor(t.actor, (s) => s.hasTag('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network', url: null })
    t.actor.send({ type: 'webView.retry' })
    await waitFor(t.actor, (s) => s.hasTag('allowed'))
  })

  it('has a snapshot for every state', () => {
    expect(uncoveredLeaves(webViewMachine, webViewSnapshots, ['webView.checking'])).toEqual([])
  })
})
