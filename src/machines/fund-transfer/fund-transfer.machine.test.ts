import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FundTransfer, USDT_ID, ETH_ID, type FundTransferRequest } from '@/api/contract/wallet'
import { mockFundTransfer } from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockOverview, fundTransferSnapshots } from './fund-transfer.fixtures'
import { fundTransferMachine, type FundTransferInput } from './fund-transfer.machine'
import { toFundTransferView } from './fund-transfer.view'

const answer = (req: FundTransferRequest) =>
  FundTransfer.parse(
    mockFundTransfer(200, req.currency_id, req.number, req.from_field, req.to_field),
  )

function start(
  transfer: (req: FundTransferRequest) => Promise<unknown> = async (req) => answer(req),
  input: FundTransferInput = {},
) {
  let keys = 0
  const transferSpy = vi.fn(transfer)
  const loadBalances = vi.fn(async () => MockOverview)
  const machine = fundTransferMachine.provide({
    actors: {
      loadBalances: fromPromise(loadBalances),
      createKey: fromPromise(async () => `key-${++keys}-transfer`),
      transfer: fromPromise(async ({ input: req }) => transferSpy(req) as never),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  const view = () => toFundTransferView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches('editing'))
  const confirm = async (amount = '500') => {
    await ready()
    actor.send({ type: 'amount.change', value: amount })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
  }
  return { actor, view, ready, confirm, transfer: transferSpy, loadBalances, emitted }
}

describe('fund transfer', () => {
  it('starts spot → contract in USDT with both balances', async () => {
    const { view, ready } = start()
    await ready()
    expect(view()).toMatchObject({
      from: 'change',
      to: 'lever',
      coin: 'USDT',
      fromAvailable: '12500.5000',
      toAvailable: '2000.0000',
    })
  })

  it('takes the accounts and coin from the query when they make sense', async () => {
    const { view, ready } = start(undefined, { from: 'micro', to: 'micro', currencyId: ETH_ID })
    await ready()
    expect(view()).toMatchObject({ from: 'micro', to: 'change', coin: 'ETH' })
  })

  it('never lets both sides be the same account: picking the other side swaps', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'to.select', account: 'change' })
    expect(view()).toMatchObject({ from: 'lever', to: 'change', fromAvailable: '2000.0000' })
    actor.send({ type: 'from.select', account: 'change' })
    expect(view()).toMatchObject({ from: 'change', to: 'lever' })
    actor.send({ type: 'accounts.swap' })
    expect(view()).toMatchObject({ from: 'lever', to: 'change' })
    actor.send({ type: 'to.select', account: 'legal' })
    expect(view()).toMatchObject({ from: 'lever', to: 'legal' })
  })

  it('offers what the from-account holds as max and flags more before sending', async () => {
    const { actor, view, ready, transfer } = start()
    await ready()
    actor.send({ type: 'amount.max' })
    expect(view().amount).toBe('12500.5000')
    actor.send({ type: 'amount.change', value: '12500.5001' })
    expect(view().amountIssue).toBe('insufficientBalance')
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'amount',
    })
    actor.send({ type: 'amount.change', value: '' })
    actor.send({ type: 'form.submit' })
    expect(view().error).toBe('amountRequired')
    expect(transfer).not.toHaveBeenCalled()
  })

  it('confirms and moves the amount once, however often confirm is tapped; no fee', async () => {
    const { actor, view, confirm, transfer, emitted } = start()
    await confirm()
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(transfer).toHaveBeenCalledOnce()
    expect(transfer).toHaveBeenCalledWith({
      currency_id: USDT_ID,
      number: '500',
      from_field: 'change',
      to_field: 'lever',
      idempotency_key: 'key-1-transfer',
    })
    expect(view().transfer).toMatchObject({ number: '500', from: 'change', to: 'lever' })
    expect(emitted).toEqual(['transferred'])
  })

  it('keeps everything after a network failure and retries with the same key', async () => {
    let calls = 0
    const { actor, view, confirm, transfer } = start(async (req) => {
      if (++calls === 1) throw new ApiError('timeout')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'timeout')
    expect(view()).toMatchObject({ status: 'confirming', amount: '500' })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(transfer.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-1-transfer',
      'key-1-transfer',
    ])
  })

  it('returns to the amount when the server finds the balance short', async () => {
    const { actor, view, confirm } = start(async () => {
      throw new ApiError('insufficientBalance')
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error !== null)
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'amount',
    })
  })

  it('transfers again from fresh balances with the same accounts and coin', async () => {
    const { actor, view, confirm, loadBalances } = start()
    await confirm()
    await waitFor(actor, (s) => s.matches('done'))
    actor.send({ type: 'transfer.again' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(loadBalances).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({
      from: 'change',
      to: 'lever',
      coin: 'USDT',
      amount: '',
      transfer: null,
    })
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(fundTransferMachine, fundTransferSnapshots)).toEqual([])
  })
})
