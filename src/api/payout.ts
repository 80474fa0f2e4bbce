/**
 * Payout methods API (api-reference §3.4; contract and design notes in contract/payout.ts): the
 * domestic and international bank cards, read and saved as one `BankCard` shape, and the
 * withdrawal address book.
 */
import { get, post, type RequestOptions } from './client'
import {
  ADDRESS_BOOK_LIMIT,
  AddressPage,
  DeletedId,
  DomesticBankCard,
  InternationalBankCard,
  WithdrawAddress,
  joinInternational,
  toDomesticRequest,
  type BankCard,
  type CardKind,
  type CardValues,
  type SaveAddressRequest,
} from './contract/payout'

async function card(kind: CardKind, opts?: RequestOptions): Promise<BankCard | null> {
  return kind === 'domestic'
    ? post('user/cash_info', {}, DomesticBankCard, opts)
    : post('user/cash_info_international', {}, InternationalBankCard, opts)
}

async function saveCard(
  kind: CardKind,
  values: CardValues,
  opts?: RequestOptions,
): Promise<BankCard> {
  const saved =
    kind === 'domestic'
      ? await post('user/cash_save', toDomesticRequest(values), DomesticBankCard, opts)
      : await post(
          'user/cash_save_international',
          { data: joinInternational(values) },
          InternationalBankCard,
          opts,
        )
  if (!saved) throw new Error('the server saved no card')
  return saved
}

export const payoutApi = {
  /** POST user/cash_info or user/cash_info_international: the saved card, or null. */
  card,
  /** POST user/cash_save or user/cash_save_international: the card as saved (normalised). */
  saveCard,
  /** POST user/cash_del: one of the caller's own cards. */
  deleteCard: (req: { id: number }, opts?: RequestOptions) =>
    post('user/cash_del', { ...req }, DeletedId, opts),
  /** GET user/wallet/list: the address book (at most ADDRESS_BOOK_LIMIT, so one page). */
  addresses: (opts?: RequestOptions) =>
    get('user/wallet/list', { page: 1, limit: ADDRESS_BOOK_LIMIT }, AddressPage, opts),
  /** POST user/wallet/save: adds (or, with `id`, edits) an address. */
  saveAddress: (req: SaveAddressRequest, opts?: RequestOptions) =>
    post('user/wallet/save', { ...req }, WithdrawAddress, opts),
  /** POST user/wallet/del: one of the caller's own addresses. */
  deleteAddress: (req: { id: number }, opts?: RequestOptions) =>
    post('user/wallet/del', { ...req }, DeletedId, opts),
}
