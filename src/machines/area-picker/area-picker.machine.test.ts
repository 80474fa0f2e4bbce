import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { Area } from '@/api/contract/auth'
import { MockAreaSample, areaPickerSnapshots } from './area-picker.fixtures'
import { areaPickerMachine, type AreaPickerInput } from './area-picker.machine'
import { toAreaPickerView } from './area-picker.view'

function start(
  fetchAreas: () => Promise<Area[]> = async () => MockAreaSample,
  input: AreaPickerInput = {},
) {
  const fn = vi.fn(fetchAreas)
  const actor = createActor(
    areaPickerMachine.provide({ actors: { fetchAreas: fromPromise(fn) } }),
    { input },
  ).start()
  const selected = vi.fn()
  actor.on('area.selected', (e) => selected(e.area))
  return {
    actor,
    fetchAreas: fn,
    selected,
    view: (locale = 'en') => toAreaPickerView(actor.getSnapshot(), locale),
  }
}

describe('area picker', () => {
  it('loads the list the first time it opens, and only then', async () => {
    const { actor, fetchAreas, view } = start()
    expect(view()).toMatchObject({ isOpen: false, status: 'idle' })
    expect(fetchAreas).not.toHaveBeenCalled()
    actor.send({ type: 'picker.open' })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    actor.send({ type: 'picker.close' })
    actor.send({ type: 'picker.open' })
    expect(fetchAreas).toHaveBeenCalledTimes(1)
    expect(view()).toMatchObject({ isOpen: true, status: 'ready' })
  })

  it('opens at once as a page', async () => {
    const { actor, view } = start(undefined, { open: true })
    expect(view().isOpen).toBe(true)
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
  })

  it('names and sorts areas in the reader’s language', async () => {
    const { actor, view } = start()
    actor.send({ type: 'picker.open' })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(
      view('en')
        .options.slice(0, 3)
        .map((o) => o.name),
    ).toEqual(['Brazil', 'China', 'Côte d’Ivoire'])
    expect(view('fr').options.find((o) => o.iso === 'ES')?.name).toBe('Espagne')
    expect(view('zh-CN').options.find((o) => o.iso === 'JP')?.name).toBe('日本')
  })

  it('finds areas by name in either language, without accents, or by dialling code', async () => {
    const { actor, view } = start()
    actor.send({ type: 'picker.open' })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    const isoOf = (query: string, locale = 'en') => {
      actor.send({ type: 'query.change', value: query })
      return view(locale).options.map((o) => o.iso)
    }
    expect(isoOf('cote')).toEqual(['CI'])
    expect(isoOf('japan', 'ja')).toEqual(['JP'])
    expect(isoOf('+85')).toEqual(['HK'])
    expect(isoOf('8').sort()).toEqual(['CN', 'HK', 'JP', 'KR'])
    expect(isoOf('Atlantis')).toEqual([])
  })

  it('emits the chosen area, marks it and closes; the next open starts without a query', async () => {
    const { actor, selected, view } = start()
    actor.send({ type: 'picker.open', selected: { areaCode: '86', iso: 'CN' } })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(view().options.find((o) => o.isSelected)?.iso).toBe('CN')
    actor.send({ type: 'query.change', value: 'uk' })
    actor.send({ type: 'area.select', area: { areaCode: '44', iso: 'GB' } })
    expect(selected).toHaveBeenCalledWith({ areaCode: '44', iso: 'GB' })
    expect(view().isOpen).toBe(false)
    actor.send({ type: 'picker.open' })
    expect(view()).toMatchObject({ query: '' })
    expect(view().options.find((o) => o.isSelected)?.iso).toBe('GB')
  })

  it('fails with the error code and retries', async () => {
    let calls = 0
    const { actor, view } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return MockAreaSample
    })
    actor.send({ type: 'picker.open' })
    await waitFor(actor, (s) => s.matches({ list: 'failed' }))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches({ list: 'ready' }))
  })

  it('has a fixture for every state of each region', () => {
    const values = Object.values(areaPickerSnapshots).map(
      (s) => s.value as { list: string; sheet: string },
    )
    const list = new Set(values.map((v) => v.list))
    const sheet = new Set(values.map((v) => v.sheet))
    expect([...list].sort()).toEqual(Object.keys(areaPickerMachine.root.states.list!.states).sort())
    // `starting` is transient: it is never a state anyone sees
    expect([...sheet, 'starting'].sort()).toEqual(
      Object.keys(areaPickerMachine.root.states.sheet!.states).sort(),
    )
  })
})
