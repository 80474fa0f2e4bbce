import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { payPasswordSnapshots } from './pay-password.fixtures'
import { payPasswordMachine, type PayPasswordField } from './pay-password.machine'
import { toPayPasswordView } from './pay-password.view'

function start(setPayPassword = vi.fn(async (_: unknown) => 'ok')) {
  const sendCode = vi.fn(async (_: unknown) => 'sent')
  const machine = payPasswordMachine.provide({
    actors: {
      setPayPassword: fromPromise(async ({ input }) => setPayPassword(input)),
      codeButton: codeButtonMachine.provide({
        actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
      }),
    },
  })
  const actor = createActor(machine, { input: {} }).start()
  const fill = (values: Partial<Record<PayPasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as PayPasswordField, value })
    }
  }
  const view = () =>
    toPayPasswordView(
      actor.getSnapshot(),
      actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot,
    )
  return { actor, setPayPassword, sendCode, fill, view }
}

const valid = { password: 'paypass1', rePassword: 'paypass1', code: '123456' }

describe('pay password', () => {
  it('asks for a code to the user’s own address, then saves', async () => {
    const { actor, setPayPassword, sendCode, fill } = start()
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({ target: { channel: 'own' }, scene: 'security' })
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(setPayPassword).toHaveBeenCalledWith({
      password: 'paypass1',
      re_password: 'paypass1',
      code: '123456',
    })
  })

  it.each([
    [{ password: '', rePassword: '' }, 'passwordRequired', 'password'],
    [{ password: '12345', rePassword: '12345' }, 'passwordLength', 'password'],
    [{ password: '1'.repeat(17), rePassword: '1'.repeat(17) }, 'passwordLength', 'password'],
    [{ password: 'pay pass', rePassword: 'pay pass' }, 'specialCharacters', 'password'],
    [{ password: 'pässwort', rePassword: 'pässwort' }, 'specialCharacters', 'password'],
    [{ rePassword: '' }, 'passwordRequired', 'rePassword'],
    [{ rePassword: 'paypass2' }, 'passwordMismatch', 'rePassword'],
    [{ code: '' }, 'codeRequired', 'code'],
    [{ code: '12345' }, 'codeInvalid', 'code'],
  ] as const)('refuses %o with %s under %s and sends nothing', (override, error, field) => {
    const { actor, setPayPassword, fill, view } = start()
    fill({ ...valid, ...override })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error, errorField: field })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(setPayPassword).not.toHaveBeenCalled()
  })

  it('keeps digits only in the code', () => {
    const { fill, view } = start()
    fill({ code: '12a3-45678' })
    expect(view().code).toBe('123456')
  })

  it('shows a wrong code under the code field and keeps the passwords', async () => {
    const { actor, fill, view } = start(
      vi.fn(async () => {
        throw new ApiError('codeInvalid')
      }),
    )
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({ error: 'codeInvalid', errorField: 'code', password: 'paypass1' })
  })

  it('has a fixture for every state', () => {
    const states = new Set(
      Object.values(payPasswordSnapshots).map((f) => String(f.payPassword.value)),
    )
    expect([...states].sort()).toEqual(Object.keys(payPasswordMachine.root.states).sort())
  })
})
