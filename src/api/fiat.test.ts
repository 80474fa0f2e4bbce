import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { credentials } from './credentials'
import { FIAT_RATES_URL, fiatApi } from './fiat'
import { fiatHandlerList, fiatScenarios } from './msw/fiat'

const server = setupServer(...fiatHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('fiat api', () => {
  it('asks the API base’s fiat/rates when VITE_FIAT_RATES_URL is not set', () => {
    expect(FIAT_RATES_URL).toBe('http://sandbox.test/api/fiat/rates')
  })

  it('reads the rate table, eleven currencies as decimal strings', async () => {
    const table = await fiatApi.rates()
    expect(table.base).toBe('USD')
    expect(Object.keys(table.rates)).toHaveLength(11)
    expect(table.rates).toMatchObject({ USD: '1', EUR: '0.8478', VND: '26125' })
  })

  it('sends neither token nor lang to the rate service', async () => {
    credentials.setToken('0123456789abcdef0123456789abcdef')
    let seen: Request | undefined
    server.events.on('request:start', ({ request }) => void (seen = request))
    await fiatApi.rates()
    expect(seen?.headers.get('authorization')).toBeNull()
    expect(new URL(seen!.url).search).toBe('')
    server.events.removeAllListeners()
    credentials.setToken(null)
  })

  it.each([
    ['ratesDown', 'network'],
    ['ratesHttpError', 'http'],
    ['ratesBroken', 'invalidResponse'],
  ] as const)('maps %s to %s', async (scenario, code) => {
    server.use(fiatScenarios[scenario])
    await expect(fiatApi.rates()).rejects.toMatchObject({ name: 'ApiError', code })
  })
})
