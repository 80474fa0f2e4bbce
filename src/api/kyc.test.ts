import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RealState, readUploadBody } from './contract/kyc'
import { MockRealState } from './contract/kyc.fixtures'
import { sessionErrors } from './credentials'
import { kycApi } from './kyc'
import { kycHandlerList, kycStateHandler } from './msw/kyc'
import { readUploadResponse, uploadLanguage } from './upload'

const server = setupServer(...kycHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('kyc api', () => {
  it('reads real/state as a stage, level and refusal', async () => {
    server.use(kycStateHandler(MockRealState.advancedRejected))
    expect(await kycApi.state()).toMatchObject({
      level: 1,
      stage: 'advancedRejected',
      failCode: 'reviewRejected',
      failReason: 'The reverse picture is blurred.',
      basic: { idType: '1', name: 'Ana Souza', cardId: 'AB1234567' },
      emailBound: true,
      phoneBound: true,
    })
  })

  it('sends a basic submission form-encoded and refuses a bad one with its code', async () => {
    await expect(
      kycApi.submit({ real_type: '1', id_type: '0', name: 'Ana Souza', card_id: 'AB1234567' }),
    ).resolves.toBe('submitted')
    await expect(
      kycApi.submit({ real_type: '1', id_type: '0', name: 'A', card_id: 'AB1234567' }),
    ).rejects.toMatchObject({
      code: 'nameInvalid',
    })
  })
})

describe('real/state stages', () => {
  it('reads the level from the review statuses, not real_status (which is 2 while advanced is pending)', () => {
    const stages = Object.fromEntries(
      Object.entries(MockRealState).map(([key, wire]) => [key, RealState.parse(wire)]),
    )
    expect(stages.basicPending).toMatchObject({ level: 0, stage: 'basicPending' })
    expect(stages.advancedPending).toMatchObject({ level: 1, stage: 'advancedPending' })
    expect(stages.lv2).toMatchObject({ level: 2, stage: 'lv2', failCode: null })
    expect(stages.basicRejectedNoPhone).toMatchObject({
      failCode: 'contactNotBound',
      phoneBound: false,
    })
  })

  it('counts contacts as bound when a backend does not say', () => {
    const { email_bound: _e, phone_bound: _p, ...legacy } = MockRealState.lv1
    expect(RealState.parse(legacy)).toMatchObject({ emailBound: true, phoneBound: true })
  })
})

describe('upload response', () => {
  it('reads JSON, URL-encoded JSON and surrounding whitespace', () => {
    const path = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg'
    const json = JSON.stringify({ type: 'ok', message: path })
    expect(readUploadResponse(200, json)).toBe(path)
    expect(readUploadResponse(200, `\n ${encodeURIComponent(json)} \n`)).toBe(path)
    expect(readUploadBody('not json at all %')).toBeUndefined()
  })

  it('fails with invalidResponse ("failed to parse response data") on anything else', () => {
    const codes = [
      '<html>502</html>',
      '',
      '{"type":"ok"}',
      '{"type":"ok","message":""}',
      '"ok"',
    ].map((text) => {
      try {
        return readUploadResponse(200, text)
      } catch (error) {
        return (error as { code: string }).code
      }
    })
    expect(codes).toEqual(Array(5).fill('invalidResponse'))
    expect(() => readUploadResponse(500, '')).toThrow(expect.objectContaining({ code: 'http' }))
  })

  it('turns refusals into their codes and publishes 999 to the session', () => {
    expect(() =>
      readUploadResponse(
        200,
        JSON.stringify({ type: 'error', code: 'fileTooLarge', message: 'big' }),
      ),
    ).toThrow(expect.objectContaining({ code: 'fileTooLarge', serverMessage: 'big' }))
    const heard: string[] = []
    const off = sessionErrors.subscribe((code) => heard.push(code))
    expect(() =>
      readUploadResponse(200, JSON.stringify({ type: '999', message: 'log in' })),
    ).toThrow(expect.objectContaining({ code: 'sessionExpired' }))
    off()
    expect(heard).toEqual(['sessionExpired'])
  })

  it('names the language the way the upload endpoint wants it', () => {
    expect([
      uploadLanguage('zh'),
      uploadLanguage('hk'),
      uploadLanguage('pt'),
      uploadLanguage('??'),
    ]).toEqual(['zh-cn', 'zh-tw', 'en', 'en'])
  })
})
