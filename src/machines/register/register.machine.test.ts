import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { registerMachine, type RegisterField } from './register.machine'
import { toRegisterView } from './register.view'

function start(register = vi.fn(async (_: unknown) => 'ok'), inviteCode?: string) {
  const machine = registerMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => register(input)),
      codeButton: codeButtonMachine.provide({ actors: { sendCode: fromPromise(async () => 'sent') } }),
    },
  })
  const actor = createActor(machine, { input: { inviteCode } }).start()
  const fill = (values: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as RegisterField, value })
    }
  }
  const view = () =>
    toRegisterView(actor.getSnapshot(), actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot)
  return { actor, register, fill, view }
}

const valid = { account: 'New@Example.com', code: '123456', password: 'secret12', rePassword: 'secret12' }

describe('register', () => {
  it('registers and outputs the normalised e-mail', async () => {
    const { actor, register, fill } = start()
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ user_string: 'New@Example.com', code: '123456' }))
    expect(actor.getSnapshot().output).toEqual({ account: 'new@example.com' })
  })

  it.each([
    [{ rePassword: 'secret13' }, 'passwordMismatch', 'rePassword'],
    [{ password: 'abc', rePassword: 'abc' }, 'passwordLength', 'password'],
    [{ password: 'secret 12', rePassword: 'secret 12' }, 'specialCharacters', 'password'],
    [{ code: '12345' }, 'codeInvalid', 'code'],
    [{ code: '' }, 'codeRequired', 'code'],
    [{ account: 'not-an-email' }, 'emailInvalid', 'account'],
    [{ inviteCode: 'AB-12' }, 'specialCharacters', 'inviteCode'],
  ] as const)('refuses %o with %s and sends nothing', (override, error, field) => {
    const { actor, register, fill, view } = start()
    fill({ ...valid, ...override })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error, errorField: field })
    expect(register).not.toHaveBeenCalled()
  })

  it('keeps an invite code from the share link read-only', () => {
    const { fill, view } = start(undefined, 'K7Q2M9XA')
    fill({ inviteCode: 'OTHER' })
    expect(view()).toMatchObject({ inviteCode: 'K7Q2M9XA', inviteLocked: true })
  })

  it('keeps what the user typed when the server refuses', async () => {
    const { actor, fill, view } = start(
      vi.fn(async () => {
        throw new ApiError('codeExpired')
      }),
    )
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({ error: 'codeExpired', account: valid.account, password: valid.password })
  })
})
