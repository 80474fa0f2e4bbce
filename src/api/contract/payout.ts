/**
 * Payout methods (api-reference §3.4; spec §3 bank card and wallet address, §5 validation):
 * the user's domestic bank card, international bank card and withdrawal address book.
 *
 * Field rules are zod checks whose messages are `payout` translation keys (`payoutIssues`), so
 * the forms and the sandbox refuse the same input with the same sentence. The sandbox answers a
 * refused field with `{ type: 'error', code: 'parameterError', message: <that sentence> }`.
 *
 * Designed here where the reference is silent:
 * - Bank cards (one domestic and one international per user; saving again replaces it). Every
 *   field is required (spec §5). Domestic (`user/cash_save`): real_name, bank_account (card
 *   number, digits), bank_name, bank_branch, bank_dizhi (city of account). The e-wallet fields
 *   of the original (alipay_*, wechat_*, bank_id) are not part of the spec and are ignored.
 *   International (`user/cash_save_international`, `data` = the values joined by newlines in
 *   the order of `internationalFields`): real name, card or account number (an IBAN is checked
 *   with its mod-97 digits), bank name, bank network, SWIFT code, ABA number (9 digits with its
 *   checksum), phone, cardholder address. `cash_info_international` answers `forms` (the labels,
 *   in the request's language, in that same order), `data` ([] when none is saved) and `id`.
 * - `cash_info` answers the card or null; `POST user/cash_del { id }` (not in the reference)
 *   deletes one of the caller's own cards; anyone else's id is `notFound`.
 * - Withdrawal addresses: `type` is the network (`withdrawNetworks`: BTC, ETH on ERC20, USDT on
 *   ERC20 or TRC20) and the address must have that network's format. `name` is the user's label
 *   for the address (the original ignored it and sent the currency's name under `name`; here
 *   that is `currency_name`). `qrcode` is optional: the path of a picture the same user
 *   uploaded (`POST upload`, `/uploads/<name>`); anything else is refused.
 *   At most ADDRESS_BOOK_LIMIT addresses per user; the same coin, network and address twice is refused.
 *   Those two refusals carry no `code` (no shared error code fits): `message` is the sentence,
 *   which the client shows as it is.
 *   `user/wallet/list` is Custom A paging; `POST user/wallet/del { id }` (not in the reference)
 *   deletes one of the caller's own addresses.
 */
import * as z from 'zod/mini'
import { WireInt } from './common'
import { UPLOAD_PATH } from './kyc'

export const ADDRESS_BOOK_LIMIT = 20
export const PAGE_LIMIT_MAX = 50

/** Every message a payout field can be refused with: keys of the `payout` namespace. */
export const payoutIssues = [
  'address.address.invalid',
  'address.address.required',
  'address.exists',
  'address.limit',
  'address.name.invalid',
  'address.name.required',
  'address.network.required',
  'address.qrcode.invalid',
  'card.abaNumber.invalid',
  'card.abaNumber.required',
  'card.accountNumber.invalid',
  'card.accountNumber.required',
  'card.address.invalid',
  'card.address.required',
  'card.bankBranch.invalid',
  'card.bankBranch.required',
  'card.bankCity.invalid',
  'card.bankCity.required',
  'card.bankName.invalid',
  'card.bankName.required',
  'card.bankNetwork.invalid',
  'card.bankNetwork.required',
  'card.cardNumber.invalid',
  'card.cardNumber.required',
  'card.phone.invalid',
  'card.phone.required',
  'card.realName.invalid',
  'card.realName.required',
  'card.swiftCode.invalid',
  'card.swiftCode.required',
  'form.specialCharacters',
] as const
export type PayoutIssue = (typeof payoutIssues)[number]
const issueSet = new Set<string>(payoutIssues)
export const isPayoutIssue = (value: unknown): value is PayoutIssue =>
  typeof value === 'string' && issueSet.has(value)

/* ---------- field rules ---------- */

/** Letters of any script, marks, digits, spaces and the punctuation of names and addresses. */
const TEXT = /^[\p{L}\p{M}\p{N} &()',./#·:-]*$/u
/** A person's name: letters of any script, spaces, dots, apostrophes, hyphens. */
const PERSON = /^[\p{L}\p{M} .'·-]*$/u

const compact = z.transform((v: string) => v.replace(/[\s-]/g, '').toUpperCase())

function text(prefix: string, min: number, max: number, allowed = TEXT) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${prefix}.required`),
      z.regex(allowed, 'form.specialCharacters'),
      z.minLength(min, `${prefix}.invalid`),
      z.maxLength(max, `${prefix}.invalid`),
    )
}

/** Required, then spaces and hyphens removed, upper-cased, and matched against `pattern`. */
function code(prefix: string, pattern: RegExp, extra?: (v: string) => boolean) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, `${prefix}.required`)),
    z.pipe(
      compact,
      z.string().check(
        z.regex(pattern, `${prefix}.invalid`),
        // the extra rule (a checksum) only speaks once the shape is right
        z.refine((v) => !extra || !pattern.test(v) || extra(v), `${prefix}.invalid`),
      ),
    ),
  )
}

/** IBAN mod-97 (ISO 13616): the rearranged digits leave 1. */
export function isValidIban(value: string): boolean {
  const rearranged = value.slice(4) + value.slice(0, 4)
  let rest = 0
  for (const ch of rearranged) {
    const n = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch)
    rest = Number(`${rest}${n}`) % 97
  }
  return rest === 1
}

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAba(value: string): boolean {
  const d = [...value].map(Number)
  const sum = [3, 7, 1, 3, 7, 1, 3, 7, 1].reduce((acc, weight, i) => acc + weight * d[i]!, 0)
  return sum % 10 === 0
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/
const isIbanLike = (v: string) => /^[A-Z]{2}\d{2}/.test(v)

/** Each card field's rule, by the form's field name. */
export const cardFieldRules = {
  realName: text('card.realName', 2, 50, PERSON),
  cardNumber: code('card.cardNumber', /^\d{8,30}$/),
  accountNumber: code('card.accountNumber', /^[A-Z0-9]{5,34}$/, (v) =>
    isIbanLike(v) ? IBAN.test(v) && isValidIban(v) : /^\d+$/.test(v),
  ),
  bankName: text('card.bankName', 2, 100),
  bankBranch: text('card.bankBranch', 2, 100),
  bankCity: text('card.bankCity', 2, 50),
  bankNetwork: text('card.bankNetwork', 2, 50),
  swiftCode: code('card.swiftCode', /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  abaNumber: code('card.abaNumber', /^\d{9}$/, isValidAba),
  phone: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'card.phone.required')),
    z.pipe(
      z.transform((v: string) => v.replace(/[\s()-]/g, '')),
      z.string().check(z.regex(/^\+?\d{6,20}$/, 'card.phone.invalid')),
    ),
  ),
  address: text('card.address', 5, 200),
}
export type CardField = keyof typeof cardFieldRules
export type CardKind = 'domestic' | 'international'

/** The fields of each form, in the order they are shown (and, internationally, sent). */
export const domesticFields = [
  'realName',
  'cardNumber',
  'bankName',
  'bankBranch',
  'bankCity',
] as const satisfies readonly CardField[]
export const internationalFields = [
  'realName',
  'accountNumber',
  'bankName',
  'bankNetwork',
  'swiftCode',
  'abaNumber',
  'phone',
  'address',
] as const satisfies readonly CardField[]
export const cardFields: Record<CardKind, readonly CardField[]> = {
  domestic: domesticFields,
  international: internationalFields,
}

export type CardValues = Partial<Record<CardField, string>>

/* ---------- domestic card: user/cash_save, user/cash_info ---------- */

/** The wire name of each domestic field. */
export const domesticWireKeys = {
  realName: 'real_name',
  cardNumber: 'bank_account',
  bankName: 'bank_name',
  bankBranch: 'bank_branch',
  bankCity: 'bank_dizhi',
} as const satisfies Record<(typeof domesticFields)[number], string>

export const SaveDomesticCardRequest = z.object({
  real_name: cardFieldRules.realName,
  bank_account: cardFieldRules.cardNumber,
  bank_name: cardFieldRules.bankName,
  bank_branch: cardFieldRules.bankBranch,
  bank_dizhi: cardFieldRules.bankCity,
})
export type SaveDomesticCardRequest = z.output<typeof SaveDomesticCardRequest>

export const DomesticCard = z.object({
  id: WireInt,
  real_name: z.string(),
  bank_account: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  bank_dizhi: z.string(),
})
export type DomesticCard = z.infer<typeof DomesticCard>
export type DomesticCardWire = z.input<typeof DomesticCard>

/** `user/cash_info`: the card, or null when none is saved. */
export const DomesticCardInfo = z.nullable(DomesticCard)

/* ---------- international card: user/cash_save_international, user/cash_info_international ---------- */

/** The form values in `internationalFields` order, joined by newlines (the `data` field). */
export const joinInternational = (values: CardValues) =>
  internationalFields.map((f) => (values[f] ?? '').replace(/[\r\n]+/g, ' ')).join('\n')

const InternationalValues = z.object(
  Object.fromEntries(internationalFields.map((f) => [f, cardFieldRules[f]])) as {
    [F in (typeof internationalFields)[number]]: (typeof cardFieldRules)[F]
  },
)

/** `data` must hold exactly one line per field; each line is checked by its field's rule. */
export const SaveInternationalCardRequest = z.pipe(
  z.object({
    data: z
      .string()
      .check(
        z.refine((v) => v.split('\n').length === internationalFields.length, 'parameterError'),
      ),
  }),
  z.pipe(
    z.transform(({ data }: { data: string }) => {
      const lines = data.split('\n')
      return Object.fromEntries(internationalFields.map((f, i) => [f, lines[i] ?? '']))
    }),
    InternationalValues,
  ),
)
export type InternationalCardValues = z.output<typeof InternationalValues>

export const InternationalCardInfo = z.object({
  /** null when no card is saved. */
  id: z.nullable(WireInt),
  /** One label per line, in the request's language. */
  forms: z.array(z.string()),
  /** The saved values in `internationalFields` order; [] when none is saved. */
  data: z.array(z.string()),
})
export type InternationalCardInfo = z.infer<typeof InternationalCardInfo>

export const DeleteRequest = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })
export const DeletedId = z.object({ id: WireInt })

/* ---------- withdrawal addresses: user/wallet/save, user/wallet/list, user/wallet/del ---------- */

/** Where withdrawals can go: a coin on a network, each with its address format. */
export const withdrawNetworks = [
  { key: 'BTC', currency: 1, currencyName: 'BTC', type: 'BTC' },
  { key: 'ETH-ERC20', currency: 2, currencyName: 'ETH', type: 'ERC20' },
  { key: 'USDT-ERC20', currency: 3, currencyName: 'USDT', type: 'ERC20' },
  { key: 'USDT-TRC20', currency: 3, currencyName: 'USDT', type: 'TRC20' },
] as const
export type WithdrawNetwork = (typeof withdrawNetworks)[number]
export type NetworkKey = WithdrawNetwork['key']
export type NetworkType = WithdrawNetwork['type']

const addressFormats: Record<NetworkType, RegExp> = {
  // legacy (1…, 3…) base58 or bech32 (bc1…)
  BTC: /^([13][a-km-zA-HJ-NP-Z1-9]{25,34}|bc1[ac-hj-np-z02-9]{11,71})$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
}

export const networkOf = (currency: number, type: string): WithdrawNetwork | undefined =>
  withdrawNetworks.find((n) => n.currency === currency && n.type === type)

export const networkByKey = (key: string): WithdrawNetwork | undefined =>
  withdrawNetworks.find((n) => n.key === key)

export const isAddressOf = (type: NetworkType, address: string) =>
  addressFormats[type].test(address)

export const AddressName = text('address.name', 1, 20)
export const AddressText = z.string().check(z.trim(), z.minLength(1, 'address.address.required'))

export const SaveAddressRequest = z
  .object({
    id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    currency: z.coerce.number().check(z.int(), z.positive('address.network.required')),
    type: z.string().check(z.trim(), z.minLength(1, 'address.network.required')),
    name: AddressName,
    address: AddressText,
    qrcode: z._default(
      z.optional(
        z.string().check(
          z.trim(),
          z.refine((v) => v === '' || UPLOAD_PATH.test(v), 'address.qrcode.invalid'),
        ),
      ),
      '',
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const network = networkOf(v.currency, v.type)
      if (!network) {
        ctx.issues.push({
          code: 'custom',
          path: ['type'],
          message: 'address.network.required',
          input: v,
        })
      } else if (v.address !== '' && !isAddressOf(network.type, v.address)) {
        ctx.issues.push({
          code: 'custom',
          path: ['address'],
          message: 'address.address.invalid',
          input: v,
        })
      }
    }),
  )
/** What the client sends to `user/wallet/save`. */
export interface SaveAddressRequest {
  id?: number
  currency: number
  type: string
  name: string
  address: string
  qrcode?: string
}

export const WithdrawAddress = z.object({
  id: WireInt,
  user_id: WireInt,
  currency: WireInt,
  currency_name: z.string(),
  type: z.string(),
  name: z.string(),
  address: z.string(),
  qrcode: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v: string | null | undefined) => v ?? ''),
  ),
  created_at: z.string(),
  updated_at: z.string(),
})
export type WithdrawAddress = z.infer<typeof WithdrawAddress>
export type WithdrawAddressWire = z.input<typeof WithdrawAddress>

/** `page` (from 1) and `limit` (1…PAGE_LIMIT_MAX, default 10), as the reference's lists take. */
export const PageRequest = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(PAGE_LIMIT_MAX)), 10),
})

/** Custom A paging (api-reference §1.3): `{ data[], page, pages, total }`, `pages` the last page. */
export const PageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), page: WireInt, pages: WireInt, total: WireInt })

export const AddressPage = PageOf(WithdrawAddress)
export type AddressPage = z.infer<typeof AddressPage>

/* ---------- the client's one card shape ---------- */

/** A saved card of either kind, as the forms use it: the row id and the values by field. */
export interface BankCard {
  id: number
  values: CardValues
}

/** `user/cash_info` → BankCard | null. */
export const DomesticBankCard = z.pipe(
  DomesticCardInfo,
  z.transform((card: DomesticCard | null): BankCard | null =>
    card
      ? {
          id: card.id,
          values: Object.fromEntries(domesticFields.map((f) => [f, card[domesticWireKeys[f]]])),
        }
      : null,
  ),
)

/** `user/cash_info_international` (and its save) → BankCard | null. */
export const InternationalBankCard = z.pipe(
  InternationalCardInfo,
  z.transform((info: InternationalCardInfo): BankCard | null =>
    info.id === null || info.data.length === 0
      ? null
      : {
          id: info.id,
          values: Object.fromEntries(internationalFields.map((f, i) => [f, info.data[i] ?? ''])),
        },
  ),
)

/** The `user/cash_save` body of domestic form values. */
export const toDomesticRequest = (values: CardValues) =>
  Object.fromEntries(domesticFields.map((f) => [domesticWireKeys[f], values[f] ?? ''])) as Record<
    (typeof domesticWireKeys)[keyof typeof domesticWireKeys],
    string
  >
