import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type StateValue } from 'xstate'
import { InviteSummary } from '@/api/contract/invite'
import { MockInviteSummary, MockShareBase } from '@/api/contract/invite.fixtures'
import { ApiError } from '@/api/errors'
import { inviteSnapshots } from './invite.fixtures'
import { inviteMachine, type InviteEmitted } from './invite.machine'
import { toInviteView } from './invite.view'

const LINK = 'https://app.example.com/#/pages/common/register?code=K7Q2M9XA'

function start(
  load = async () => InviteSummary.parse(MockInviteSummary),
  copy = async (_: { text: string }) => {},
) {
  const loadFn = vi.fn(load)
  const copyFn = vi.fn(copy)
  const clock = new SimulatedClock()
  const actor = createActor(
    inviteMachine.provide({
      actors: {
        loadSummary: fromPromise(() => loadFn()),
        copyText: fromPromise(({ input }) => copyFn(input)),
      },
    }),
    { input: { shareBase: MockShareBase }, clock },
  )
  const emitted: InviteEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return {
    actor,
    clock,
    load: loadFn,
    copy: copyFn,
    emitted,
    view: () => toInviteView(actor.getSnapshot()),
  }
}

describe('invite', () => {
  it('shows the code, the register link with it, and the figures', async () => {
    const { actor, view } = start()
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({
      status: 'ready',
      code: 'K7Q2M9XA',
      link: LINK,
      invited: 12,
      rebateTotal: '1284.50230000',
      currency: 'USDT',
      copy: { state: 'idle', target: null },
    })
    expect(view().earners).toHaveLength(3)
  })

  it('copies the link, says so, and settles after a moment', async () => {
    const { actor, view, copy, clock, emitted } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'copy', what: 'link' })
    expect(view().copy).toEqual({ state: 'copying', target: 'link' })
    await waitFor(actor, (s) => s.matches({ ready: 'copied' }))
    expect(copy).toHaveBeenCalledWith({ text: LINK })
    expect(view().copy).toEqual({ state: 'copied', target: 'link' })
    expect(emitted).toEqual([{ type: 'copied', what: 'link' }])
    clock.increment(1_499)
    expect(view().copy.state).toBe('copied')
    clock.increment(1)
    expect(view().copy).toEqual({ state: 'idle', target: null })
  })

  it('copies the code on its own', async () => {
    const { actor, copy } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'copy', what: 'code' })
    await waitFor(actor, (s) => s.matches({ ready: 'copied' }))
    expect(copy).toHaveBeenCalledWith({ text: 'K7Q2M9XA' })
  })

  it('says when the clipboard refuses, and lets the user try again', async () => {
    let refuse = true
    const { actor, view, emitted } = start(undefined, async () => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError')
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'copy', what: 'link' })
    await waitFor(actor, (s) => s.matches({ ready: 'copyFailed' }))
    expect(view().copy).toEqual({ state: 'failed', target: 'link' })
    expect(emitted).toEqual([])
    refuse = false
    actor.send({ type: 'copy', what: 'link' })
    await waitFor(actor, (s) => s.matches({ ready: 'copied' }))
  })

  it('fails to load, then loads again on retry', async () => {
    let calls = 0
    const { actor, view } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('timeout')
      return InviteSummary.parse(MockInviteSummary)
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'timeout', link: '' })
    actor.send({ type: 'invite.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('has a fixture for every leaf state', () => {
    const leaves = (value: StateValue): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.entries(value).flatMap(([k, v]) => leaves(v!).map((l) => `${k}.${l}`))
    const covered = new Set(Object.values(inviteSnapshots).flatMap((s) => leaves(s.value)))
    expect([...covered].sort()).toEqual([
      'failed',
      'loading',
      'ready.copied',
      'ready.copyFailed',
      'ready.copying',
      'ready.idle',
    ])
    expect(toInviteView(inviteSnapshots.newUser)).toMatchObject({
      invited: 0,
      rebateTotal: '0.00000000',
      earners: [],
    })
  })
})
