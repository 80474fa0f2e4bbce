import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  failureOf,
  LocateError,
  type DevicePosition,
  type LocateFailure,
} from './location-pick.actors'
import { locationPickSnapshots } from './location-pick.fixtures'
import { locationPickMachine, type LocationPickInput } from './location-pick.machine'
import { toLocationPickView } from './location-pick.view'

const reading: DevicePosition = { latitude: 38.70751234, longitude: -9.1364181, accuracy: 34.6 }

/** A chooser whose device answers each `position.locate` with the next of `answers`. */
function start(answers: Array<() => Promise<DevicePosition>> = [], input: LocationPickInput = {}) {
  let n = 0
  const clock = new SimulatedClock()
  const machine = locationPickMachine.provide({
    actors: { locatePosition: fromPromise(() => answers[n++]!()) },
  })
  const actor = createActor(machine, { input, clock }).start()
  const view = () => toLocationPickView(actor.getSnapshot())
  const type = (field: 'latitude' | 'longitude' | 'name' | 'address', value: string) => {
    actor.send({ type: 'field.change', field, value })
    actor.send({ type: 'field.blur', field })
  }
  return { actor, clock, view, type }
}
const never = () => new Promise<DevicePosition>(() => {})

describe('choosing a location by hand', () => {
  it('answers the typed point with its name and address', () => {
    const t = start()
    t.type('latitude', ' 38,7075 ')
    t.type('longitude', '−9.1364')
    t.type('name', 'Praça do Comércio')
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().status).toBe('done')
    expect(t.actor.getSnapshot().output).toEqual({
      latitude: '38.7075',
      longitude: '-9.1364',
      name: 'Praça do Comércio',
      address: '',
    })
  })

  it('says what is wrong with a coordinate once it is left, not while it is typed', () => {
    const t = start()
    t.actor.send({ type: 'field.change', field: 'latitude', value: '95' })
    expect(t.view().issues.latitude).toBeNull()
    t.actor.send({ type: 'field.blur', field: 'latitude' })
    expect(t.view().issues).toEqual({ latitude: 'range', longitude: null })
    t.actor.send({ type: 'field.change', field: 'latitude', value: '45' })
    expect(t.view().issues.latitude).toBeNull()
  })

  it('refuses to confirm without both coordinates, and marks every field', () => {
    const t = start()
    t.type('longitude', 'east')
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().value).toBe('editing')
    expect(t.view().issues).toEqual({ latitude: 'required', longitude: 'format' })
    expect(t.view().point).toBeNull()
  })

  it('starts from the point the caller gave, and checks it at once', () => {
    const t = start([], { latitude: '38.7', longitude: '200', name: 'Office' })
    expect(t.view()).toMatchObject({
      latitude: '38.7',
      longitude: '200',
      name: 'Office',
      issues: { latitude: null, longitude: 'range' },
    })
  })
})

describe('using the device’s position', () => {
  it('fills the coordinates and shows the accuracy', async () => {
    const t = start([async () => reading])
    t.type('name', 'Home')
    t.actor.send({ type: 'position.locate' })
    expect(t.view()).toMatchObject({ status: 'locating', isLocating: true, canConfirm: false })
    await waitFor(t.actor, (s) => s.hasTag('located'))
    expect(t.view()).toMatchObject({
      status: 'located',
      latitude: '38.707512',
      longitude: '-9.136418',
      name: 'Home',
      accuracy: 35,
      canConfirm: true,
    })
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().output).toMatchObject({ latitude: '38.707512', name: 'Home' })
  })

  it('takes no typed coordinate while the reading comes, but a name', () => {
    const t = start([never])
    t.actor.send({ type: 'position.locate' })
    t.type('latitude', '1')
    t.type('name', 'Home')
    t.actor.send({ type: 'form.submit' })
    expect(t.view()).toMatchObject({ status: 'locating', latitude: '', name: 'Home' })
  })

  it('can be called off', () => {
    const t = start([never])
    t.actor.send({ type: 'position.locate' })
    t.actor.send({ type: 'position.cancel' })
    expect(t.view().status).toBe('editing')
  })

  it('gives up after the timeout and retries', async () => {
    const t = start([never, async () => reading])
    t.actor.send({ type: 'position.locate' })
    t.clock.increment(19_999)
    expect(t.view().status).toBe('locating')
    t.clock.increment(1)
    expect(t.view().status).toBe('timedOut')
    t.actor.send({ type: 'position.locate' })
    await waitFor(t.actor, (s) => s.hasTag('located'))
  })

  it.each<[unknown, LocateFailure]>([
    [{ code: 1, message: 'User denied Geolocation' }, 'denied'],
    [{ code: 2 }, 'unavailable'],
    [{ code: 3 }, 'timedOut'],
    [new LocateError('unsupported'), 'unsupported'],
    [new Error('odd'), 'unavailable'],
  ])('names the refusal %j as %s', async (error, failure) => {
    const t = start([() => Promise.reject(error)])
    t.actor.send({ type: 'position.locate' })
    await waitFor(t.actor, (s) => s.hasTag('failed'))
    expect(t.view().status).toBe(failure)
    expect(failureOf(error)).toBe(failure)
  })

  it('keeps the form usable after a refusal: typing leaves the message behind', async () => {
    const t = start([() => Promise.reject(new LocateError('denied'))])
    t.actor.send({ type: 'position.locate' })
    await waitFor(t.actor, (s) => s.hasTag('denied'))
    t.type('address', 'Rua Augusta')
    expect(t.view().status).toBe('denied')
    t.type('latitude', '38.71')
    t.type('longitude', '-9.14')
    expect(t.view().status).toBe('editing')
    t.actor.send({ type: 'form.submit' })
    expect(t.actor.getSnapshot().output).toMatchObject({ address: 'Rua Augusta' })
  })

  it('forgets the accuracy once a located coordinate is changed by hand', async () => {
    const t = start([async () => reading])
    t.actor.send({ type: 'position.locate' })
    await waitFor(t.actor, (s) => s.hasTag('located'))
    t.type('latitude', '38.8')
    expect(t.view()).toMatchObject({ status: 'editing', accuracy: null, latitude: '38.8' })
  })
})

describe('fixtures', () => {
  it('cover every state', () => {
    expect(uncoveredLeaves(locationPickMachine, locationPickSnapshots)).toEqual([])
  })

  it('show their cases', () => {
    const view = (k: keyof typeof locationPickSnapshots) =>
      toLocationPickView(locationPickSnapshots[k])
    expect(view('invalid').issues).toEqual({ latitude: 'range', longitude: 'format' })
    expect(view('required').issues).toEqual({ latitude: 'required', longitude: 'required' })
    expect(view('located')).toMatchObject({ status: 'located', accuracy: 35 })
    expect(view('timedOut').status).toBe('timedOut')
  })
})
