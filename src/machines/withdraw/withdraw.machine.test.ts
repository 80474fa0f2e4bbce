import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { WithdrawAddress } from '@/api/contract/payout'
import { MockBankCard, MockBtcAddress, MockUsdtAddress } from '@/api/contract/payout.fixtures'
import { USDT_ID, WithdrawInfo, Withdrawal, type WithdrawRequest } from '@/api/contract/wallet'
import { maxWithdrawable } from '@/api/contract/wallet-math'
import { mockWithdrawInfo } from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  MockSubmittedWithdrawal,
  MockUnverifiedTerms,
  MockUsdtTerms,
  withdrawSnapshots,
} from './withdraw.fixtures'
import { withdrawMachine } from './withdraw.machine'
import type { WithdrawSetup } from './withdraw.rules'
import { toWithdrawView } from './withdraw.view'

const setupOf = (over: Partial<WithdrawSetup> = {}): WithdrawSetup => ({
  terms: MockUsdtTerms,
  addresses: [WithdrawAddress.parse(MockUsdtAddress)],
  cards: { card: MockBankCard, internationalCard: null },
  hasPayPassword: true,
  ...over,
})

interface StartOptions {
  setup?: WithdrawSetup
  withdraw?: (req: WithdrawRequest) => Promise<unknown>
  /** What wallet/get_info answers when the fee changed (default: the fee is now 2). */
  newTerms?: WithdrawInfo
}

function start(opts: StartOptions = {}) {
  let keys = 0
  const withdraw = vi.fn(opts.withdraw ?? (async () => Withdrawal.parse(MockSubmittedWithdrawal)))
  const fetchTerms = vi.fn(
    async () => opts.newTerms ?? WithdrawInfo.parse(mockWithdrawInfo(USDT_ID, { rate: '2' })),
  )
  const createKey = vi.fn(async () => `key-${++keys}-abcdef`)
  const machine = withdrawMachine.provide({
    actors: {
      loadWithdrawal: fromPromise(async () => opts.setup ?? setupOf()),
      fetchTerms: fromPromise(fetchTerms),
      createKey: fromPromise(createKey),
      withdraw: fromPromise(async ({ input }) => withdraw(input) as never),
      fetchWithdrawal: fromPromise(async () =>
        Withdrawal.parse({
          ...MockSubmittedWithdrawal,
          status: 2,
          review_time: '2025-03-01 12:30:00',
        }),
      ),
    },
  })
  const actor = createActor(machine, { input: { currencyId: USDT_ID, network: 'TRC20' } })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  const view = () => toWithdrawView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches('editing'))
  const confirm = async (amount = '500') => {
    await ready()
    actor.send({ type: 'amount.change', value: amount })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'payPassword.change', value: '123456' })
    actor.send({ type: 'confirm.submit' })
  }
  return { actor, view, ready, confirm, withdraw, fetchTerms, createKey, emitted }
}

describe('withdraw', () => {
  it('opens on the first saved address of the coin and network, with fee, minimum and limit', async () => {
    const { view, ready } = start()
    await ready()
    expect(view()).toMatchObject({
      status: 'editing',
      coin: 'USDT',
      kind: 'address',
      addressId: 32,
      fee: '1',
      min: '10',
      available: '12500.5000',
      limit: {
        level: 1,
        currency: 'BTC',
        amount: { value: '200', scale: 0 },
        remaining: { value: '199.9', scale: 1 },
      },
    })
  })

  it('flags an insufficient balance and the minimum before anything is sent', async () => {
    const { actor, view, ready, withdraw } = start()
    await ready()
    actor.send({ type: 'amount.change', value: '20000' })
    expect(view().amountIssue).toBe('insufficientBalance')
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'amount',
    })
    actor.send({ type: 'amount.change', value: '9,5' })
    expect(view()).toMatchObject({ amount: '9.5', amountIssue: 'belowMinimum', error: null })
    actor.send({ type: 'form.submit' })
    expect(view().error).toBe('belowMinimum')
    expect(withdraw).not.toHaveBeenCalled()
  })

  it('needs a saved destination: no address, or no card of the chosen kind', async () => {
    const { actor, view, ready } = start({ setup: setupOf({ addresses: [] }) })
    await ready()
    expect(view()).toMatchObject({ kind: 'card', addressId: null })
    actor.send({ type: 'destination.select', kind: 'internationalCard' })
    actor.send({ type: 'amount.change', value: '500' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'paymentInfoRequired',
      errorField: 'destination',
    })
    actor.send({ type: 'destination.select', kind: 'address' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'addressNotSaved', errorField: 'destination' })
  })

  it('sends an unverified user down the 998 path instead of confirming', async () => {
    const { actor, view, ready, emitted } = start({
      setup: setupOf({ terms: MockUnverifiedTerms }),
    })
    await ready()
    actor.send({ type: 'amount.change', value: '500' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', isVerified: false, limit: null })
    expect(emitted).toEqual(['verificationRequired'])
  })

  it('offers the whole balance as max, capped by what the 24 h limit has left', async () => {
    const tight = WithdrawInfo.parse(
      mockWithdrawInfo(USDT_ID, { remaining_btc: '0.1', btc_rate: '0.00001556' }),
    )
    const { actor, view, ready } = start({ setup: setupOf({ terms: tight }) })
    await ready()
    actor.send({ type: 'amount.max' })
    // 0.1 BTC ÷ 0.00001556 = 6426.73521850…, rounded down to USDT's 4 decimals
    expect(view().amount).toBe('6426.7352')
    expect(maxWithdrawable('12500.5000', 4)).toBe('12500.5000')
    expect(maxWithdrawable('12500.5000', 4, '0.00001556', '0.2')).toBe('12500.5000')
  })

  it('confirms amount, fee and what arrives, then submits once however often confirm is tapped', async () => {
    const { actor, view, ready, confirm, withdraw, emitted } = start()
    await ready()
    actor.send({ type: 'amount.change', value: '500' })
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'confirming',
      arrives: '499',
      destination: { kind: 'address', name: 'Exchange deposit', detail: MockUsdtAddress.address },
    })
    actor.send({ type: 'confirm.cancel' })
    await confirm()
    actor.send({ type: 'confirm.submit' })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(withdraw).toHaveBeenCalledOnce()
    expect(withdraw).toHaveBeenCalledWith({
      type: 0,
      currency: USDT_ID,
      number: '500',
      rate: '1',
      address_id: 32,
      pay_password: '123456',
      idempotency_key: 'key-1-abcdef',
    })
    expect(view().withdrawal).toMatchObject({ id: 104, status: 'pending', arrives: '499.0000' })
    expect(emitted).toContain('submitted')
  })

  it('keeps everything after a network failure and retries with the same key', async () => {
    let calls = 0
    const { actor, view, confirm, withdraw, createKey } = start({
      withdraw: async () => {
        if (++calls === 1) throw new ApiError('network')
        return Withdrawal.parse(MockSubmittedWithdrawal)
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null)
    expect(view()).toMatchObject({
      error: 'network',
      amount: '500',
      payPassword: '123456',
      isConfirmOpen: true,
    })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(createKey).toHaveBeenCalledOnce()
    expect(withdraw.mock.calls.map(([req]) => req.idempotency_key)).toEqual([
      'key-1-abcdef',
      'key-1-abcdef',
    ])
  })

  it('makes a new key once the request changes', async () => {
    const { actor, confirm, withdraw } = start({
      withdraw: async () => {
        throw new ApiError('timeout')
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error === 'timeout')
    actor.send({ type: 'confirm.cancel' })
    await confirm('600')
    await waitFor(actor, () => withdraw.mock.calls.length === 2)
    expect(withdraw.mock.calls.map(([req]) => req.idempotency_key)).toEqual([
      'key-1-abcdef',
      'key-2-abcdef',
    ])
  })

  it('re-confirms with the new fee when the server says the fee changed', async () => {
    let calls = 0
    const { actor, view, confirm, withdraw, fetchTerms } = start({
      withdraw: async () => {
        if (++calls === 1) throw new ApiError('feeChanged')
        return Withdrawal.parse(MockSubmittedWithdrawal)
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('confirming') && s.context.previousFee !== null)
    expect(fetchTerms).toHaveBeenCalledOnce()
    expect(view()).toMatchObject({
      fee: '2',
      previousFee: '1',
      arrives: '498',
      error: 'feeChanged',
    })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(withdraw.mock.calls.map(([req]) => [req.rate, req.idempotency_key])).toEqual([
      ['1', 'key-1-abcdef'],
      ['2', 'key-2-abcdef'],
    ])
  })

  it('returns to the amount when the new fee leaves it below the minimum', async () => {
    const { actor, view, confirm } = start({
      withdraw: async () => {
        throw new ApiError('feeChanged')
      },
      newTerms: WithdrawInfo.parse(mockWithdrawInfo(USDT_ID, { rate: '2', min_number: '1000' })),
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({
      error: 'belowMinimum',
      errorField: 'amount',
      fee: '2',
      min: '1000',
      payPassword: '',
    })
  })

  it('asks again for a wrong pay password, with the same key', async () => {
    let calls = 0
    const { actor, view, confirm, withdraw } = start({
      withdraw: async () => {
        if (++calls === 1) throw new ApiError('payPasswordInvalid')
        return Withdrawal.parse(MockSubmittedWithdrawal)
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'payPasswordInvalid')
    expect(view()).toMatchObject({
      status: 'confirming',
      payPassword: '',
      errorField: 'payPassword',
    })
    actor.send({ type: 'confirm.submit' })
    expect(view().error).toBe('payPasswordRequired')
    actor.send({ type: 'payPassword.change', value: '654321' })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(withdraw.mock.calls.map(([req]) => req.idempotency_key)).toEqual([
      'key-1-abcdef',
      'key-1-abcdef',
    ])
  })

  it('without a pay password set, says where to set one and sends nothing', async () => {
    const { actor, view, ready, withdraw } = start({ setup: setupOf({ hasPayPassword: false }) })
    await ready()
    actor.send({ type: 'amount.change', value: '500' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
    expect(view()).toMatchObject({
      status: 'confirming',
      hasPayPassword: false,
      error: 'payPasswordNotSet',
    })
    expect(withdraw).not.toHaveBeenCalled()
  })

  it('goes back to the form for a refusal about the amount', async () => {
    const { actor, view, confirm } = start({
      withdraw: async () => {
        throw new ApiError('withdrawLimitExceeded')
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({
      error: 'withdrawLimitExceeded',
      errorField: 'amount',
      payPassword: '',
    })
  })

  it('leaves 998 to the session: the form shows no error of its own', async () => {
    const { actor, view, confirm } = start({
      withdraw: async () => {
        throw new ApiError('verificationRequired')
      },
    })
    await confirm()
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view().error).toBeNull()
  })

  it('refreshes the request status from wallet/out_log', async () => {
    const { actor, view, confirm } = start()
    await confirm()
    await waitFor(actor, (s) => s.matches('done'))
    actor.send({ type: 'status.refresh' })
    expect(view().isRefreshingStatus).toBe(true)
    await waitFor(actor, (s) => s.matches({ done: 'idle' }))
    expect(view().withdrawal?.status).toBe('approved')
  })

  it('offers a retry when loading fails', async () => {
    let calls = 0
    const machine = withdrawMachine.provide({
      actors: {
        loadWithdrawal: fromPromise(async () => {
          if (++calls === 1) throw new ApiError('network')
          return setupOf({ addresses: addressesAll })
        }),
      },
    })
    const actor = createActor(machine, { input: { currencyId: 1, network: 'BTC' } }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(toWithdrawView(actor.getSnapshot()).error).toBe('network')
    actor.send({ type: 'withdraw.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(toWithdrawView(actor.getSnapshot()).error).toBeNull()
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(withdrawMachine, withdrawSnapshots)).toEqual([])
  })
})

const addressesAll = [WithdrawAddress.parse(MockBtcAddress)]
