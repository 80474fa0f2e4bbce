import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { codeButtonMachine } from '../code-button/code-button.machine'
import type { CodeButtonSnapshot } from '../code-button/code-button.view'
import type { Channel } from '../account-fields'
import { bindTargetSnapshots } from './bind-target.fixtures'
import { bindTargetMachine } from './bind-target.machine'
import { toBindTargetView } from './bind-target.view'

function start(
  kind: Channel,
  bind = vi.fn(async (_: unknown) => 'bound'),
  sendCode = vi.fn(async (_: unknown) => 'sent'),
) {
  const machine = bindTargetMachine.provide({
    actors: {
      bind: fromPromise(async ({ input }) => bind(input)),
      codeButton: codeButtonMachine.provide({
        actors: { sendCode: fromPromise(async ({ input }) => sendCode(input)) },
      }),
    },
  })
  const actor = createActor(machine, { input: { kind } }).start()
  const type = (account: string, code = '') => {
    actor.send({ type: 'field.change', field: 'account', value: account })
    actor.send({ type: 'field.change', field: 'code', value: code })
  }
  const view = () =>
    toBindTargetView(
      actor.getSnapshot(),
      actor.getSnapshot().children.codeButton!.getSnapshot() as CodeButtonSnapshot,
    )
  return { actor, bind, sendCode, type, view }
}

describe('bind target', () => {
  it('sends a bind code to the new e-mail and binds it', async () => {
    const { actor, bind, sendCode, type } = start('email')
    type('New@Example.com')
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'email', email: 'New@Example.com' },
      scene: 'bind',
    })
    type('New@Example.com', '123456')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(bind).toHaveBeenCalledWith({ kind: 'email', email: 'New@Example.com', code: '123456' })
  })

  it('sends an SMS bind code to the new phone under the chosen area and binds it', async () => {
    const { actor, bind, sendCode, type } = start('mobile')
    actor.send({ type: 'area.change', area: { areaCode: '852', iso: 'HK' } })
    type('6123 4567')
    actor.send({ type: 'code.request' })
    expect(sendCode).toHaveBeenCalledWith({
      target: { channel: 'mobile', areaCode: '852', phone: '61234567' },
      scene: 'bind',
    })
    type('6123 4567', '123456')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(bind).toHaveBeenCalledWith({
      kind: 'mobile',
      mobile: '6123 4567',
      area_code: '852',
      code: '123456',
    })
  })

  it.each([
    ['email', '', '123456', 'accountRequired', 'account'],
    ['email', 'ana@', '123456', 'emailInvalid', 'account'],
    ['email', 'ana@example.com', '', 'codeRequired', 'code'],
    ['email', 'ana@example.com', '12345', 'codeInvalid', 'code'],
    ['mobile', '', '123456', 'phoneRequired', 'account'],
    ['mobile', '23800138000', '123456', 'phoneInvalid', 'account'],
    ['mobile', '1380013800', '', 'phoneInvalid', 'account'],
    ['mobile', '13800138000', '', 'codeRequired', 'code'],
  ] as const)(
    'refuses the %s %j with code %j (%s) and sends nothing',
    (kind, account, code, error, field) => {
      const { actor, bind, type, view } = start(kind)
      type(account, code)
      actor.send({ type: 'form.submit' })
      expect(view()).toMatchObject({ error, errorField: field })
      expect(bind).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['email', 'ana@', 'emailInvalid'],
    ['mobile', '23800138000', 'phoneInvalid'],
  ] as const)('does not send a code to the %s %j', (kind, account, error) => {
    const { actor, sendCode, type, view } = start(kind)
    type(account)
    actor.send({ type: 'code.request' })
    expect(view()).toMatchObject({ error, errorField: 'account' })
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('shows "already in use" under the address when the server refuses to send the code', async () => {
    const { actor, type, view } = start(
      'mobile',
      undefined,
      vi.fn(async () => {
        throw new ApiError('phoneInUse')
      }),
    )
    type('13800138000')
    actor.send({ type: 'code.request' })
    await vi.waitFor(() =>
      expect(view()).toMatchObject({ error: 'phoneInUse', errorField: 'account' }),
    )
  })

  it('has a fixture for every state', () => {
    const states = new Set(Object.values(bindTargetSnapshots).map((f) => String(f.bind.value)))
    expect([...states].sort()).toEqual(Object.keys(bindTargetMachine.root.states).sort())
  })
})
