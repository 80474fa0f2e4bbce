import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export type AccountTab = 'Spot' | 'Fiat' | 'Contract' | 'Options'
export type ReviewStatusText = 'Under review' | 'Credited' | 'Approved' | 'Rejected'

/**
 * The wallet screens of issue 5, part 1 (assets overview, coin select, deposit and its claim, the
 * records), in English, as a user sees them: "I do / I see". Withdraw, convert and fund transfer
 * are added by their own screens' helper.
 */
export class WalletModel {
  constructor(private readonly page: Page) {}

  /**
   * Opens `url` as a new visit of its screen, so it reads its data afresh: the same address again
   * would change no route, so another (static) screen comes first.
   */
  private async fresh(url: string) {
    await this.page.goto('/#/pages/fund/select?url=receive')
    await expect(this.page.getByRole('list', { name: 'Coins' })).toBeVisible()
    await this.page.goto(url)
  }

  /** The Assets tab (spec §2 fund/assets), loaded. */
  async openAssets() {
    await this.fresh('/#/pages/fund/assets')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible()
    await expect(this.totalRegion()).toBeVisible()
  }

  private totalRegion(): Locator {
    return this.page.getByRole('region', { name: /^Estimated total/ })
  }

  /** The estimated total as shown ("$1,234.56"), fiat first. */
  async totalText(): Promise<string> {
    return (await this.totalRegion().locator('[data-slot=assets-total]').innerText()).trim()
  }

  /** What one account shows of one coin: available and locked, as written. */
  async balance(account: AccountTab, coin: string): Promise<{ available: string; locked: string }> {
    await this.page.getByRole('tab', { name: account }).click()
    const row = this.page
      .getByRole('list', { name: `${account} account balances` })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(coin, { exact: true }) })
    const figure = async (n: number) => (await row.locator('dl dd').nth(n).innerText()).trim()
    return { available: await figure(0), locked: await figure(1) }
  }

  /** Waits until an account shows `available` of a coin (balances refresh in the background). */
  async expectAvailable(account: AccountTab, coin: string, available: string) {
    await expect(async () => {
      await this.openAssets()
      expect((await this.balance(account, coin)).available).toBe(available)
    }).toPass({ timeout: 15_000 })
  }

  /** From the Assets tab: Deposit, then the coin on its network (`USDT`, `TRC20`). */
  async openDeposit(coin: 'USDT' | 'ETH' | 'BTC', network: 'TRC20' | 'ERC20' | 'BTC') {
    await this.page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Deposit' })
      .click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
    await this.page.getByRole('link', { name: new RegExp(`^${coin} ${network}\\b`) }).click()
    await expect(
      this.page.getByRole('heading', { name: `Send ${coin} on ${network}` }),
    ).toBeVisible()
  }

  /** The platform address the deposit screen shows. */
  async depositAddress(): Promise<string> {
    return (await this.page.locator('[data-slot=deposit-address-text]').innerText()).trim()
  }

  /**
   * Claims a deposit on the open deposit screen: amount and sending address (or note), Continue,
   * check the sheet credits exactly the amount, Submit; returns the claim number shown.
   */
  async claimDeposit(claim: { amount: string; from: string; credited: string }): Promise<string> {
    const form = this.page.getByRole('form', { name: 'Claim your deposit' })
    await form.getByLabel(/^Amount sent/).fill(claim.amount)
    await form.getByLabel('Your sending address, or a note').fill(claim.from)
    await form.getByRole('button', { name: 'Continue' }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Confirm deposit claim' })
    await expect(sheet.locator('[data-row=credited] dd')).toHaveText(claim.credited)
    await sheet.getByRole('button', { name: 'Submit claim' }).click()
    await expect(this.page.getByRole('heading', { name: 'Claim submitted' })).toBeVisible()
    const done = this.page.locator('[data-slot=deposit-claim][data-state=done]')
    await expect(
      done.getByRole('list', { name: 'Status' }).getByRole('listitem').nth(1),
    ).toHaveAttribute('aria-current', 'step')
    return (await done.getByRole('definition').nth(1).innerText()).trim()
  }

  /**
   * From the deposit done panel: the records, open at the claim just made. Returns its id (for the
   * sandbox reviewer) and its timeline's steps, then closes it.
   */
  async viewClaimInRecords(): Promise<{ id: number; steps: string[] }> {
    await this.page.getByRole('link', { name: 'View records' }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Deposit claim' })
    const timeline = sheet.getByRole('list', { name: 'Status' })
    await expect(timeline).toBeVisible()
    const id = Number(new URL(this.page.url().replace('#', '')).searchParams.get('id'))
    const steps = (await timeline.getByRole('listitem').allInnerTexts()).map((s) =>
      s.split('\n')[0]!.trim(),
    )
    await this.closeRecord()
    return { id, steps }
  }

  /** The deposit or withdrawal records (spec §2 fund/receive_withdraw_record). */
  async openRecords(tab: 'deposit' | 'withdraw' = 'deposit') {
    await this.fresh(`/#/pages/fund/receive_withdraw_record?tab=${tab}`)
    const list = this.page.getByRole('list', {
      name: tab === 'deposit' ? 'Deposit claims' : 'Withdrawal requests',
    })
    await expect(
      list.or(this.page.getByText(tab === 'deposit' ? 'No deposits yet' : 'No withdrawals yet')),
    ).toBeVisible()
  }

  /** The status label of the n-th request of the open records tab (newest first). */
  async recordStatus(index = 0): Promise<string> {
    return (
      await this.page
        .locator('[data-slot=wallet-records] [data-slot=status-badge]')
        .nth(index)
        .innerText()
    ).trim()
  }

  /**
   * Opens the n-th request of the open records tab; returns its id (from the address, for the
   * sandbox reviewer) and the steps of its status timeline as shown.
   */
  async openRecord(index = 0): Promise<{ id: number; steps: string[] }> {
    await this.page.locator('[data-slot=wallet-records] li button').nth(index).click()
    const sheet = this.page.getByRole('dialog')
    await expect(sheet.getByRole('list', { name: 'Status' })).toBeVisible()
    await expect(sheet.locator('[data-slot=record-detail]')).not.toHaveAttribute(
      'data-state',
      'loading',
    )
    const id = Number(new URL(this.page.url().replace('#', '')).searchParams.get('id'))
    const steps = (
      await sheet.getByRole('list', { name: 'Status' }).getByRole('listitem').allInnerTexts()
    ).map((s) => s.split('\n')[0]!.trim())
    return { id, steps }
  }

  /** Closes the open request's sheet. */
  async closeRecord() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(this.page.getByRole('dialog')).toHaveCount(0)
  }

  /** Waits until the n-th request of a records tab reads `status` (read afresh: statuses change on the server). */
  async expectRecordStatus(tab: 'deposit' | 'withdraw', status: ReviewStatusText, index = 0) {
    await expect(async () => {
      await this.openRecords(tab)
      expect(await this.recordStatus(index)).toBe(status)
    }).toPass({ timeout: 15_000 })
  }

  /** The ledger rows (spec §2 fund/assets_record) as "type amount", newest first, optionally of one account. */
  async ledger(account?: 'change' | 'legal' | 'lever' | 'micro'): Promise<string[]> {
    await this.fresh(`/#/pages/fund/assets_record${account ? `?account=${account}` : ''}`)
    const list = this.page.getByRole('list', { name: 'Balance changes' })
    await expect(
      list.or(this.page.getByText(/^No balance changes yet|^Nothing matches/)),
    ).toBeVisible()
    if (!(await list.isVisible())) return []
    return list.locator('[data-slot=ledger-entry] > div:first-child').allInnerTexts()
  }

  /* ---------- withdraw, convert, fund transfer (issue 5, part 2) ---------- */

  /**
   * Withdraws to a saved address (spec §2 fund/withdraw?currency=&network=): the address by its
   * label, the amount; checks what arrives when given, confirms with the pay password, and sees the
   * request under review. Returns its id (for the sandbox reviewer) and its timeline's steps.
   */
  async withdrawToAddress(w: {
    coin: 'USDT' | 'ETH' | 'BTC'
    network: 'TRC20' | 'ERC20' | 'BTC'
    addressName: string
    amount: string
    payPassword: string
    /** What the form says arrives (amount − fee), as written: "99.0000 USDT". */
    arrives?: string
  }): Promise<{ id: number; steps: string[] }> {
    const currency = { BTC: 1, ETH: 2, USDT: 3 }[w.coin]
    await this.fresh(`/#/pages/fund/withdraw?currency=${currency}&network=${w.network}`)
    const form = this.page.getByRole('form', { name: `Withdraw ${w.coin}` })
    const address = form.getByRole('radio', { name: new RegExp(`^${w.addressName}\\b`) })
    await form.locator('label').filter({ hasText: w.addressName }).first().click()
    await expect(address).toBeChecked()
    await form.getByLabel('Amount', { exact: true }).fill(w.amount)
    if (w.arrives) await expect(form.locator('output')).toHaveText(w.arrives)
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Confirm withdrawal' })
    if (w.arrives) await expect(sheet.locator('[data-row=arrives] dd')).toHaveText(w.arrives)
    await sheet.getByLabel('Pay password', { exact: true }).fill(w.payPassword)
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(this.page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible()
    const timeline = this.page.getByRole('list', { name: 'Status' })
    await expect(timeline.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step')
    const records = await this.page
      .getByRole('link', { name: 'View withdrawal records' })
      .getAttribute('href')
    const id = Number(new URLSearchParams((records ?? '').split('?')[1]).get('id'))
    const steps = (await timeline.getByRole('listitem').allInnerTexts()).map((s) =>
      s.split('\n')[0]!.trim(),
    )
    return { id, steps }
  }

  /**
   * Converts on the spot account (spec §2 fund/transfer): `amount` of `from` into `to` at the live
   * price; checks the total debited (amount + fee) when given. A price that expired on the way is
   * refreshed by the screen and confirmed again. Returns what was received, as written.
   */
  async convert(c: {
    from: string
    to: string
    amount: string
    debited?: string
  }): Promise<string> {
    await this.fresh('/#/pages/fund/transfer')
    const form = this.page.getByRole('form', { name: 'Convert coins' })
    // picking the other side's coin swaps the pair, so from first, then to
    await form.getByLabel('From', { exact: true }).selectOption({ label: c.from })
    await form.getByLabel('To', { exact: true }).selectOption({ label: c.to })
    await expect(form.getByText(/^Price valid for \d+ s$/)).toBeVisible()
    await form.getByLabel(`Amount of ${c.from}`).fill(c.amount)
    await form.getByRole('button', { name: 'Convert', exact: true }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Confirm conversion' })
    if (c.debited) await expect(sheet.locator('[data-row=debit] dd')).toHaveText(c.debited)
    const done = this.page.getByRole('heading', { name: 'Conversion complete' })
    // "Try again" after a lost answer repeats the same request; a wait (the 3 s rule) ends by itself
    const confirm = sheet.getByRole('button', { name: /^(Confirm|Try again)$/ })
    for (let attempt = 0; attempt < 3 && !(await done.isVisible()); attempt++) {
      await expect(confirm).toBeEnabled()
      await confirm.click()
      await expect(done.or(sheet.getByRole('alert'))).toBeVisible()
    }
    await expect(done).toBeVisible()
    return (
      await this.page
        .locator('dt', { hasText: 'Received' })
        .locator('xpath=following-sibling::dd')
        .innerText()
    ).trim()
  }

  /**
   * Moves `amount` of `coin` between two of the user's accounts (spec §2 fund/fundTransfer), e.g.
   * Spot → Contract; checks it is free, then sees it complete.
   */
  async transferFunds(t: { from: AccountTab; to: AccountTab; coin: string; amount: string }) {
    await this.fresh('/#/pages/fund/fundTransfer')
    const form = this.page.getByRole('form', { name: 'Transfer between accounts' })
    // picking the other side's account swaps the two, so from first, then to
    await form.getByLabel('From', { exact: true }).selectOption({ label: t.from })
    await form.getByLabel('To', { exact: true }).selectOption({ label: t.to })
    await form.getByLabel('Coin', { exact: true }).selectOption({ label: t.coin })
    await form.getByLabel('Amount', { exact: true }).fill(t.amount)
    await form.getByRole('button', { name: 'Transfer', exact: true }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Confirm transfer' })
    await expect(sheet.locator('[data-row=fee] dd')).toHaveText('Free')
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(this.page.getByRole('heading', { name: 'Transfer complete' })).toBeVisible()
  }
}

/**
 * The sandbox reviewer's decision on a deposit claim (`POST /api/dev/wallet/deposit/review`):
 * approving credits the claimed amount to the user's spot account.
 */
export async function reviewDeposit(
  request: APIRequestContext,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const res = await request.post('/api/dev/wallet/deposit/review', {
    form: { id: String(id), decision, ...(reason ? { reason } : {}) },
  })
  const body = (await res.json()) as { type: string; message: unknown }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
}

/**
 * The sandbox reviewer's decision on a withdrawal (`POST /api/dev/wallet/withdraw/review`):
 * approving pays the held amount out; rejecting returns it to the user's spot account.
 */
export async function reviewWithdrawal(
  request: APIRequestContext,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const res = await request.post('/api/dev/wallet/withdraw/review', {
    form: { id: String(id), decision, ...(reason ? { reason } : {}) },
  })
  const body = (await res.json()) as { type: string; message: unknown }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
}
