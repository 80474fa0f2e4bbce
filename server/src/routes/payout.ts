/**
 * Payout methods (api-reference §3.4; design notes in src/api/contract/payout.ts): bank cards
 * (domestic and international) and the withdrawal address book. Every route needs a session and
 * only ever reads, changes or deletes the caller's own rows: another user's id is `notFound`.
 * A refused field answers `parameterError` with the field's own sentence from
 * locales/<tag>/payout.json; a full or duplicate address book answers its sentence without a code.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  ADDRESS_BOOK_LIMIT,
  DeleteRequest,
  PageRequest,
  SaveAddressRequest,
  SaveDomesticCardRequest,
  SaveInternationalCardRequest,
  internationalFields,
  isPayoutIssue,
  networkOf,
  type DomesticCardWire,
  type InternationalCardInfo,
  type WithdrawAddressWire,
} from '../../../src/api/contract/payout'
import { langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import type { AddressRow, BankCardRow } from '../repositories/payout'
import { text } from '../text'
import { parseInput, type FieldSentences } from '../validation'

const payoutFields: FieldSentences = { namespace: 'payout', isKey: isPayoutIssue }

/** Epoch ms → the backend's `Y-m-d H:i:s` (UTC). */
const dateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

function toDomestic(row: BankCardRow): DomesticCardWire {
  const { id, real_name, bank_account, bank_name, bank_branch } = row
  return { id, real_name, bank_account, bank_name, bank_branch, bank_dizhi: row.bank_city }
}

const internationalColumn = {
  realName: 'real_name',
  accountNumber: 'bank_account',
  bankName: 'bank_name',
  bankNetwork: 'bank_network',
  swiftCode: 'swift_code',
  abaNumber: 'aba_number',
  phone: 'phone',
  address: 'address',
} as const satisfies Record<(typeof internationalFields)[number], keyof BankCardRow>

function toInternational(
  row: BankCardRow | undefined,
  lang: string | undefined,
): InternationalCardInfo {
  return {
    id: row?.id ?? null,
    forms: internationalFields.map((f) => text('payout', `card.${f}.label`, lang)),
    data: row ? internationalFields.map((f) => row[internationalColumn[f]]) : [],
  }
}

function toAddress(row: AddressRow): WithdrawAddressWire {
  return {
    id: row.id,
    user_id: row.user_id,
    currency: row.currency,
    currency_name: row.currency_name,
    type: row.network,
    name: row.name,
    address: row.address,
    qrcode: row.qrcode,
    created_at: dateTime(row.created_at),
    updated_at: dateTime(row.updated_at),
  }
}

const ANY = ['GET', 'POST'] as const

export const payoutRoutes: FastifyPluginAsync = async (app) => {
  const { payout, uploads } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  app.post('/user/cash_save', auth, async (request) => {
    const v = parseInput(SaveDomesticCardRequest, request, payoutFields)
    const row = payout.saveCard(
      request.user!.id,
      'domestic',
      {
        real_name: v.real_name,
        bank_account: v.bank_account,
        bank_name: v.bank_name,
        bank_branch: v.bank_branch,
        bank_city: v.bank_dizhi,
      },
      now(),
    )
    return ok(toDomestic(row))
  })

  app.route({
    method: [...ANY],
    url: '/user/cash_info',
    ...auth,
    handler: async (request) => {
      const row = payout.card(request.user!.id, 'domestic')
      return ok(row ? toDomestic(row) : null)
    },
  })

  app.post('/user/cash_save_international', auth, async (request) => {
    const v = parseInput(SaveInternationalCardRequest, request, payoutFields)
    const values = Object.fromEntries(
      internationalFields.map((f) => [internationalColumn[f], v[f]]),
    )
    const row = payout.saveCard(request.user!.id, 'international', values as never, now())
    return ok(toInternational(row, langOf(request)))
  })

  app.route({
    method: [...ANY],
    url: '/user/cash_info_international',
    ...auth,
    handler: async (request) =>
      ok(toInternational(payout.card(request.user!.id, 'international'), langOf(request))),
  })

  app.post('/user/cash_del', auth, async (request) => {
    const { id } = parseInput(DeleteRequest, request)
    if (!payout.deleteCard(request.user!.id, id)) throw new Refusal('notFound')
    return ok({ id })
  })

  app.post('/user/wallet/save', auth, async (request) => {
    const v = parseInput(SaveAddressRequest, request, payoutFields)
    const userId = request.user!.id
    const network = networkOf(v.currency, v.type)!
    const values = {
      currency: v.currency,
      network: network.type,
      name: v.name,
      address: v.address,
      qrcode: v.qrcode,
    }
    if (v.id !== undefined && !payout.address(userId, v.id)) throw new Refusal('notFound')
    // a QR picture must be one this user uploaded
    if (v.qrcode !== '' && !uploads.findOwned(userId, v.qrcode.slice('/uploads/'.length))) {
      throw new Refusal('parameterError', { text: ['payout', 'address.qrcode.invalid'] })
    }
    if (payout.hasDuplicate(userId, values, v.id)) {
      throw new Refusal(null, { text: ['payout', 'address.exists'] })
    }
    if (v.id !== undefined) return ok(toAddress(payout.updateAddress(userId, v.id, values, now())!))
    if (payout.countAddresses(userId) >= ADDRESS_BOOK_LIMIT) {
      throw new Refusal(null, {
        text: ['payout', 'address.limit'],
        params: { count: ADDRESS_BOOK_LIMIT },
      })
    }
    return ok(toAddress(payout.addAddress(userId, values, now())))
  })

  app.get('/user/wallet/list', auth, async (request) => {
    const { page, limit } = parseInput(PageRequest, request)
    const userId = request.user!.id
    const total = payout.countAddresses(userId)
    const rows = payout.addresses(userId, limit, (page - 1) * limit)
    return ok({
      data: rows.map(toAddress),
      page,
      pages: Math.max(1, Math.ceil(total / limit)),
      total,
    })
  })

  app.post('/user/wallet/del', auth, async (request) => {
    const { id } = parseInput(DeleteRequest, request)
    if (!payout.deleteAddress(request.user!.id, id)) throw new Refusal('notFound')
    return ok({ id })
  })
}

export const routes = routeModule(payoutRoutes, { prefix: '/api' })
