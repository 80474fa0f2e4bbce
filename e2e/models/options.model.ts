import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { fundSpot } from './trade.model'

/** The Trade tab's Options product: ticket, confirm sheet, open and result cards (en texts). */
export class OptionsModel {
  constructor(private readonly page: Page) {}

  async open(symbol = 'BTC/USDT') {
    await this.page.goto(`/#/pages/transaction/seconds?symbol=${encodeURIComponent(symbol)}`)
    await expect(this.ticket.getByRole('button', { name: /^Rise Pays/ })).toBeVisible()
  }

  get ticket() {
    return this.page.getByRole('form', { name: 'Options order' })
  }

  get cards() {
    return this.page.getByRole('region', { name: 'Open options' })
  }

  /** The card (open or result) titled `BTC/USDT Rise 30 s`. */
  card(title: string) {
    return this.cards.getByRole('article', { name: title })
  }

  /** Places a `direction` option of `stake` for `seconds` and confirms it. */
  async place(o: { direction: 'Rise' | 'Fall'; seconds: number; ratio: string; stake: string }) {
    await this.ticket.getByRole('button', { name: `${o.seconds} s · ${o.ratio}%` }).click()
    await this.ticket.getByRole('textbox', { name: 'Stake' }).fill(o.stake)
    await this.ticket.getByRole('button', { name: new RegExp(`^${o.direction} Pays`) }).click()
    const sheet = this.page.getByRole('dialog', {
      name: `${o.direction} · BTC/USDT · ${o.seconds} s`,
    })
    await sheet.getByRole('button', { name: `Confirm ${o.direction}` }).click()
    await expect(sheet).toBeHidden()
  }
}

/** Funds the user's Options (micro) account with `amount` USDT: a deposit, then a transfer. */
export async function fundOptions(request: APIRequestContext, token: string, amount: string) {
  await fundSpot(request, token, { currency: 3, network: 'TRC20', amount })
  const res = await request.post('/api/wallet/change', {
    headers: { Authorization: token },
    form: {
      currency_id: '3',
      number: amount,
      from_field: 'change',
      to_field: 'micro',
      idempotency_key: `micro${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    },
  })
  const body = (await res.json()) as { type: string; message: unknown }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
}
