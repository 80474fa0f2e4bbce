import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { forgetPasswordSnapshots } from './forget-password.fixtures'
import {
  forgetPasswordMachine,
  type ForgetPasswordField,
  type ForgetPasswordInput,
} from './forget-password.machine'
import { toForgetPasswordView } from './forget-password.view'

function start(given: ForgetPasswordInput = {}, resetPassword = vi.fn(async (_: unknown) => 'ok')) {
  const sendCode = vi.fn(async (_: unknown) => 'sent')
  const machine = forgetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(async ({ input }) => resetPassword(input)),
      codeButton: codeButtonMachine.provide({
        actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
      }),
    },
  })
  const actor = createActor(machine, { input: given }).start()
  const fill = (values: Partial<Record<ForgetPasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as ForgetPasswordField, value })
    }
  }
  const view = () =>
    toForgetPasswordView(
      actor.getSnapshot(),
      actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot,
    )
  return { actor, resetPassword, sendCode, fill, view }
}

const valid = {
  account: 'Ana@Example.com',
  code: '123456',
  password: 'newpass1',
  rePassword: 'newpass1',
}

describe('forget password', () => {
  it('sends a forget code to the e-mail, resets and outputs the account for the login form', async () => {
    const { actor, resetPassword, sendCode, fill } = start()
    fill({ account: valid.account })
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'email', email: 'Ana@Example.com' },
      scene: 'forget',
    })
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(resetPassword).toHaveBeenCalledWith({
      type: 'email',
      user_string: 'Ana@Example.com',
      area_code: '',
      code: '123456',
      password: 'newpass1',
      re_password: 'newpass1',
    })
    expect(actor.getSnapshot().output).toEqual({ channel: 'email', email: 'ana@example.com' })
  })

  it('resets by phone with an SMS code', async () => {
    const { actor, resetPassword, sendCode, fill } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    fill({ ...valid, account: '13800138000' })
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      scene: 'forget',
    })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(resetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'mobile', user_string: '13800138000', area_code: '86' }),
    )
  })

  it.each([
    [{ account: '' }, 'accountRequired', 'account'],
    [{ account: 'ana@example' }, 'emailInvalid', 'account'],
    [{ code: '' }, 'codeRequired', 'code'],
    [{ code: '12345' }, 'codeInvalid', 'code'],
    [{ password: '', rePassword: '' }, 'passwordRequired', 'password'],
    [{ password: 'abc', rePassword: 'abc' }, 'passwordLength', 'password'],
    [
      { password: 'abcdefghijklmnopq', rePassword: 'abcdefghijklmnopq' },
      'passwordLength',
      'password',
    ],
    [{ password: 'new pass', rePassword: 'new pass' }, 'specialCharacters', 'password'],
    [{ rePassword: '' }, 'passwordRequired', 'rePassword'],
    [{ rePassword: 'newpass2' }, 'passwordMismatch', 'rePassword'],
  ] as const)('refuses %o with %s under %s and sends nothing', (override, error, field) => {
    const { actor, resetPassword, fill, view } = start()
    fill({ ...valid, ...override })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error, errorField: field })
    expect(resetPassword).not.toHaveBeenCalled()
  })

  it.each([
    ['', 'phoneRequired'],
    ['2380013800', 'phoneInvalid'],
    ['1380013800', 'phoneInvalid'],
  ])('refuses the phone %j (%s): no code, no reset', (phone, error) => {
    const { actor, resetPassword, sendCode, fill, view } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    fill({ ...valid, account: phone })
    actor.send({ type: 'code.request' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    expect(sendCode).not.toHaveBeenCalled()
    expect(resetPassword).not.toHaveBeenCalled()
  })

  it('keeps a given account fixed (change login password)', () => {
    const { actor, fill, view, sendCode } = start({ locked: true, email: 'ana@example.com' })
    fill({ account: 'someone@else.com' })
    actor.send({ type: 'channel.change', channel: 'mobile' })
    expect(view()).toMatchObject({ locked: true, channel: 'email', account: 'ana@example.com' })
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'email', email: 'ana@example.com' },
      scene: 'forget',
    })
  })

  it('shows a refusal under its field and keeps the input', async () => {
    const { actor, fill, view } = start(
      {},
      vi.fn(async () => {
        throw new ApiError('accountNotFound')
      }),
    )
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({
      error: 'accountNotFound',
      errorField: 'account',
      password: 'newpass1',
    })
  })

  it('has a fixture for every state', () => {
    const states = new Set(
      Object.values(forgetPasswordSnapshots).map((f) => String(f.forget.value)),
    )
    expect([...states].sort()).toEqual(Object.keys(forgetPasswordMachine.root.states).sort())
  })
})
