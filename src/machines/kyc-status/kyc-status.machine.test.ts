import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { RealState } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { kycStatusSnapshots } from './kyc-status.fixtures'
import { kycStatusMachine } from './kyc-status.machine'
import { toKycStatusView } from './kyc-status.view'

function start(answers: Array<() => Promise<unknown>>) {
  let n = 0
  const machine = kycStatusMachine.provide({
    actors: { fetchStatus: fromPromise(async () => RealState.parse(await answers[n++]!())) },
  })
  return createActor(machine).start()
}

describe('verification status', () => {
  it('shows where the user stands, identity number masked', async () => {
    const actor = start([async () => MockRealState.advancedRejected])
    await waitFor(actor, (s) => s.matches('ready'))
    const view = toKycStatusView(actor.getSnapshot())
    expect(view).toMatchObject({
      status: 'ready',
      level: 1,
      stage: 'advancedRejected',
      failReason: 'The reverse picture is blurred.',
    })
    expect(view.identity?.cardId).not.toBe(RealState.parse(MockRealState.lv1).basic?.cardId)
  })

  it('retries a failed read, and reads again on refresh', async () => {
    const actor = start([
      async () => Promise.reject(new ApiError('network')),
      async () => MockRealState.basicPending,
      async () => MockRealState.lv1,
    ])
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toKycStatusView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'network',
    })
    actor.send({ type: 'status.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(toKycStatusView(actor.getSnapshot()).stage).toBe('basicPending')
    actor.send({ type: 'status.refresh' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.status?.stage === 'lv1')
  })

  it('has a snapshot for every state', () => {
    expect(uncoveredLeaves(kycStatusMachine, kycStatusSnapshots)).toEqual([])
    expect(toKycStatusView(kycStatusSnapshots.unverified)).toMatchObject({
      level: 0,
      phoneBound: false,
      identity: null,
    })
  })
})
