import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { uncoveredLeaves } from '@/test/state-coverage'
import { carouselSnapshots } from './carousel.fixtures'
import { carouselMachine, type CarouselInput } from './carousel.machine'
import { toCarouselView } from './carousel.view'

function start(input: CarouselInput = { count: 3 }) {
  const clock = new SimulatedClock()
  const actor = createActor(carouselMachine, { input, clock }).start()
  return { actor, clock, view: () => toCarouselView(actor.getSnapshot()) }
}

/** One millisecond at a time (STYLE §1.3: one tick per increment). */
function advance(clock: SimulatedClock, ms: number) {
  for (let i = 0; i < ms; i++) clock.increment(1)
}

describe('carousel', () => {
  it('shows the next item every interval, wrapping', () => {
    const t = start()
    advance(t.clock, 3_999)
    expect(t.view().index).toBe(0)
    advance(t.clock, 1)
    expect(t.view().index).toBe(1)
    advance(t.clock, 8_000)
    expect(t.view()).toEqual({ index: 0, isPlaying: true })
  })

  it('restarts the wait on a selection, and ignores one out of range', () => {
    const t = start()
    advance(t.clock, 3_000)
    t.actor.send({ type: 'carousel.select', index: 2 })
    advance(t.clock, 3_999)
    expect(t.view().index).toBe(2)
    advance(t.clock, 1)
    expect(t.view().index).toBe(0)
    t.actor.send({ type: 'carousel.select', index: 3 })
    t.actor.send({ type: 'carousel.select', index: 0.5 })
    expect(t.view().index).toBe(0)
  })

  it('holds while pointer or focus is on it; the pause button outlasts a hover', () => {
    const t = start()
    t.actor.send({ type: 'carousel.hold' })
    advance(t.clock, 10_000)
    expect(t.view()).toEqual({ index: 0, isPlaying: true })
    t.actor.send({ type: 'carousel.select', index: 1 })
    t.actor.send({ type: 'carousel.release' })
    advance(t.clock, 4_000)
    expect(t.view().index).toBe(2)
    t.actor.send({ type: 'carousel.toggle' })
    t.actor.send({ type: 'carousel.hold' })
    t.actor.send({ type: 'carousel.release' })
    advance(t.clock, 10_000)
    expect(t.view()).toEqual({ index: 2, isPlaying: false })
    t.actor.send({ type: 'carousel.toggle' })
    advance(t.clock, 4_000)
    expect(t.view()).toEqual({ index: 0, isPlaying: true })
  })

  it('starts paused without autoplay (reduced motion), and does not rotate a single item', () => {
    const still = start({ count: 3, autoplay: false })
    advance(still.clock, 10_000)
    expect(still.view()).toEqual({ index: 0, isPlaying: false })
    still.actor.send({ type: 'carousel.toggle' })
    advance(still.clock, 4_000)
    expect(still.view()).toEqual({ index: 1, isPlaying: true })
    const single = start({ count: 1 })
    advance(single.clock, 10_000)
    expect(single.view().index).toBe(0)
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(carouselMachine, carouselSnapshots)).toEqual([])
    expect(toCarouselView(carouselSnapshots.paused).isPlaying).toBe(false)
    expect(toCarouselView(carouselSnapshots.rotated).index).toBe(1)
  })
})
