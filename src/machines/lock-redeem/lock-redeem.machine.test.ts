import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { DAY_MS } from '@/api/contract/lockming-math'
import { readBody } from '@/api/msw/envelope'
import { createLockmingMock, lockmingRefused } from '@/api/msw/lockming'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockEarningLock, MockMaturedLock } from '../lock-orders/lock-orders.fixtures'
import { lockRedeemSnapshots } from './lock-redeem.fixtures'
import { lockRedeemMachine, type LockRedeemEmitted } from './lock-redeem.machine'
import { toLockRedeemView } from './lock-redeem.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = lockRedeemMachine.provide({
  actors: { createKey: fromPromise(async () => `test-redeem-key-${++keys}`) },
})

/** The mock with every cancel request's body recorded. */
function mocked(mock = createLockmingMock()) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/lh/deposit/order/cancel', async ({ request }) => {
      sent.push(await readBody(request.clone()))
      return undefined
    }),
    ...mock.list,
  )
  return { mock, sent }
}

function start() {
  const actor = createActor(machine).start()
  const told: LockRedeemEmitted[] = []
  actor.on('*', (e) => told.push(e))
  const view = () => toLockRedeemView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  actor.send({ type: 'redeem.open', lock: MockEarningLock })
  return { actor, view, settled, told, send: actor.send.bind(actor) }
}

describe('early redemption', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(lockRedeemMachine, lockRedeemSnapshots)).toEqual([])
  })

  it('previews the spec figures: 0.4 % × 3 days × 1,000 = 12, 988 back, 6 interest kept', () => {
    const { view } = start()
    expect(view()).toMatchObject({
      status: 'preview',
      terms: { remainingDays: 3, penalty: '12.0000', refund: '988.0000', interestKept: '6.0000' },
      canConfirm: true,
    })
  })

  it('opens only for an earning lock', () => {
    const actor = createActor(machine).start()
    actor.send({ type: 'redeem.open', lock: MockMaturedLock })
    expect(toLockRedeemView(actor.getSnapshot()).status).toBe('closed')
  })

  it('sends the penalty shown with a key, and tells the screen the lock as redeemed', async () => {
    const { mock, sent } = mocked()
    const { view, send, settled, told } = start()
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ id: '3', cancel_fee: '12.0000' })
    expect(sent[0]!.idempotency_key).toMatch(/^test-redeem-key-/)
    expect(view()).toMatchObject({
      status: 'done',
      redeemed: { status: 'redeemed', penalty: '12.0000', refund: '988.0000' },
    })
    expect(told).toEqual([{ type: 'redeemed', lock: view().redeemed }])
    expect(mock.locks().find((l) => l.id === 3)?.isCancel).toBe(1)
  })

  it('a lost answer keeps the sheet; the retry sends the same key', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      http.post('*/api/lh/deposit/order/cancel', async ({ request }) => {
        bodies.push(await readBody(request.clone()))
        return bodies.length === 1 ? HttpResponse.error() : undefined
      }),
      ...createLockmingMock().list,
    )
    const { view, send, settled, actor } = start()
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'preview', error: 'network' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(bodies).toHaveLength(2)
    expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key)
  })

  it('a day ended meanwhile: reads the lock again and asks again with the new penalty', async () => {
    const { mock, sent } = mocked()
    mock.advance(DAY_MS)
    const { view, send, settled, told } = start()
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'preview',
      error: 'feeChanged',
      previousPenalty: '12.0000',
      terms: { remainingDays: 2, penalty: '8.0000', refund: '992.0000', interestKept: '9.0000' },
    })
    expect(told).toEqual([{ type: 'stale' }])
    send({ type: 'confirm.submit' })
    await settled()
    expect(view().status).toBe('done')
    expect(sent.map((b) => b.cancel_fee)).toEqual(['12.0000', '8.0000'])
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key)
  })

  it('a lock that matured meanwhile is refused: not active', async () => {
    const { mock } = mocked()
    mock.advance(3 * DAY_MS)
    const { view, send, settled } = start()
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'refused', error: 'lockNotActive', canConfirm: false })
    send({ type: 'sheet.close' })
    expect(view()).toMatchObject({ status: 'closed', lock: null, error: null })
  })

  it.each(['lockNotActive', 'notFound'] as const)(
    '%s is a refusal, told to the screen',
    async (code) => {
      server.use(lockmingRefused('cancel', code))
      const { view, send, settled, told } = start()
      send({ type: 'confirm.submit' })
      await settled()
      expect(view()).toMatchObject({ status: 'refused', error: code })
      expect(told).toEqual([{ type: 'stale' }])
    },
  )

  it('closing the preview sends nothing', () => {
    const { view, send } = start()
    send({ type: 'sheet.close' })
    expect(view().status).toBe('closed')
  })
})
