/**
 * Wallet contract (issue 5; api-reference §5, spec §3, §5, §6, §9): balances in four accounts,
 * deposit claims, withdrawals, coin conversion, fund transfer between accounts and the ledger.
 * The money formulas are in wallet-math.ts (the only implementation of each, shared by the
 * sandbox and the client previews). Refusals are BusinessErrorCodes (`errors:<code>`).
 *
 * Designed here where the reference is silent, or departs from it on purpose:
 * - Accounts `legal | change | lever | micro` (§5.1 codes 1–4; no insurance account) hold, per user
 *   and currency, an available and a locked balance. Wallet currencies are those the sandbox marks
 *   as such (BTC 1, ETH 2, USDT 3, each with its `decimal_scale`: 8, 8, 4). Deposits credit
 *   **change**; withdrawals and conversions use **change**. The reference's "withdrawals are taken
 *   from micro" (and `get_info.change_balance` carrying the micro balance) is an artefact of that
 *   build and is not reproduced. Fund transfer (`wallet/change`) moves between any two of the four
 *   accounts, same currency, no fee.
 * - Amounts on the wire are decimal strings: spec §5 amount pattern (positive, at most 10 decimals,
 *   AMOUNT_PATTERN) and at most the currency's `decimal_scale` decimals (`amountTooPrecise`).
 *   Balances are sent with exactly `decimal_scale` decimals. The sandbox stores integer minor
 *   units; nothing is ever a float.
 * - Every money-moving POST (`wallet/change`, `wallet/out`, `wallet/charge_req`, `user/Transfer`)
 *   requires `idempotency_key` (IDEMPOTENCY_KEY: 8–64 of [A-Za-z0-9_-], one per user action; the
 *   client makes it when the user confirms and reuses it for retries). Keyed by (user, key): the
 *   same key with the same request answers the stored first answer (even after a restart); the
 *   same key with a different request is `idempotencyConflict`. The answer is stored in the same
 *   SQLite transaction as the money change; a refusal changes nothing and is not stored, so a
 *   retry is decided again. "Same request" compares the validated fields, not the pay password.
 * - Ledger: append-only rows (user, currency, account, available and locked deltas, balances after,
 *   `type` of `ledgerTypes`, reference id, time), written in the transaction that changes the
 *   balance; Σ deltas = balance, always. `wallet/legal_log` pages them (Custom B) with the filters
 *   `currency`, `account`, `type` (the reference ignored `type`; here it filters).
 * - `wallet/list` (§5.2 shape): four `*_wallet` objects with balance rows, `usdt_totle` =
 *   Σ (available + locked) × usdt_price rounded down to USDT decimals, and `totle` = the same
 *   figure. `usdt_price` is the price engine's live last price against USDT (USDT = 1). The
 *   sandbox sends no CNY figures (`cny_price`, `CNY`, `ExRate`): the app converts USDT values with
 *   its own fiat rates (spec §3). `wallet/detail` is one row of one account.
 * - Deposit (`wallet/get_in_address`, `wallet/get_addresses`, `wallet/charge_req`, `recharge/log`):
 *   platform-wide sandbox addresses, deliberately not valid on any real network so no real coin can
 *   be sent there (`sandbox: true`). A claim `{ account (the sender's address or a note), amount,
 *   currency, type: 0, network (USDT: ERC20 | TRC20) }` is pending (1) until it is credited (2) or
 *   rejected (3, with a reason). Only the operator decides: `POST /api/dev/wallet/deposit/review`
 *   (sandbox; optional scripted auto-credit). There is no deposit bonus: `give` and `give_rate` are
 *   always 0, because the bonus came from user levels this product does not have. `charge_req`
 *   answers the claim in `message` and `url: ''` beside it (no payment gateway).
 * - Withdraw (`wallet/get_info`, `wallet/out`, `user/withdraw/list`, `wallet/out_log`):
 *   `type` 0 address | 1 domestic card | 2 international card (no "3 other"). An address must be
 *   one of the user's saved ones for that currency (`address_id`, or `address` equal to a saved
 *   one; else `addressNotSaved`); a card payout uses the user's saved card of that kind (none:
 *   envelope type 997) and is in USDT only. `rate` is the fee the user was shown: if it is not the
 *   server's current fee the request is refused with `feeChanged` (the client never sets the fee).
 *   `number` includes the fee: arrives = number − fee. Checks in order: amount, minimum
 *   (`min_number`), available change balance, KYC (none: envelope type 998), the 24 h limit of the
 *   level (KYC_LIMITS: Lv1 200 BTC, Lv2 500 BTC, counted in BTC at engine prices at each request's
 *   time over pending and approved withdrawals), pay password (`payPasswordNotSet`,
 *   `payPasswordInvalid`; PAY_PASSWORD_MAX_FAILURES wrong ones lock it for
 *   PAY_PASSWORD_LOCK_MINUTES: `payPasswordLocked`; those two and the 24 h window are server policy,
 *   in server/src/wallet/policy.ts). Effect: number moves available → locked,
 *   status 1 (under review). Approve: the locked number leaves the wallet (2); reject: it returns to
 *   available (3, `notes` = reason). Only the operator decides: `POST /api/dev/wallet/withdraw/review`.
 *   There is no credit-score gate (api-reference §17.11).
 * - Convert (`user/getTransferList`, `user/getTransferFee`, `user/Transfer`) on change balances:
 *   prices come from the price engine (never an admin column). `getTransferFee` answers a quote
 *   `{ form_price, to_price, fee (percent), quote_id, expires_at, expires_in }` valid for
 *   QUOTE_TTL_SECONDS; `Transfer` executes at the quoted prices (formulas in wallet-math.ts) or
 *   refuses `quoteExpired`. One new conversion per CONVERT_INTERVAL_SECONDS per user
 *   (`requestTooFrequent`); a retry with an already used idempotency key is answered, not limited.
 * - Times are `Y-m-d H:i:s` in UTC, as the reference's; normalised records carry epoch ms.
 *
 * This file only re-exports; the schemas live by endpoint group in wallet/: common (ids, accounts,
 * limits the client shows, shared fields and types), balances, transfers, records (paging and the ledger),
 * withdrawals, deposits, conversions and review. wallet/fields.ts holds the schemas' building
 * blocks and is not re-exported.
 */
export * from './wallet/common'
export * from './wallet/balances'
export * from './wallet/transfers'
export * from './wallet/records'
export * from './wallet/withdrawals'
export * from './wallet/deposits'
export * from './wallet/conversions'
export * from './wallet/review'
