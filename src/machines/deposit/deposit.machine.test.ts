import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  DepositClaim,
  WalletDetail,
  type DepositClaimRequest,
  type DepositRecord,
} from '@/api/contract/wallet'
import {
  MockDepositPending,
  MockUsdtDepositAddress,
  mockWalletDetail,
} from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { coinOf, type WalletCoin } from '../wallet-coins'
import { depositSnapshots, mockBtc, mockUsdtTrc20, MockSenderAddress } from './deposit.fixtures'
import { depositMachine, type DepositEmitted, type DepositTerms } from './deposit.machine'
import { toDepositView } from './deposit.view'

const usdtTerms: DepositTerms = {
  address: MockUsdtDepositAddress.trc20,
  scale: 4,
  balance: '12500.5000',
}
const answer = (req: DepositClaimRequest): DepositRecord =>
  DepositClaim.parse({
    ...MockDepositPending,
    id: 77,
    amount: req.amount,
    user_account: req.account,
    network: req.network,
  })

interface Fakes {
  coin?: WalletCoin
  load?: () => Promise<DepositTerms>
  claim?: (req: DepositClaimRequest) => Promise<DepositRecord>
  copy?: (text: string) => Promise<void>
}

function start({
  coin = mockUsdtTrc20,
  load = async () => usdtTerms,
  claim = async (r) => answer(r),
  copy = async () => {},
}: Fakes = {}) {
  let keys = 0
  const fakes = {
    load: vi.fn(load),
    claim: vi.fn(claim),
    copy: vi.fn(copy),
    createKey: vi.fn(async () => `key-${String(++keys).padStart(8, '0')}`),
  }
  const clock = new SimulatedClock()
  const actor = createActor(
    depositMachine.provide({
      actors: {
        loadTerms: fromPromise(() => fakes.load()),
        claimDeposit: fromPromise(({ input }) => fakes.claim(input)),
        copyText: fromPromise(({ input }) => fakes.copy(input.text)),
        createKey: fromPromise(() => fakes.createKey()),
      },
    }),
    { input: { coin }, clock },
  )
  const emitted: DepositEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const view = () => toDepositView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches('ready'))
  const fill = (amount: string, account = MockSenderAddress) => {
    actor.send({ type: 'amount.change', value: amount })
    actor.send({ type: 'account.change', value: account })
  }
  return { actor, clock, emitted, view, ready, fill, ...fakes }
}

describe('deposit', () => {
  it('shows the platform address of the coin’s network', async () => {
    const { view, ready } = start()
    expect(view().status).toBe('loading')
    await ready()
    expect(view()).toMatchObject({
      status: 'ready',
      coin: 'USDT',
      network: 'TRC20',
      address: usdtTerms.address,
      isSandbox: true,
      scale: 4,
    })
  })

  it('loads the address and the decimals through the wallet API', async () => {
    const depositAddress = vi.fn(async () => ({ ERC20: '0xErc', TRC20: 'TTrc' }))
    const detail = vi.fn(async () => WalletDetail.parse(mockWalletDetail('change', 3)))
    const { walletApi } = await import('@/api/wallet')
    const spies = [
      vi.spyOn(walletApi, 'depositAddress').mockImplementation(depositAddress),
      vi.spyOn(walletApi, 'detail').mockImplementation(detail),
    ]
    const actor = createActor(depositMachine, { input: { coin: coinOf(3, 'ERC20')! } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.terms).toEqual({
      address: '0xErc',
      scale: 4,
      balance: '12500.5000',
    })
    expect(depositAddress).toHaveBeenCalledWith({ currency: 3 }, expect.anything())
    expect(detail).toHaveBeenCalledWith({ currency: 3, type: 'change' }, expect.anything())
    spies.forEach((s) => s.mockRestore())
  })

  it('fails to load, then loads on retry', async () => {
    let calls = 0
    const { actor, view } = start({
      load: async () => {
        calls += 1
        if (calls === 1) throw new ApiError('network')
        return usdtTerms
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'deposit.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('refuses an invalid claim under each field and sends nothing', async () => {
    const { actor, view, ready, claim, fill } = start()
    await ready()
    actor.send({ type: 'claim.review' })
    expect(view().claim.issues).toEqual({
      amount: 'amountRequired',
      account: 'depositAccountRequired',
    })
    fill('1.23456', '   ')
    actor.send({ type: 'claim.review' })
    expect(view().claim).toMatchObject({
      step: 'editing',
      issues: { amount: 'amountTooPrecise', account: 'depositAccountRequired' },
    })
    fill('0', 'x'.repeat(129))
    actor.send({ type: 'claim.review' })
    expect(view().claim.issues).toEqual({
      amount: 'amountInvalid',
      account: 'depositAccountRequired',
    })
    fill('0', 'bitcoincash:qq<script>')
    actor.send({ type: 'claim.review' })
    expect(view().claim.issues).toEqual({
      amount: 'amountInvalid',
      account: 'depositAccountInvalid',
    })
    fill('-5')
    actor.send({ type: 'claim.review' })
    expect(view().claim.issues).toEqual({ amount: 'amountInvalid' })
    expect(claim).not.toHaveBeenCalled()
  })

  it('reads a decimal comma as a point', async () => {
    const { actor, view, ready, fill } = start()
    await ready()
    fill(' 12,5 ')
    expect(view().claim.amount).toBe('12.5')
    actor.send({ type: 'claim.review' })
    expect(view().claim).toMatchObject({ step: 'confirming', credited: '12.5000' })
  })

  it('claims once per confirmation, with one key, and ends with the pending claim', async () => {
    const { actor, view, ready, fill, claim, createKey, emitted } = start()
    await ready()
    fill('500')
    actor.send({ type: 'claim.review' })
    expect(view().claim).toMatchObject({ step: 'confirming', credited: '500.0000' })
    actor.send({ type: 'claim.confirm' })
    actor.send({ type: 'claim.confirm' }) // a double tap
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'done' } }))
    expect(createKey).toHaveBeenCalledOnce()
    expect(claim).toHaveBeenCalledOnce()
    expect(claim).toHaveBeenCalledWith({
      account: MockSenderAddress,
      amount: '500',
      currency: 3,
      type: 0,
      network: 'TRC20',
      idempotency_key: 'key-00000001',
    })
    expect(view().claim.record).toMatchObject({ id: 77, status: 'pending', amount: '500' })
    expect(emitted).toEqual([{ type: 'claimed', claim: view().claim.record }])
  })

  it('keeps everything after a lost answer and retries with the same key', async () => {
    let calls = 0
    const { actor, view, ready, fill, claim, createKey } = start({
      claim: async (req) => {
        calls += 1
        if (calls === 1) throw new ApiError('timeout')
        return answer(req)
      },
    })
    await ready()
    fill('500')
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'failed' } }))
    expect(view().claim).toMatchObject({
      step: 'failed',
      error: 'timeout',
      amount: '500',
      account: MockSenderAddress,
    })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'done' } }))
    expect(createKey).toHaveBeenCalledOnce()
    expect(claim.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-00000001',
      'key-00000001',
    ])
  })

  it('keeps the key when the same request is confirmed again, and drops it once a field changes', async () => {
    const { actor, ready, fill, claim, createKey } = start({
      claim: async () => {
        throw new ApiError('network')
      },
    })
    await ready()
    fill('500')
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'failed' } }))
    actor.send({ type: 'claim.cancel' })
    actor.send({ type: 'amount.change', value: '500' }) // unchanged
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'failed' } }))
    actor.send({ type: 'claim.cancel' })
    actor.send({ type: 'amount.change', value: '501' })
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(
      actor,
      (s) => s.matches({ ready: { claim: 'failed' } }) && claim.mock.calls.length === 3,
    )
    expect(createKey).toHaveBeenCalledTimes(2)
    expect(claim.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-00000001',
      'key-00000001',
      'key-00000002',
    ])
  })

  it('shows a refusal under the field it concerns, and others for the whole form', async () => {
    const { actor, view, ready, fill } = start({
      claim: async () => {
        throw new ApiError('amountTooPrecise', { serverMessage: 'Too many decimals' })
      },
    })
    await ready()
    fill('500')
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'editing' } }))
    expect(view().claim).toMatchObject({
      issues: { amount: 'amountTooPrecise' },
      error: null,
      amount: '500',
    })

    const other = start({ claim: async () => Promise.reject(new ApiError('currencyNotSupported')) })
    await other.ready()
    other.fill('500')
    other.actor.send({ type: 'claim.review' })
    other.actor.send({ type: 'claim.confirm' })
    await waitFor(
      other.actor,
      (s) => s.matches({ ready: { claim: 'editing' } }) && s.context.error !== null,
    )
    expect(other.view().claim).toMatchObject({ issues: {}, error: 'currencyNotSupported' })
  })

  it('names a one-network coin’s network too, and starts a new claim with an empty form', async () => {
    const { actor, view, ready, fill, claim } = start({
      coin: mockBtc,
      load: async () => ({ address: 'tb1q', scale: 8, balance: '0' }),
    })
    await ready()
    fill('0.12345678')
    actor.send({ type: 'claim.review' })
    actor.send({ type: 'claim.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: { claim: 'done' } }))
    expect(claim.mock.calls[0]![0]).toMatchObject({
      currency: 1,
      network: 'BTC',
      amount: '0.12345678',
    })
    actor.send({ type: 'claim.new' })
    expect(view().claim).toMatchObject({ step: 'editing', amount: '', account: '', record: null })
  })

  it('copies the address, says so, then offers to copy again', async () => {
    const { actor, view, ready, copy, emitted, clock } = start()
    await ready()
    actor.send({ type: 'address.copy' })
    await waitFor(actor, (s) => s.matches({ ready: { copy: 'copied' } }))
    expect(copy).toHaveBeenCalledWith(usdtTerms.address)
    expect(emitted).toEqual([{ type: 'copied' }])
    clock.increment(1_500)
    expect(view().copy).toBe('idle')
  })

  it('says when the clipboard refuses', async () => {
    const { actor, view, ready } = start({
      copy: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    })
    await ready()
    actor.send({ type: 'address.copy' })
    await waitFor(actor, (s) => s.matches({ ready: { copy: 'copyFailed' } }))
    expect(view().copy).toBe('failed')
  })

  it('fails when the coin has no address on that network', async () => {
    const { walletApi } = await import('@/api/wallet')
    const spies = [
      vi.spyOn(walletApi, 'depositAddress').mockResolvedValue({ main: 'tb1q' }),
      vi
        .spyOn(walletApi, 'detail')
        .mockResolvedValue(WalletDetail.parse(mockWalletDetail('change', 3))),
    ]
    const actor = createActor(depositMachine, { input: { coin: mockUsdtTrc20 } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toDepositView(actor.getSnapshot()).error).toBe('currencyNotSupported')
    spies.forEach((s) => s.mockRestore())
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(depositMachine, depositSnapshots)).toEqual([])
    expect(toDepositView(depositSnapshots.keying).claim.step).toBe('submitting')
  })
})
