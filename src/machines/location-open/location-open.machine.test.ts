import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { uncoveredLeaves } from '@/test/state-coverage'
import { locationOpenSnapshots } from './location-open.fixtures'
import { locationOpenMachine, type LocationOpenInput } from './location-open.machine'
import { toLocationOpenView } from './location-open.view'

function start(input: LocationOpenInput, copy: (text: string) => Promise<void> = async () => {}) {
  const clock = new SimulatedClock()
  const copied: string[] = []
  const machine = locationOpenMachine.provide({
    actors: {
      copyText: fromPromise<void, { text: string }>(async ({ input: { text } }) => {
        await copy(text)
        copied.push(text)
      }),
    },
  })
  const actor = createActor(machine, { input, clock })
  const emitted: string[] = []
  actor.on('copied', (e) => emitted.push(e.type))
  actor.start()
  return { actor, clock, copied, emitted, view: () => toLocationOpenView(actor.getSnapshot()) }
}

const lisbon = { latitude: '38.7075', longitude: '-9.1364', name: 'Praça', address: 'Lisboa' }

describe('showing a location', () => {
  it('shows the place of the query with its map link', () => {
    const t = start({ ...lisbon, scale: '14' })
    expect(t.view()).toEqual({
      status: 'shown',
      point: lisbon,
      dms: {
        latitude: { degrees: 38, minutes: 42, seconds: '27.0', hemisphere: 'N' },
        longitude: { degrees: 9, minutes: 8, seconds: '11.0', hemisphere: 'W' },
      },
      mapUrl: 'https://www.openstreetmap.org/?mlat=38.7075&mlon=-9.1364#map=14/38.7075/-9.1364',
      copy: 'idle',
    })
  })

  it.each<LocationOpenInput>([
    {},
    { latitude: '38.7' },
    { latitude: '91', longitude: '0' },
    { latitude: '0', longitude: '-181' },
    { latitude: 'north', longitude: '0' },
    { latitude: '1e1', longitude: '0' },
  ])('shows nothing for %j', (input) => {
    expect(start(input).view()).toEqual({
      status: 'invalid',
      point: null,
      dms: null,
      mapUrl: null,
      copy: 'idle',
    })
  })

  it('copies the coordinates, says so, then offers the copy again', async () => {
    const t = start(lisbon)
    t.actor.send({ type: 'coordinates.copy' })
    await waitFor(t.actor, (s) => s.hasTag('copied'))
    expect(t.copied).toEqual(['38.7075, -9.1364'])
    expect(t.emitted).toEqual(['copied'])
    t.clock.increment(1_500)
    expect(t.view().copy).toBe('idle')
  })

  it('says when the clipboard refuses, and copies on a second try', async () => {
    let refuse = true
    const t = start(lisbon, async () => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError')
    })
    t.actor.send({ type: 'coordinates.copy' })
    await waitFor(t.actor, (s) => s.hasTag('copyFailed'))
    expect(t.emitted).toEqual([])
    refuse = false
    t.actor.send({ type: 'coordinates.copy' })
    await waitFor(t.actor, (s) => s.hasTag('copied'))
  })

  it('has a fixture for every state', () => {
    expect(
      uncoveredLeaves(locationOpenMachine, locationOpenSnapshots, ['locationOpen.checking']),
    ).toEqual([])
  })
})
