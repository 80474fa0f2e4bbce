/**
 * The three failure handlers every domain mock offers for its stories and tests, over its table
 * of endpoints (`name: [method, path]`): `pending` never answers (a loading story), `down` fails
 * at the network (the client's `network` code), `refused` answers a business refusal whatever
 * was asked; `slow` delays an endpoint by `ms` and lets the handlers after it answer (a resolver
 * that returns nothing makes MSW go on to the next matching handler: put it before the mock's list).
 */
import { delay, http, HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import { fail, ok } from './envelope'

export type Method = 'get' | 'post'

export function endpointScenarios<E extends string>(
  paths: Record<E, readonly [Method, string]>,
  urlOf: (path: string) => string,
) {
  const route = (endpoint: E) => {
    const [method, path] = paths[endpoint]
    return { method, url: urlOf(path) }
  }
  return {
    pending: (endpoint: E) => {
      const { method, url } = route(endpoint)
      return http[method](url, async () => {
        await delay('infinite')
        return ok(null)
      })
    },
    down: (endpoint: E) => {
      const { method, url } = route(endpoint)
      return http[method](url, () => HttpResponse.error())
    },
    refused: (endpoint: E, code: BusinessErrorCode) => {
      const { method, url } = route(endpoint)
      return http[method](url, () => fail(code))
    },
    slow: (endpoint: E, ms: number) => {
      const { method, url } = route(endpoint)
      return http[method](url, async () => {
        await delay(ms)
      })
    },
  }
}
