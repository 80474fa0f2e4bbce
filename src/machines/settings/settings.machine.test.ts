import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { RealState, type KycStatus } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { settingsSnapshots } from './settings.fixtures'
import { settingsMachine, type SettingsEmitted } from './settings.machine'
import { toSettingsView, toVipSummary } from './settings.view'

function start(load: () => Promise<KycStatus> = async () => RealState.parse(MockRealState.lv1)) {
  const loadFn = vi.fn(load)
  const actor = createActor(
    settingsMachine.provide({ actors: { loadVerification: fromPromise(() => loadFn()) } }),
  )
  const emitted: SettingsEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, load: loadFn, emitted, view: () => toSettingsView(actor.getSnapshot()) }
}

describe('settings hub', () => {
  it('loads the verification level', async () => {
    const { actor, view } = start()
    expect(view().verification).toMatchObject({ status: 'loading', level: 0, stage: null })
    await waitFor(actor, (s) => s.matches({ verification: 'ready' }))
    expect(view().verification).toEqual({ status: 'ready', level: 1, stage: 'lv1', error: null })
  })

  it('says when the level could not load, and loads it again on retry', async () => {
    let calls = 0
    const { actor, view, load } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return RealState.parse(MockRealState.basicPending)
    })
    await waitFor(actor, (s) => s.matches({ verification: 'failed' }))
    expect(view().verification).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'verification.retry' })
    await waitFor(actor, (s) => s.matches({ verification: 'ready' }))
    expect(view().verification).toMatchObject({ stage: 'basicPending', level: 0, error: null })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('leaves a 999 to the session', async () => {
    const { actor, view } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(actor, (s) => s.matches({ verification: 'failed' }))
    expect(view().verification.error).toBeNull()
  })

  it('applies a language only when one is chosen from its sheet', () => {
    const { actor, view, emitted } = start()
    actor.send({ type: 'language.choose', tag: 'ja' })
    expect(emitted).toEqual([])
    actor.send({ type: 'language.open' })
    expect(view().panel).toBe('language')
    actor.send({ type: 'language.choose', tag: 'ja' })
    expect(view().panel).toBe('closed')
    expect(emitted).toEqual([{ type: 'language.chosen', tag: 'ja' }])
  })

  it('hands the chosen fiat currency on and closes its sheet', () => {
    const { actor, view, emitted } = start()
    actor.send({ type: 'fiat.open' })
    expect(view().panel).toBe('fiat')
    actor.send({ type: 'fiat.choose', code: 'EUR' })
    expect(view().panel).toBe('closed')
    expect(emitted).toEqual([{ type: 'fiat.chosen', code: 'EUR' }])
  })

  it('logs out only after confirmation', () => {
    const { actor, view, emitted } = start()
    actor.send({ type: 'logout.confirm' })
    actor.send({ type: 'logout.open' })
    expect(view().panel).toBe('logout')
    actor.send({ type: 'panel.close' })
    expect(view().panel).toBe('closed')
    expect(emitted).toEqual([])
    actor.send({ type: 'logout.open' })
    actor.send({ type: 'logout.confirm' })
    expect(emitted).toEqual([{ type: 'logout' }])
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(settingsMachine, settingsSnapshots)).toEqual([])
    expect(toSettingsView(settingsSnapshots.advanced).verification.level).toBe(2)
    expect(toSettingsView(settingsSnapshots.confirmingLogout).panel).toBe('logout')
  })
})

describe('VIP summary', () => {
  it.each([
    [0, 0, false],
    [1, 1, false],
    [2, 2, true],
    [5, 2, true],
    [-1, 0, false],
    [null, 0, false],
  ] as const)('reads users.vip %j as level %j (borrowing: %j)', (vip, level, canBorrow) => {
    expect(toVipSummary(vip)).toEqual({ level, levels: [0, 1, 2], canBorrow })
  })
})
