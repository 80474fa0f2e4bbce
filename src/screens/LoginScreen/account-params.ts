/**
 * An account in the query string (spec §2: parameters only in the query): `?account=<e-mail>`,
 * or `?phone=<number>&area=<code>&iso=<ISO>`. Register and password reset land on the login form
 * with it filled in.
 */
import type { AccountInput } from '@/machines/account-fields'

export function accountSearch(account: AccountInput): string {
  const params =
    account.channel === 'mobile' && account.phone
      ? new URLSearchParams({
          phone: account.phone,
          area: account.area?.areaCode ?? '',
          iso: account.area?.iso ?? '',
        })
      : new URLSearchParams({ account: account.email ?? '' })
  return `?${params.toString()}`
}

/** The account named by the query, if any; `fallbackArea` is where a phone field starts. */
export function accountFromSearch(
  params: URLSearchParams,
  fallbackArea: NonNullable<AccountInput['area']>,
): AccountInput {
  const phone = params.get('phone')
  const area = params.get('area')
  const iso = params.get('iso')
  if (phone) {
    if (!area || !/^[1-9]\d{0,3}$/.test(area))
      return { channel: 'mobile', phone, area: fallbackArea }
    // without a (valid) ISO code the area is still right; only its name is unknown
    const known =
      iso && /^[A-Z]{2}$/.test(iso) ? iso : area === fallbackArea.areaCode ? fallbackArea.iso : ''
    return { channel: 'mobile', phone, area: { areaCode: area, iso: known } }
  }
  return { channel: 'email', email: params.get('account') ?? '', area: fallbackArea }
}
