import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { toasterMachine } from './toaster.machine'
import { uncoveredLeaves } from '@/test/state-coverage'
import { toasterSnapshots } from './toaster.fixtures'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toasterMachine, { clock }).start()
  return { actor, clock, ids: () => actor.getSnapshot().context.toasts.map((t) => t.id) }
}

describe('toaster', () => {
  it('shows a toast for 1.5 s', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'toast.show', toast: { tone: 'success', key: 'auth:login.success' } })
    clock.increment(1_499)
    expect(ids()).toEqual([1])
    clock.increment(1)
    expect(ids()).toEqual([])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('gives each queued toast its own 1.5 s, one after another', () => {
    const { actor, clock, ids } = start()
    actor.send({ type: 'toast.show', toast: { tone: 'error', code: 'network' } })
    clock.increment(1_000)
    actor.send({ type: 'toast.show', toast: { tone: 'info', key: 'x' } })
    clock.increment(500)
    expect(ids()).toEqual([2])
    clock.increment(1_499)
    expect(ids()).toEqual([2])
    clock.increment(1)
    expect(ids()).toEqual([])
  })

  it('keeps only the three newest when flooded, and can be dismissed early', () => {
    const { actor, ids } = start()
    for (let i = 0; i < 5; i++)
      actor.send({ type: 'toast.show', toast: { tone: 'error', code: 'network' } })
    expect(ids()).toEqual([3, 4, 5])
    actor.send({ type: 'toast.dismiss', id: 3 })
    expect(ids()).toEqual([4, 5])
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(toasterMachine, toasterSnapshots, [])).toEqual([])
  })
})
