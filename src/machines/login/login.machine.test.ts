import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { loginMachine } from './login.machine'
import { toLoginView } from './login.view'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { loginSnapshots } from './login.fixtures'

const TOKEN = '0123456789abcdef0123456789abcdef'

function start(
  logIn = vi.fn(async (_: unknown) => TOKEN),
  sendCode = vi.fn(async (_: unknown) => 'sent'),
) {
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
    toLoginView(
      actor.getSnapshot(),
      actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot,
    )
  return { actor, logIn, sendCode, view }
}

describe('login', () => {
  it('logs in with e-mail and password and outputs the token', async () => {
    const { actor, logIn } = start()
    actor.send({ type: 'account.change', value: ' Ana@Example.com ' })
    actor.send({ type: 'password.change', value: 'secret12' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(logIn).toHaveBeenCalledWith({
      type: '1',
      user_string: ' Ana@Example.com ',
      area_code: '',
      password: 'secret12',
    })
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
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'email', email: 'ana@example.com' },
      scene: 'login',
    })
    // the countdown itself is covered in code-button tests; here a 1 ms second lets it finish
    await vi.waitFor(() =>
      expect(view().codeButton).toMatchObject({ buttonState: 'ready', codeSent: true }),
    )
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(logIn).toHaveBeenCalledWith({
      type: '3',
      user_string: 'ana@example.com',
      area_code: '',
      code: '123456',
    })
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
    expect(view()).toMatchObject({
      error: 'credentialsInvalid',
      serverMessage: 'Login failed',
      password: 'wrong-pass',
    })
    actor.send({ type: 'password.change', value: 'right-pass' })
    expect(view().error).toBeNull()
  })

  it('logs in with a phone and password under the chosen area code', async () => {
    const { actor, logIn } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    actor.send({ type: 'area.change', area: { areaCode: '852', iso: 'HK' } })
    actor.send({ type: 'account.change', value: '6123 4567' })
    actor.send({ type: 'password.change', value: 'secret12' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(logIn).toHaveBeenCalledWith({
      type: '1',
      user_string: '6123 4567',
      area_code: '852',
      password: 'secret12',
    })
  })

  it('sends an SMS code to a phone', () => {
    const { actor, sendCode } = start()
    actor.send({ type: 'mode.change', mode: 'code' })
    actor.send({ type: 'channel.change', channel: 'mobile' })
    actor.send({ type: 'account.change', value: '13800138000' })
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      scene: 'login',
    })
  })

  it.each([
    ['password', { account: '' }, 'accountRequired'],
    ['password', { account: 'ana' }, 'emailInvalid'],
    ['password', { password: '' }, 'passwordRequired'],
    ['code', { code: '' }, 'codeRequired'],
    ['code', { code: '123' }, 'codeInvalid'],
  ] as const)('refuses the %s form with %o (%s) and sends nothing', (mode, override, error) => {
    const { actor, logIn, view } = start()
    const values = { account: 'ana@example.com', password: 'secret12', code: '123456', ...override }
    actor.send({ type: 'mode.change', mode })
    actor.send({ type: 'account.change', value: values.account })
    actor.send({ type: 'password.change', value: values.password })
    actor.send({ type: 'code.change', value: values.code })
    actor.send({ type: 'form.submit' })
    expect(view().error).toBe(error)
    expect(logIn).not.toHaveBeenCalled()
  })

  it.each([
    ['', '86', 'phoneRequired'],
    ['2380013800', '86', 'phoneInvalid'],
    ['138001380001', '86', 'phoneInvalid'],
    ['123', '1', 'phoneInvalid'],
  ])('refuses the phone %j under +%s (%s): no code, no login', (phone, areaCode, error) => {
    const { actor, logIn, sendCode, view } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    actor.send({ type: 'area.change', area: { areaCode, iso: 'XX' } })
    actor.send({ type: 'account.change', value: phone })
    actor.send({ type: 'password.change', value: 'secret12' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    actor.send({ type: 'mode.change', mode: 'code' })
    actor.send({ type: 'code.request' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    expect(logIn).not.toHaveBeenCalled()
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('has a fixture for every state', () => {
    const states = new Set(Object.values(loginSnapshots).map((f) => String(f.login.value)))
    expect([...states].sort()).toEqual(Object.keys(loginMachine.root.states).sort())
  })
})
