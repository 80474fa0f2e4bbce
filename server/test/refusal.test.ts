/**
 * One refusal type, one error plugin: every kind of `Refusal` answers HTTP 200 with the envelope
 * bytes the sandbox has always sent (key order included).
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import errorsEn from '../../locales/en/errors.json'
import payoutEn from '../../locales/en/payout.json'
import settingsEn from '../../locales/en/settings.json'
import { registerErrorHandling } from '../src/plugins/errors'
import { Refusal } from '../src/refusal'

const refusals: Record<string, Refusal> = {
  plain: new Refusal('insufficientBalance'),
  throttled: new Refusal('loginLocked', { retryAfterSeconds: 61.2 }),
  verification: new Refusal('verificationRequired'),
  paymentInfo: new Refusal('paymentInfoRequired'),
  field: new Refusal('parameterError', { text: ['settings', 'profile.avatar.invalid'] }),
  uncoded: new Refusal(null, { text: ['payout', 'address.limit'], params: { count: 20 } }),
}

let app: FastifyInstance
beforeAll(async () => {
  app = Fastify()
  registerErrorHandling(app, false)
  app.get('/refuse/:kind', async (request) => {
    throw refusals[(request.params as { kind: string }).kind]
  })
  await app.ready()
})
afterAll(() => app.close())

async function answer(kind: string) {
  const response = await app.inject({ method: 'GET', url: `/refuse/${kind}?lang=en` })
  return { status: response.statusCode, body: response.body }
}

describe('the error plugin answers a Refusal', () => {
  it('with its code and errors:<code>', async () => {
    expect(await answer('plain')).toEqual({
      status: 200,
      body: `{"type":"error","code":"insufficientBalance","message":${JSON.stringify(errorsEn.insufficientBalance)}}`,
    })
  })

  it('with the wait of a throttling code', async () => {
    const message = errorsEn.loginLocked.replace('{{minutes}}', '2')
    expect(await answer('throttled')).toEqual({
      status: 200,
      body: `{"type":"error","code":"loginLocked","message":${JSON.stringify(message)},"retry_after":62}`,
    })
  })

  it('with envelope types 998 and 997, without a code', async () => {
    expect(await answer('verification')).toEqual({
      status: 200,
      body: `{"type":"998","message":${JSON.stringify(errorsEn.verificationRequired)}}`,
    })
    expect(await answer('paymentInfo')).toEqual({
      status: 200,
      body: `{"type":"997","message":${JSON.stringify(errorsEn.paymentInfoRequired)}}`,
    })
  })

  it("with a refused field's own sentence", async () => {
    expect(await answer('field')).toEqual({
      status: 200,
      body: `{"type":"error","code":"parameterError","message":${JSON.stringify(settingsEn['profile.avatar.invalid'])}}`,
    })
  })

  it('without a code when it has none', async () => {
    const message = payoutEn['address.limit'].replace('{{count}}', '20')
    expect(await answer('uncoded')).toEqual({
      status: 200,
      body: `{"type":"error","message":${JSON.stringify(message)}}`,
    })
  })
})
