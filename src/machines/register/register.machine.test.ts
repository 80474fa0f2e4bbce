import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import { registerMachine, type RegisterField } from './register.machine'
import { toRegisterView } from './register.view'
import { registerSnapshots } from './register.fixtures'

function start(register = vi.fn(async (_: unknown) => 'ok'), inviteCode?: string) {
  const sendCode = vi.fn(async (_: unknown) => 'sent')
  const machine = registerMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => register(input)),
      codeButton: codeButtonMachine.provide({
        actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
      }),
    },
  })
  const actor = createActor(machine, { input: { inviteCode } }).start()
  const fill = (values: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as RegisterField, value })
    }
  }
  const view = () =>
    toRegisterView(
      actor.getSnapshot(),
      actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot,
    )
  return { actor, register, sendCode, fill, view }
}

const valid = {
  account: 'New@Example.com',
  code: '123456',
  password: 'secret12',
  rePassword: 'secret12',
}
const validPhone = { ...valid, account: '138 0013-8000' }

describe('register', () => {
  it('registers by e-mail and outputs the normalised e-mail', async () => {
    const { actor, register, fill } = start()
    fill(valid)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'email',
        user_string: 'New@Example.com',
        area_code: '',
        code: '123456',
      }),
    )
    expect(actor.getSnapshot().output).toEqual({ channel: 'email', email: 'new@example.com' })
  })

  it('registers by phone under the chosen area and outputs the number for the login form', async () => {
    const { actor, register, fill } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    actor.send({ type: 'area.change', area: { areaCode: '44', iso: 'GB' } })
    fill({ ...validPhone, account: '7700 900123' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'mobile', user_string: '7700 900123', area_code: '44' }),
    )
    expect(actor.getSnapshot().output).toEqual({
      channel: 'mobile',
      phone: '7700900123',
      area: { areaCode: '44', iso: 'GB' },
    })
  })

  it('sends the code by SMS to the phone, or by e-mail to the address', () => {
    const { actor, sendCode, fill } = start()
    actor.send({ type: 'channel.change', channel: 'mobile' })
    fill({ account: '138 0013 8000' })
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      scene: 'register',
    })
  })

  it('keeps what was typed in each channel', () => {
    const { actor, fill, view } = start()
    fill({ account: 'ana@example.com' })
    actor.send({ type: 'channel.change', channel: 'mobile' })
    expect(view().account).toBe('')
    fill({ account: '13800138000' })
    actor.send({ type: 'channel.change', channel: 'email' })
    expect(view().account).toBe('ana@example.com')
  })

  it.each([
    [{ rePassword: 'secret13' }, 'passwordMismatch', 'rePassword'],
    [{ password: 'abc', rePassword: 'abc' }, 'passwordLength', 'password'],
    [{ password: 'a'.repeat(17), rePassword: 'a'.repeat(17) }, 'passwordLength', 'password'],
    [{ password: '', rePassword: '' }, 'passwordRequired', 'password'],
    [{ rePassword: '' }, 'passwordRequired', 'rePassword'],
    [{ password: 'secret 12', rePassword: 'secret 12' }, 'specialCharacters', 'password'],
    [{ code: '12345' }, 'codeInvalid', 'code'],
    [{ code: '' }, 'codeRequired', 'code'],
    [{ account: '' }, 'accountRequired', 'account'],
    [{ account: 'not-an-email' }, 'emailInvalid', 'account'],
    [{ inviteCode: 'AB-12' }, 'specialCharacters', 'inviteCode'],
  ] as const)(
    'refuses the e-mail form with %o: %s, and sends nothing',
    (override, error, field) => {
      const { actor, register, fill, view } = start()
      fill({ ...valid, ...override })
      actor.send({ type: 'form.submit' })
      expect(view()).toMatchObject({ error, errorField: field })
      expect(actor.getSnapshot().matches('editing')).toBe(true)
      expect(register).not.toHaveBeenCalled()
    },
  )

  it.each([
    [{ account: '' }, '86', 'phoneRequired'],
    [{ account: '23800138000' }, '86', 'phoneInvalid'],
    [{ account: '12800138000' }, '86', 'phoneInvalid'],
    [{ account: '1380013800' }, '86', 'phoneInvalid'],
    [{ account: '12' }, '44', 'phoneInvalid'],
    [{ account: '12345678901234' }, '44', 'phoneInvalid'],
    // the phone is checked first even when a field below it is wrong too
    [{ account: '2380013800', rePassword: 'secret13' }, '86', 'phoneInvalid'],
  ] as const)(
    'refuses the phone %o under +%s with %s, and sends nothing',
    (override, areaCode, error) => {
      const { actor, register, fill, view } = start()
      actor.send({ type: 'channel.change', channel: 'mobile' })
      actor.send({ type: 'area.change', area: { areaCode, iso: areaCode === '86' ? 'CN' : 'GB' } })
      fill({ ...validPhone, ...override })
      actor.send({ type: 'form.submit' })
      expect(view()).toMatchObject({ error, errorField: 'account' })
      expect(register).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['email', '', 'accountRequired'],
    ['email', 'ana@', 'emailInvalid'],
    ['mobile', '', 'phoneRequired'],
    ['mobile', '2380013800', 'phoneInvalid'],
  ] as const)('does not request a code for the %s %j (%s)', (channel, account, error) => {
    const { actor, sendCode, fill, view } = start()
    actor.send({ type: 'channel.change', channel })
    fill({ account })
    actor.send({ type: 'code.request' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    expect(sendCode).not.toHaveBeenCalled()
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
    expect(view()).toMatchObject({
      error: 'codeExpired',
      errorField: 'code',
      account: valid.account,
      password: valid.password,
    })
  })

  it('has a fixture for every state', () => {
    const states = new Set(Object.values(registerSnapshots).map((f) => String(f.register.value)))
    expect([...states].sort()).toEqual(Object.keys(registerMachine.root.states).sort())
  })
})
