import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { fundSpot } from './trade.model'

/** The Trade tab's Contract product: ticket, depth, positions (en texts). */
export class ContractModel {
  constructor(private readonly page: Page) {}

  async open(symbol = 'BTC/USDT') {
    await this.page.goto(`/#/pages/transaction/contract?symbol=${encodeURIComponent(symbol)}`)
    await expect(this.ticket.getByRole('textbox', { name: 'Lots' })).toBeVisible()
  }

  get ticket() {
    return this.page.getByRole('form', { name: 'Contract order' })
  }

  get positions() {
    return this.page.getByRole('region', { name: 'Open positions' })
  }

  /** The card of the open position `BTC/USDT Long 10×`. */
  card(title: string) {
    return this.positions.getByRole('article', { name: title })
  }

  /** Opens a market position of `lots` lots at `leverage`× and confirms it. */
  async openPosition(o: { side: 'Long' | 'Short'; leverage: number; lots: string }) {
    await this.ticket.getByRole('button', { name: o.side, exact: true }).click()
    await this.ticket.getByRole('button', { name: `${o.leverage}×`, exact: true }).click()
    await this.ticket.getByRole('textbox', { name: 'Lots' }).fill(o.lots)
    await this.ticket.getByRole('button', { name: `Open ${o.side.toLowerCase()}` }).click()
    const sheet = this.page.getByRole('dialog')
    await sheet.getByRole('button', { name: `Confirm ${o.side.toLowerCase()}` }).click()
    await expect(sheet).toBeHidden()
  }
}

/** Funds the user's Contract (lever) account with `amount` USDT: a deposit, then a transfer. */
export async function fundLever(request: APIRequestContext, token: string, amount: string) {
  await fundSpot(request, token, { currency: 3, network: 'TRC20', amount })
  const res = await request.post('/api/wallet/change', {
    headers: { Authorization: token },
    form: {
      currency_id: '3',
      number: amount,
      from_field: 'change',
      to_field: 'lever',
      idempotency_key: `lever${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    },
  })
  const body = (await res.json()) as { type: string; message: unknown }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
}
