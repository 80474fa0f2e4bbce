import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { MockSiteConfig } from '@/test/fixtures'
import { SITE_CONFIG_KEY, siteMachine } from './site.machine'
import { uncoveredLeaves } from '@/test/state-coverage'
import { siteSnapshots } from './site.fixtures'

function storage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  }
}

describe('site config', () => {
  it('shows the stored config at once and stores the fresh one', async () => {
    const s = storage({
      [SITE_CONFIG_KEY]: JSON.stringify({ ...MockSiteConfig, site_name: 'Old' }),
    })
    const actor = createActor(
      siteMachine.provide({ actors: { fetchSiteConfig: fromPromise(async () => MockSiteConfig) } }),
      { input: { storage: s } },
    ).start()
    expect(actor.getSnapshot().context.config?.site_name).toBe('Old')
    await waitFor(actor, (snap) => snap.matches('ready'))
    expect(JSON.parse(s.map.get(SITE_CONFIG_KEY)!).site_name).toBe('Sandbox Exchange')
  })

  it('fails with a code, keeps the stored copy and can retry', async () => {
    let calls = 0
    const actor = createActor(
      siteMachine.provide({
        actors: {
          fetchSiteConfig: fromPromise(async () => {
            calls += 1
            if (calls === 1) throw new ApiError('network')
            return MockSiteConfig
          }),
        },
      }),
      { input: { storage: storage() } },
    ).start()
    await waitFor(actor, (snap) => snap.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('network')
    actor.send({ type: 'site.retry' })
    await waitFor(actor, (snap) => snap.matches('ready'))
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(siteMachine, siteSnapshots, [])).toEqual([])
  })
})
