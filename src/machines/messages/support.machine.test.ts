import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { supportSnapshots } from './support.fixtures'
import { supportMachine, toSupportUrl, type LinkSettingKey } from './support.machine'
import { toSupportView } from './support.view'

function start(fetch: () => Promise<string>) {
  const fetchSupportUrl = vi.fn(fetch)
  const machine = supportMachine.provide({
    actors: { fetchSupportUrl: fromPromise(() => fetchSupportUrl()) },
  })
  const actor = createActor(machine, { input: {} }).start()
  return { actor, fetchSupportUrl, view: () => toSupportView(actor.getSnapshot()) }
}

describe('customer service entry', () => {
  it('offers the configured channel', async () => {
    const t = start(async () => ' https://t.me/sandbox_support ')
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view()).toEqual({
      status: 'ready',
      url: 'https://t.me/sandbox_support',
      host: 't.me',
      error: null,
    })
  })

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    '/pages/other/kf/kf',
    'ftp://example.com',
    'not a url',
  ])('says no channel is configured for %j', async (value) => {
    const t = start(async () => value)
    await waitFor(t.actor, (s) => s.matches('unconfigured'))
    expect(t.view()).toMatchObject({ status: 'unconfigured', url: null })
  })

  it('fails with a code and can retry', async () => {
    let calls = 0
    const t = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return 'https://example.com/support'
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'support.retry' })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.fetchSupportUrl).toHaveBeenCalledTimes(2)
  })

  it('normalises web addresses only', () => {
    expect(toSupportUrl('HTTPS://Example.com/chat?x=1')).toBe('https://example.com/chat?x=1')
    expect(toSupportUrl('data:text/html,hi')).toBeNull()
  })

  it('reads another link setting when asked (the home download tile)', async () => {
    const keys: string[] = []
    const machine = supportMachine.provide({
      actors: {
        fetchSupportUrl: fromPromise<string, LinkSettingKey>(async ({ input }) => {
          keys.push(input)
          return 'https://example.com/download/sandbox.apk'
        }),
      },
    })
    const actor = createActor(machine, { input: { key: 'apk_download_url' } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(keys).toEqual(['apk_download_url'])
    expect(toSupportView(actor.getSnapshot()).url).toBe('https://example.com/download/sandbox.apk')
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(supportMachine, supportSnapshots)).toEqual([])
  })
})
