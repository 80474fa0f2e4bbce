import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from './code-button.machine'
import { toCodeButtonView } from './code-button.view'

const EMAIL = { channel: 'email', email: 'ana@example.com' } as const

function start(sendCode = vi.fn(async (_: unknown) => 'sent'), cooldownSeconds = 3) {
  const clock = new SimulatedClock()
  const machine = codeButtonMachine.provide({
    actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
  })
  const actor = createActor(machine, { input: { scene: 'login', cooldownSeconds }, clock }).start()
  return { actor, clock, sendCode }
}

describe('code button', () => {
  it('sends a code, greys out with the seconds left, then offers a new code', async () => {
    const { actor, clock, sendCode } = start()
    actor.send({ type: 'code.request', target: EMAIL })
    expect(toCodeButtonView(actor.getSnapshot()).buttonState).toBe('sending')
    await waitFor(actor, (s) => s.matches('coolingDown'))
    expect(sendCode).toHaveBeenCalledWith({ target: EMAIL, scene: 'login' })
    expect(actor.getSnapshot().context.resendInSeconds).toBe(3)
    clock.increment(1_000)
    expect(actor.getSnapshot().context.resendInSeconds).toBe(2)
    clock.increment(1_000)
    clock.increment(1_000)
    const view = toCodeButtonView(actor.getSnapshot())
    expect(view.buttonState).toBe('ready')
    expect(view.codeSent).toBe(true)
  })

  it('ignores requests while cooling down', async () => {
    const { actor, sendCode } = start()
    actor.send({ type: 'code.request', target: EMAIL })
    await waitFor(actor, (s) => s.matches('coolingDown'))
    actor.send({ type: 'code.request', target: EMAIL })
    expect(sendCode).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true)
  })

  it('returns to ready with the error code when sending fails', async () => {
    const { actor } = start(
      vi.fn(async () => {
        throw new ApiError('codeTooFrequent', { serverMessage: 'wait' })
      }),
    )
    actor.send({ type: 'code.request', target: EMAIL })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    const view = toCodeButtonView(actor.getSnapshot())
    expect(view).toMatchObject({ buttonState: 'ready', error: 'codeTooFrequent', codeSent: false })
  })

  it('sends SMS codes to a phone the same way', async () => {
    const { actor, sendCode } = start()
    const phone = { channel: 'mobile', areaCode: '86', phone: '13800138000' } as const
    actor.send({ type: 'code.request', target: phone })
    await waitFor(actor, (s) => s.matches('coolingDown'))
    expect(sendCode).toHaveBeenCalledWith({ target: phone, scene: 'login' })
  })
})
