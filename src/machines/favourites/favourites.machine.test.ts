import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Favourite } from '@/api/contract/market'
import { ApiError } from '@/api/errors'
import { favouritesSnapshots } from './favourites.fixtures'
import { favouritesMachine, type FavouritesEmitted } from './favourites.machine'
import { toFavouritesView } from './favourites.view'

const TOKEN = '0123456789abcdef0123456789abcdef'

/** A promise the test settles by hand, to look at the optimistic state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface Fakes {
  load?: () => Promise<Favourite[]>
  add?: (input: { currencyId: number }) => Promise<{ id: number }>
  remove?: (input: { id: number }) => Promise<unknown>
}

function start(token: string | null, fakes: Fakes = {}, needed = true) {
  const load = vi.fn(fakes.load ?? (async () => [{ id: 11, currency_id: 1 }]))
  const add = vi.fn(fakes.add ?? (async () => ({ id: 99 })))
  const remove = vi.fn(fakes.remove ?? (async (input: { id: number }) => input))
  const machine = favouritesMachine.provide({
    actors: {
      loadFavourites: fromPromise(() => load()),
      addFavourite: fromPromise(({ input }) => add(input)),
      removeFavourite: fromPromise(({ input }) => remove(input)),
    },
  })
  const actor = createActor(machine, { input: { token } })
  const emitted: FavouritesEmitted[] = []
  actor.on('*', (e) => void emitted.push(e))
  actor.start()
  // what useFavourites() does when a screen with stars mounts
  if (needed) actor.send({ type: 'favourites.need' })
  const view = () => toFavouritesView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ member: 'ready' }))
  const settled = () => waitFor(actor, (s) => Object.keys(s.context.pending).length === 0)
  return { actor, view, emitted, load, add, remove, ready, settled }
}

const toggle = (currencyId: number) => ({ type: 'favourite.toggle' as const, currencyId })

describe('favourites', () => {
  it('loads nothing for a visitor, and asks them to log in when they tap a star', () => {
    const { actor, view, emitted, load, add } = start(null)
    expect(view()).toMatchObject({ status: 'visitor', currencyIds: [] })
    actor.send(toggle(1))
    expect(emitted).toEqual([{ type: 'loginRequired' }])
    expect(load).not.toHaveBeenCalled()
    expect(add).not.toHaveBeenCalled()
  })

  it('fetches nothing until a screen with stars needs the favourites', async () => {
    const { actor, load, ready } = start(TOKEN, {}, false)
    expect(actor.getSnapshot().matches({ member: 'dormant' })).toBe(true)
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'favourites.need' })
    await ready()
    actor.send({ type: 'favourites.need' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('remembers a visitor’s screen needed them, and loads right after login', async () => {
    const { actor, load, ready } = start(null)
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'session.change', token: TOKEN })
    await ready()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads the favourites of a logged-in user', async () => {
    const { view, ready } = start(TOKEN)
    expect(view().status).toBe('loading')
    await ready()
    expect(view()).toMatchObject({ status: 'ready', currencyIds: [1], pendingIds: [] })
  })

  it('stars at once, then keeps the row id the server gives', async () => {
    const answer = deferred<{ id: number }>()
    const { actor, view, add, ready, settled } = start(TOKEN, { add: () => answer.promise })
    await ready()
    actor.send(toggle(2))
    expect(view()).toMatchObject({ currencyIds: [1, 2], pendingIds: [2] })
    expect(add).toHaveBeenCalledWith({ currencyId: 2 })
    answer.resolve({ id: 12 })
    await settled()
    expect(actor.getSnapshot().context.rows).toEqual([
      { id: 11, currency_id: 1 },
      { id: 12, currency_id: 2 },
    ])
  })

  it('removes by the favourite row id, not the currency id', async () => {
    const { actor, view, remove, ready, settled } = start(TOKEN)
    await ready()
    actor.send(toggle(1))
    expect(view().currencyIds).toEqual([])
    await settled()
    expect(remove).toHaveBeenCalledWith({ id: 11 })
    expect(view()).toMatchObject({ currencyIds: [], pendingIds: [] })
  })

  it('ignores a second tap while the first is in flight', async () => {
    const answer = deferred<{ id: number }>()
    const { actor, view, add, remove, ready } = start(TOKEN, { add: () => answer.promise })
    await ready()
    actor.send(toggle(2))
    actor.send(toggle(2))
    actor.send(toggle(2))
    expect(add).toHaveBeenCalledTimes(1)
    expect(remove).not.toHaveBeenCalled()
    expect(view().currencyIds).toEqual([1, 2])
  })

  it('puts the star back and reports why when adding fails', async () => {
    const { actor, view, emitted, ready, settled } = start(TOKEN, {
      add: async () => {
        throw new ApiError('network')
      },
    })
    await ready()
    actor.send(toggle(2))
    await settled()
    expect(view().currencyIds).toEqual([1])
    expect(emitted).toContainEqual({
      type: 'toggleFailed',
      currencyId: 2,
      code: 'network',
      serverMessage: '',
    })
  })

  it('puts the row back, with its id, when removing fails', async () => {
    const { actor, view, emitted, remove, ready, settled } = start(TOKEN, {
      remove: async () => {
        throw new ApiError('timeout')
      },
    })
    await ready()
    actor.send(toggle(1))
    await settled()
    expect(view().currencyIds).toEqual([1])
    expect(emitted).toContainEqual(
      expect.objectContaining({ type: 'toggleFailed', code: 'timeout' }),
    )
    // the restored row still removes by its id
    actor.send(toggle(1))
    expect(remove).toHaveBeenLastCalledWith({ id: 11 })
  })

  it('leaves an expired session to the session machine (no second toast)', async () => {
    const { actor, emitted, ready, settled } = start(TOKEN, {
      add: async () => {
        throw new ApiError('sessionExpired')
      },
    })
    await ready()
    actor.send(toggle(2))
    await settled()
    expect(emitted.filter((e) => e.type === 'toggleFailed')).toEqual([])
  })

  it('keeps the star when the server already has it, and learns its row id', async () => {
    let rows = [{ id: 11, currency_id: 1 }]
    const { actor, view, emitted, load, ready, settled } = start(TOKEN, {
      load: async () => rows,
      add: async () => {
        rows = [...rows, { id: 40, currency_id: 2 }]
        throw new ApiError('favouriteExists')
      },
    })
    await ready()
    actor.send(toggle(2))
    await settled()
    expect(load).toHaveBeenCalledTimes(2)
    expect(view().currencyIds).toEqual([1, 2])
    expect(actor.getSnapshot().context.rows).toContainEqual({ id: 40, currency_id: 2 })
    expect(emitted.filter((e) => e.type === 'toggleFailed')).toEqual([])
  })

  it('counts a row already removed elsewhere as removed', async () => {
    const { actor, view, emitted, ready, settled } = start(TOKEN, {
      remove: async () => {
        throw new ApiError('notFound')
      },
    })
    await ready()
    actor.send(toggle(1))
    await settled()
    expect(view().currencyIds).toEqual([])
    expect(emitted).toEqual([])
  })

  it('offers a retry when loading fails, and a tap there says why and loads again', async () => {
    let fail = true
    const { actor, view, emitted, load, ready } = start(TOKEN, {
      load: async () => {
        if (fail) throw new ApiError('network')
        return []
      },
    })
    await waitFor(actor, (s) => s.matches({ member: 'failed' }))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send(toggle(1))
    expect(emitted).toContainEqual({
      type: 'toggleFailed',
      currencyId: 1,
      code: 'network',
      serverMessage: '',
    })
    await waitFor(actor, (s) => s.matches({ member: 'failed' }))
    fail = false
    actor.send({ type: 'favourites.retry' })
    await ready()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('loads on login, clears on logout, and drops answers of the old session', async () => {
    const answer = deferred<{ id: number }>()
    const { actor, view, load, ready } = start(null, { add: () => answer.promise })
    actor.send({ type: 'session.change', token: null })
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'session.change', token: TOKEN })
    await ready()
    actor.send(toggle(2))
    actor.send({ type: 'session.change', token: null })
    expect(view()).toMatchObject({ status: 'visitor', currencyIds: [], pendingIds: [] })
    answer.resolve({ id: 12 })
    await Promise.resolve()
    expect(view().currencyIds).toEqual([])
  })

  it('reloads for another account and not for the same token', async () => {
    const { actor, load, ready } = start(TOKEN)
    await ready()
    actor.send({ type: 'session.change', token: TOKEN })
    expect(load).toHaveBeenCalledTimes(1)
    actor.send({ type: 'session.change', token: 'another-token' })
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true)
    await ready()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('has a fixture for every state, each with the view it stands for', () => {
    const states = Object.values(favouritesSnapshots).map((s) => toFavouritesView(s).status)
    expect(new Set(states)).toEqual(new Set(['visitor', 'loading', 'ready', 'failed']))
    expect(toFavouritesView(favouritesSnapshots.adding)).toMatchObject({
      currencyIds: [2, 1],
      pendingIds: [1],
    })
    expect(toFavouritesView(favouritesSnapshots.removing)).toMatchObject({
      currencyIds: [1],
      pendingIds: [2],
    })
  })
})
