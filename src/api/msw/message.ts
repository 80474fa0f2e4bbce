/**
 * MSW handlers for the message centre (stories and unit tests). `createMessageMock()` keeps its
 * messages and their read state in memory, as the sandbox does: reading a message in a story
 * lowers the unread count the next request sees. Requests are validated with the contract.
 */
import { delay, http, HttpResponse } from 'msw'
import {
  MessageDetailRequest,
  MessageListRequest,
  type MessageDetailWire,
} from '@/api/contract/message'
import { MockMessageDetails, messagePage } from '@/api/contract/message.fixtures'
import { fail, ok } from './envelope'

const api = (path: string) => `*/api/${path}`
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

export function createMessageMock(initial: MessageDetailWire[] = MockMessageDetails) {
  let messages = initial.map((m) => ({ ...m }))
  const unread = () => messages.filter((m) => Number(m.status) === 0).length

  const handlers = {
    count: http.get(api('message/getCount'), () => ok(unread())),
    list: http.get(api('message/getList'), ({ request }) => {
      const parsed = MessageListRequest.safeParse(query(request))
      if (!parsed.success) return fail('parameterError')
      return ok(messagePage(messages, parsed.data.page, parsed.data.limit))
    }),
    detail: http.get(api('message/detail'), ({ request }) => {
      const parsed = MessageDetailRequest.safeParse(query(request))
      if (!parsed.success) return fail('parameterError')
      const found = messages.find((m) => m.id === parsed.data.id)
      if (!found) return fail('notFound')
      found.status = 1
      return ok(found)
    }),
    readAll: http.post(api('message/readAll'), () => {
      const count = unread()
      messages = messages.map((m) => ({ ...m, status: 1 }))
      return ok({ count })
    }),
  }
  return { handlers, list: Object.values(handlers), unread }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const messageHandlerList = () => createMessageMock().list

const pending = (method: 'get' | 'post', path: string) =>
  http[method](api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const down = (method: 'get' | 'post', path: string) =>
  http[method](api(path), () => HttpResponse.error())

export const messageScenarios = {
  countPending: pending('get', 'message/getCount'),
  countDown: down('get', 'message/getCount'),
  listPending: pending('get', 'message/getList'),
  listDown: down('get', 'message/getList'),
  /** The first page answers; every later page fails. */
  morePagesDown: (list: MessageDetailWire[]) =>
    http.get(api('message/getList'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
      return page > 1 ? HttpResponse.error() : ok(messagePage(list, 1))
    }),
  detailPending: pending('get', 'message/detail'),
  detailDown: down('get', 'message/detail'),
  readAllDown: down('post', 'message/readAll'),
}
