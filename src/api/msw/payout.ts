/**
 * MSW handlers for payout methods (stories and unit tests). `createPayoutMock()` keeps its own
 * cards and address book in memory, so a story that saves and then lists sees its change; the
 * requests are validated with the contract, as the sandbox does.
 */
import { delay, http, HttpResponse } from 'msw'
import { safeParse } from 'zod/mini'
import type { Schema } from '@/api/contract/common'
import {
  DeleteRequest,
  SaveAddressRequest,
  SaveDomesticCardRequest,
  SaveInternationalCardRequest,
  internationalFields,
  isPayoutIssue,
  networkOf,
  type DomesticCardWire,
  type InternationalCardInfo,
  type WithdrawAddressWire,
} from '@/api/contract/payout'
import {
  MockAddresses,
  MockDomesticCard,
  MockInternationalCard,
  MockInternationalLabels,
} from '@/api/contract/payout.fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

/** The sandbox's refusal of a field: `parameterError` plus the field's sentence (here its key). */
async function parse<S extends Schema>(schema: S, request: Request) {
  const result = safeParse(schema, await readBody(request))
  if (result.success) return { data: result.data, refusal: null }
  const message = result.error.issues[0]?.message
  return {
    data: null,
    refusal: HttpResponse.json({
      type: 'error',
      code: 'parameterError',
      message: isPayoutIssue(message) ? message : 'parameterError',
    }),
  }
}

export interface PayoutMockState {
  domestic?: DomesticCardWire | null
  international?: InternationalCardInfo
  addresses?: WithdrawAddressWire[]
}

export function createPayoutMock(initial: PayoutMockState = {}) {
  let domestic = initial.domestic === undefined ? MockDomesticCard : initial.domestic
  let international = initial.international ?? MockInternationalCard
  let addresses = [...(initial.addresses ?? MockAddresses)]
  let nextId = 900

  const handlers = {
    cashInfo: http.post(api('user/cash_info'), () => ok(domestic)),
    cashSave: http.post(api('user/cash_save'), async ({ request }) => {
      const { data, refusal } = await parse(SaveDomesticCardRequest, request)
      if (!data) return refusal
      domestic = { id: domestic?.id ?? nextId++, ...data }
      return ok(domestic)
    }),
    internationalInfo: http.post(api('user/cash_info_international'), () => ok(international)),
    internationalSave: http.post(api('user/cash_save_international'), async ({ request }) => {
      const { data, refusal } = await parse(SaveInternationalCardRequest, request)
      if (!data) return refusal
      international = {
        id: international.id ?? nextId++,
        forms: MockInternationalLabels,
        data: internationalFields.map((f) => data[f]),
      }
      return ok(international)
    }),
    cashDelete: http.post(api('user/cash_del'), async ({ request }) => {
      const { data, refusal } = await parse(DeleteRequest, request)
      if (!data) return refusal
      if (domestic?.id === data.id) domestic = null
      else if (international.id === data.id)
        international = { ...international, id: null, data: [] }
      else return fail('notFound')
      return ok({ id: data.id })
    }),
    addresses: http.get(api('user/wallet/list'), () =>
      ok({ data: addresses, page: 1, pages: 1, total: addresses.length }),
    ),
    saveAddress: http.post(api('user/wallet/save'), async ({ request }) => {
      const { data, refusal } = await parse(SaveAddressRequest, request)
      if (!data) return refusal
      const network = networkOf(data.currency, data.type)!
      if (
        addresses.some(
          (a) => a.currency === data.currency && a.type === data.type && a.address === data.address,
        )
      ) {
        return HttpResponse.json({
          type: 'error',
          message: 'This address is already in your address book',
        })
      }
      const saved: WithdrawAddressWire = {
        id: nextId++,
        user_id: 1001,
        currency: data.currency,
        currency_name: network.currencyName,
        type: data.type,
        name: data.name,
        address: data.address,
        qrcode: data.qrcode,
        created_at: '2025-03-01 00:00:00',
        updated_at: '2025-03-01 00:00:00',
      }
      addresses = [saved, ...addresses]
      return ok(saved)
    }),
    deleteAddress: http.post(api('user/wallet/del'), async ({ request }) => {
      const { data, refusal } = await parse(DeleteRequest, request)
      if (!data) return refusal
      if (!addresses.some((a) => a.id === data.id)) return fail('notFound')
      addresses = addresses.filter((a) => a.id !== data.id)
      return ok({ id: data.id })
    }),
  }
  return { handlers, list: Object.values(handlers) }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const payoutHandlerList = () => createPayoutMock().list

const pending = (method: 'get' | 'post', path: string) =>
  http[method](api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const down = (method: 'get' | 'post', path: string) =>
  http[method](api(path), () => HttpResponse.error())

export const payoutScenarios = {
  addressesPending: pending('get', 'user/wallet/list'),
  addressesDown: down('get', 'user/wallet/list'),
  saveAddressPending: pending('post', 'user/wallet/save'),
  saveAddressDown: down('post', 'user/wallet/save'),
  deleteAddressDown: down('post', 'user/wallet/del'),
  cardPending: pending('post', 'user/cash_info'),
  cardDown: down('post', 'user/cash_info'),
  saveCardPending: pending('post', 'user/cash_save'),
  saveCardDown: down('post', 'user/cash_save'),
  deleteCardDown: down('post', 'user/cash_del'),
}
