import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The Trade tab (spot): ticket, compact book, open orders of the pair (en texts). */
export class TradeModel {
  constructor(private readonly page: Page) {}

  async open(symbol = 'BTC/USDT') {
    await this.page.goto(`/#/pages/transaction/currency?symbol=${encodeURIComponent(symbol)}`)
    await expect(this.ticket.getByRole('textbox', { name: 'Amount' })).toBeVisible()
  }

  get ticket() {
    return this.page
      .locator('form')
      .filter({ has: this.page.getByRole('textbox', { name: 'Amount' }) })
  }

  get openOrders() {
    return this.page.getByRole('region', { name: 'Open orders' })
  }

  async place(o: {
    side: 'Buy' | 'Sell'
    kind: 'Limit' | 'Market'
    price?: string
    amount: string
  }) {
    const coin = 'BTC'
    await this.ticket.getByRole('button', { name: o.side, exact: true }).click()
    await this.ticket.getByRole('tab', { name: o.kind }).click()
    if (o.price !== undefined)
      await this.ticket.getByRole('textbox', { name: 'Price' }).fill(o.price)
    await this.ticket.getByRole('textbox', { name: 'Amount' }).fill(o.amount)
    await this.ticket.getByRole('button', { name: `${o.side} ${coin}` }).click()
    const sheet = this.page.getByRole('dialog')
    await sheet.getByRole('button', { name: `Confirm ${o.side.toLowerCase()}` }).click()
    await expect(sheet).toBeHidden()
  }

  /** The ticket's "Available" figure for the side shown. */
  async available(side: 'Buy' | 'Sell'): Promise<string> {
    await this.ticket.getByRole('button', { name: side, exact: true }).click()
    const figure = this.ticket
      .locator('dt', { hasText: 'Available' })
      .locator('xpath=following-sibling::dd[1]')
    return (await figure.innerText()).trim()
  }
}

/** Credits `amount` of `currency` to the user's spot account: a deposit claim the sandbox reviewer approves. */
export async function fundSpot(
  request: APIRequestContext,
  token: string,
  claim: { currency: number; network?: string; amount: string },
) {
  const res = await request.post('/api/wallet/charge_req', {
    headers: { Authorization: token },
    form: {
      account: 'TXsenderAddressInTheSandbox',
      amount: claim.amount,
      currency: String(claim.currency),
      ...(claim.network ? { network: claim.network } : {}),
      idempotency_key: `fund${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    },
  })
  const body = (await res.json()) as { type: string; message: { id: number } }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
  const review = await request.post('/api/dev/wallet/deposit/review', {
    form: { id: String(body.message.id), decision: 'approve' },
  })
  expect(((await review.json()) as { type: string }).type).toBe('ok')
}

/** The engine's BTC/USDT price now, from the public quotation. */
export async function lastPrice(request: APIRequestContext, symbol = 'BTC/USDT'): Promise<number> {
  const res = await request.get('/api/currency/quotation_new')
  const body = (await res.json()) as {
    message: { quotation: { symbol: string; now_price: string }[] }[]
  }
  const quote = body.message.flatMap((g) => g.quotation).find((q) => q.symbol === symbol)
  if (!quote) throw new Error(`no quote for ${symbol}`)
  return Number(quote.now_price)
}
