/**
 * Wire primitives shared by the client, the MSW handlers and the sandbox server.
 * api-reference §1: envelope `{ type: 'ok', message }`, errors `{ type: 'error' | '999' | '998' | '997', message }`.
 * The sandbox adds `code` (a BusinessErrorCode) to error envelopes so clients need not parse sentences;
 * a real backend without it still works (the client falls back to the server's text).
 * Schemas use zod/mini: the same validation, tree-shaken to a fraction of classic zod's size in
 * the first route's bundle.
 */
import * as z from 'zod/mini'

/** Error codes the sandbox puts in `code`; the client translates them as `errors:<code>`. */
export const businessErrorCodes = [
  'accountExists',
  'accountLocked',
  'accountNotFound',
  'accountRequired',
  'addressNotSaved',
  'agreementRequired',
  'alreadyBound',
  'alreadyReviewed',
  'alreadyTrader',
  'amountInvalid',
  'amountRequired',
  'amountTooPrecise',
  'applicationPending',
  'applicationTextInvalid',
  'areaCodeInvalid',
  'areaNotSupported',
  'bankNotSupported',
  'belowMinimum',
  'borrowAboveMaximum',
  'borrowBelowMinimum',
  'borrowCollateralShort',
  'borrowNotActive',
  'borrowOpenLoan',
  'borrowTermInvalid',
  'borrowVipRequired',
  'cannotFollowSelf',
  'cardIdInvalid',
  'cardIdRequired',
  'cardIdTaken',
  'chatMessageEmpty',
  'chatMessageTooLong',
  'clientSeedInvalid',
  'clientSeedRequired',
  'closeNeedsFunds',
  'codeExpired',
  'codeInvalid',
  'codeLimitReached',
  'codeRequired',
  'codeTooFrequent',
  'conditionsNotMet',
  'contactNotBound',
  'conversionTooSmall',
  'credentialsInvalid',
  'currencyNotSupported',
  'depositAccountInvalid',
  'depositAccountRequired',
  'durationNotAvailable',
  'emailInUse',
  'emailInvalid',
  'favouriteExists',
  'feeChanged',
  'fieldRequired',
  'fileRequired',
  'fileTooLarge',
  'fileTypeInvalid',
  'followLimitReached',
  'followNumberInvalid',
  'forbidden',
  'idempotencyConflict',
  'idempotencyKeyInvalid',
  'idTypeRequired',
  'ieoEnded',
  'ieoNotStarted',
  'ieoSoldOut',
  'ieoSupplyExceeded',
  'insufficientBalance',
  'insufficientLiquidity',
  'inviteCodeInvalid',
  'kycBasicRequired',
  'kycInReview',
  'kycVerified',
  'leverageNotAllowed',
  'limitOrdersOff',
  'limitPriceSide',
  'lockBelowMinimum',
  'lockNotActive',
  'loginLocked',
  'loginTooFrequent',
  'lotsInvalid',
  'lotsOutOfRange',
  'nameInvalid',
  'nameRequired',
  'networkRequired',
  'nftAlreadyHighest',
  'nftBidTaken',
  'nftBidTooLow',
  'nftBoxUnopened',
  'nftDepositShort',
  'nftHasBids',
  'nftIsAuction',
  'nftListed',
  'nftNotAuction',
  'nftNotListed',
  'nftNotOnSale',
  'nftNotStarted',
  'nftOrderExpired',
  'nftOrderPaid',
  'nftOwnItem',
  'nftPaymentPending',
  'nftSold',
  'nftStartInPast',
  'nftWindowInvalid',
  'notCopied',
  'notFollowing',
  'notFound',
  'orderBelowMinimum',
  'orderNotOpen',
  'otcAboveMaximum',
  'otcAdClosed',
  'otcAdInsufficient',
  'otcAppealTextInvalid',
  'otcFiatTradeLimit',
  'otcNoMatchingAd',
  'otcOrderNotActionable',
  'pairClosed',
  'pairNotFound',
  'parameterError',
  'passwordLength',
  'passwordMismatch',
  'passwordRequired',
  'paymentMethodNotSupported',
  'payPasswordInvalid',
  'payPasswordLocked',
  'payPasswordNotSet',
  'payPasswordRequired',
  'phoneInUse',
  'phoneInvalid',
  'phoneRequired',
  'pictureInvalid',
  'pictureRequired',
  'picturesIdentical',
  'placementDone',
  'placementNotOpen',
  'positionClosing',
  'positionCopied',
  'positionNotOpen',
  'priceInvalid',
  'priceOutOfBand',
  'priceRequired',
  'priceTooPrecise',
  'productClosed',
  'productNotAvailable',
  'quickBuyAmountNotInteger',
  'quickBuyBelowMinimum',
  'quickBuyCurrencyNotSupported',
  'quickBuyNotPending',
  'quizClosed',
  'quizNotStarted',
  'quizOutcomeInvalid',
  'quoteExpired',
  'rangeTooLarge',
  'requestTooFrequent',
  'sameAccount',
  'sameCurrency',
  'settingNotAllowed',
  'shareLimitReached',
  'sharesInvalid',
  'sharesSoldOut',
  'specialCharacters',
  'stakeAboveMaximum',
  'stakeBelowMinimum',
  'stopFollowingFirst',
  'stopLossInvalid',
  'stopOrdersOff',
  'stopRequired',
  'takeProfitInvalid',
  'taxIdInvalid',
  'tickNotYet',
  'tooManyAttempts',
  'tooManyOpenOptions',
  'traderNotFound',
  'tradersCannotFollow',
  'uploadTooFrequent',
  'withdrawLimitExceeded',
] as const
export const BusinessErrorCode = z.enum(businessErrorCodes)
export type BusinessErrorCode = z.infer<typeof BusinessErrorCode>

/** Any contract schema, zod or zod/mini. */
export type Schema = z.core.$ZodType

export const OkEnvelope = <T extends Schema>(message: T) =>
  z.object({ type: z.literal('ok'), message })

export const ErrorEnvelope = z.object({
  type: z.union([z.literal('error'), z.literal('999'), z.literal('998'), z.literal('997')]),
  message: z.string(),
  code: z.optional(BusinessErrorCode),
  /** With the throttling codes (loginTooFrequent, loginLocked, codeLimitReached): seconds to wait. */
  retry_after: z.optional(z.number()),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>

/** A decimal amount or price: the backend sends strings from DECIMAL columns, sometimes numbers. */
export const Decimal = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => String(v).trim()),
  ),
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'parameterError')),
)

/** Integers that the legacy backend may send as strings. */
export const WireInt = z.coerce.number().check(z.int())

/** Product language codes carried in the `lang` field (api-reference §1.1, spec §1). */
export const productLanguageCodes = [
  'pt',
  'en',
  'zh',
  'hk',
  'th',
  'jp',
  'kor',
  'fra',
  'spa',
] as const // same order as languages.ts
export const ProductLanguage = z.enum(productLanguageCodes)
export type ProductLanguage = z.infer<typeof ProductLanguage>

/** GET getSiteConfig (api-reference §3.5). */
export const SiteConfig = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  down_logo: z._default(z.optional(z.string()), ''),
  support_url: z._default(z.optional(z.string()), ''),
})
export type SiteConfig = z.infer<typeof SiteConfig>

/** GET getSetting: only these keys are readable (api-reference §3.5, §18: never any key). */
export const settingKeys = ['support_url', 'game_url', 'apk_download_url', 'version'] as const
export const SettingKey = z.enum(settingKeys)
export const SettingRequest = z.object({ keyword: SettingKey })
export const Setting = z.object({ key: SettingKey, value: z.string() })
export type Setting = z.infer<typeof Setting>

/**
 * Throttling refusals whose sentence says how long to wait (`{{seconds}}` / `{{minutes}}`, spec
 * §8). Only the server knows the wait: the sandbox sends it as `retry_after` and fills it into its
 * own sentence (localised from the same locales/<tag>/errors.json, in the request's `lang`), so for
 * these codes that sentence is the message to show.
 */
export const waitErrorCodes: ReadonlySet<BusinessErrorCode> = new Set<BusinessErrorCode>([
  'loginTooFrequent',
  'loginLocked',
  'codeLimitReached',
])

/**
 * The wait to put in those sentences when the server sent none of its own (a backend without the
 * sandbox's sentences): the sandbox's longest waits, so the user is never told too little.
 */
export const longestWaits: Partial<
  Record<BusinessErrorCode, { seconds?: number; minutes?: number }>
> = {
  loginTooFrequent: { seconds: 60 },
  loginLocked: { minutes: 15 },
  codeLimitReached: { minutes: 60 },
}
