import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { loginMachine } from './login.machine'
import { toLoginView } from './login.view'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'

const TOKEN = '0123456789abcdef0123456789abcdef'

function start(logIn = vi.fn(async (_: unknown) => TOKEN), sendCode = vi.fn(async (_: unknown) => 'sent')) {
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) => logIn(input)),
      codeButton: codeButtonMachine.provide({
        actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
        delays: { second: 1 },
      }),
    },
  })
  const actor = createActor(machine, { input: { cooldownSeconds: 2 } }).start()
  const view = () =>
    toLoginView(actor.getSnapshot(), actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot)
  return { actor, logIn, sendCode, view }
}

describe('login', () => {
  it('logs in with e-mail and password and outputs the token', async () => {
    const { actor, logIn } = start()
    actor.send({ type: 'account.change', value: ' Ana@Example.com ' })
    actor.send({ type: 'password.change', value: 'secret12' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(logIn).toHaveBeenCalledWith({ type: '1', user_string: ' Ana@Example.com ', password: 'secret12' })
    expect(actor.getSnapshot().output).toBe(TOKEN)
  })

  it('refuses an invalid e-mail without sending anything', () => {
    const { actor, logIn, view } = start()
    actor.send({ type: 'account.change', value: 'ana@' })
    actor.send({ type: 'password.change', value: 'secret12' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(view()).toMatchObject({ error: 'emailInvalid', errorField: 'account' })
    expect(logIn).not.toHaveBeenCalled()
  })

  it('refuses a five-digit code and keeps only digits', () => {
    const { actor, logIn, view } = start()
    actor.send({ type: 'mode.change', mode: 'code' })
    actor.send({ type: 'account.change', value: 'ana@example.com' })
    actor.send({ type: 'code.change', value: '12a345' })
    expect(view().code).toBe('12345')
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'codeInvalid', errorField: 'code' })
    expect(logIn).not.toHaveBeenCalled()
  })

  it('does not request a code for an empty account', () => {
    const { actor, sendCode, view } = start()
    actor.send({ type: 'mode.change', mode: 'code' })
    actor.send({ type: 'code.request' })
    expect(view()).toMatchObject({ error: 'accountRequired', errorField: 'account' })
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('requests a code, counts down and logs in with it', async () => {
    const { actor, sendCode, logIn, view } = start()
    actor.send({ type: 'mode.change', mode: 'code' })
    actor.send({ type: 'account.change', value: 'ana@example.com' })
    actor.send({ type: 'code.request' })
    expect(view().codeButton.buttonState).toBe('sending')
    expect(sendCode).toHaveBeenCalledWith({ email: 'ana@example.com', scene: 'login' })
    // the countdown itself is covered in code-button tests; here a 1 ms second lets it finish
    await vi.waitFor(() => expect(view().codeButton).toMatchObject({ buttonState: 'ready', codeSent: true }))
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(logIn).toHaveBeenCalledWith({ type: '3', user_string: 'ana@example.com', code: '123456' })
  })

  it('shows the server refusal and lets the user try again', async () => {
    const { actor, view } = start(
      vi.fn(async () => {
        throw new ApiError('credentialsInvalid', { serverMessage: 'Login failed' })
      }),
    )
    actor.send({ type: 'account.change', value: 'ana@example.com' })
    actor.send({ type: 'password.change', value: 'wrong-pass' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({ error: 'credentialsInvalid', serverMessage: 'Login failed', password: 'wrong-pass' })
    actor.send({ type: 'password.change', value: 'right-pass' })
    expect(view().error).toBeNull()
  })
})
