import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { SecurityInfo } from '@/api/contract/auth-security'
import { securitySnapshots } from './security.fixtures'
import { securityMachine } from './security.machine'
import { maskEmail, maskPhone, toSecurityView } from './security.view'

const INFO: SecurityInfo = {
  email: 'ana@example.com',
  phone: '+8613800138000',
  area_code: '86',
  has_pay_password: true,
}

function start(fetchInfo: () => Promise<SecurityInfo>) {
  const fn = vi.fn(fetchInfo)
  const actor = createActor(
    securityMachine.provide({ actors: { fetchInfo: fromPromise(fn) } }),
  ).start()
  return { actor, fetchInfo: fn }
}

describe('security', () => {
  it('loads what is bound and shows it masked', async () => {
    const { actor } = start(async () => INFO)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(toSecurityView(actor.getSnapshot())).toEqual({
      status: 'ready',
      email: 'a***@example.com',
      phone: '+86 138****8000',
      hasPayPassword: true,
      error: null,
    })
  })

  it('fails with the error code and loads again on retry', async () => {
    let calls = 0
    const { actor } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return INFO
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toSecurityView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'network',
    })
    actor.send({ type: 'info.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('leaves an expired session to the session machine', async () => {
    const { actor } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toSecurityView(actor.getSnapshot()).error).toBeNull()
  })

  it('masks addresses without losing what identifies them', () => {
    expect(maskEmail('ana@example.com')).toBe('a***@example.com')
    expect(maskPhone('+447700900123', '44')).toBe('+44 770****0123')
    expect(maskPhone('+85261234567', '852')).toBe('+852 612****4567')
    expect(maskPhone('+3541234567', '354')).toBe('+354 ****67')
  })

  it('has a fixture for every state', () => {
    const states = new Set(Object.values(securitySnapshots).map((s) => String(s.value)))
    expect([...states].sort()).toEqual(Object.keys(securityMachine.root.states).sort())
  })
})
