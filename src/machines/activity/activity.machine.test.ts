import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { requestActivity } from '@/api/credentials'
import { activityMachine } from './activity.machine'
import { uncoveredLeaves } from '@/test/state-coverage'
import { activitySnapshots } from './activity.fixtures'

describe('loading indicator', () => {
  it('appears only after a request has taken 800 ms, and goes when all requests end', () => {
    const clock = new SimulatedClock()
    const actor = createActor(activityMachine, { clock }).start()
    requestActivity.begin()
    requestActivity.begin()
    clock.increment(799)
    expect(actor.getSnapshot().value).toBe('waiting')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('visible')
    requestActivity.end()
    expect(actor.getSnapshot().value).toBe('visible')
    requestActivity.end()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.stop()
  })

  it('never shows for a quick request', () => {
    const clock = new SimulatedClock()
    const actor = createActor(activityMachine, { clock }).start()
    requestActivity.begin()
    clock.increment(300)
    requestActivity.end()
    clock.increment(1_000)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.stop()
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(activityMachine, activitySnapshots, [])).toEqual([])
  })
})
