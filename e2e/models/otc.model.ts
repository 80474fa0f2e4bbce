import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Sandbox } from './app.model'

/** The OTC desk and its orders (spec §2 otc/otc), in English. */
export class OtcModel {
  constructor(private readonly page: Page) {}

  /** The merchants' ads on the Buy side, in BRL. */
  async openAds() {
    await this.page.goto('/#/pages/otc/otc?zone=select')
    await expect(this.page.getByRole('region', { name: 'Merchant ads' })).toBeVisible()
  }

  /** Takes `merchant`'s ad for `amount` USDT; returns the new order's id. */
  async buyFrom(merchant: string, amount: string, total: string): Promise<number> {
    await this.page.getByRole('button', { name: `Buy USDT from ${merchant}` }).click()
    const sheet = this.page.getByRole('dialog', { name: `Buy USDT from ${merchant}` })
    await sheet.getByLabel('Amount (USDT)').fill(amount)
    await expect(sheet.getByText(total)).toBeVisible()
    await expect(sheet.getByText(/held in escrow as soon as the order opens/)).toBeVisible()
    await sheet.getByRole('button', { name: 'Buy USDT', exact: true }).click()
    await expect(this.page.getByRole('heading', { name: 'Pay the merchant' })).toBeVisible()
    const id = /order=(\d+)/.exec(this.page.url())?.[1]
    if (!id) throw new Error(`no order id in ${this.page.url()}`)
    return Number(id)
  }

  /** "I have paid", confirmed on the sheet. */
  async sayPaid() {
    await this.page.getByRole('button', { name: 'I have paid' }).click()
    await this.page
      .getByRole('dialog', { name: 'Confirm your payment' })
      .getByRole('button', { name: 'I have paid' })
      .click()
    await expect(
      this.page.getByRole('heading', { name: "Waiting for the merchant's release" }),
    ).toBeVisible()
  }

  async seeStatus(name: string) {
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
  }
}

/** The order's merchant acts (`POST /api/dev/otc/merchant`, the sandbox's dev action). */
export async function merchantActs(
  request: APIRequestContext,
  order: number,
  action: 'paid' | 'cancel' | 'release',
) {
  const res = await request.post('/api/dev/otc/merchant', {
    form: { order: String(order), action },
  })
  const body = (await res.json()) as { type: string; message: unknown }
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
}

/**
 * Readies an account for the desk through the API: a bound phone (verification needs it), basic
 * verification approved by the sandbox reviewer, and a domestic bank card.
 */
export async function readyForOtc(
  request: APIRequestContext,
  sandbox: Sandbox,
  token: string,
  email: string,
) {
  const headers = { Authorization: token }
  const ok = async (path: string, form: Record<string, string>) => {
    const body = (await (await request.post(path, { headers, form })).json()) as {
      type: string
      message: unknown
    }
    expect(body.type, JSON.stringify(body.message)).toBe('ok')
  }
  const n = String(Date.now() % 1e8).padStart(8, '0')
  const mobile = `137${n}`
  await ok('/api/sms_send', { mobile, area_code: '86' })
  await ok('/api/safe/mobile', {
    mobile,
    area_code: '86',
    code: await sandbox.latestCode(`+86${mobile}`),
  })
  await ok('/api/user/real', { real_type: '1', id_type: '1', name: 'Ana Souza', card_id: `P${n}` })
  await sandbox.reviewKyc(email, 'approve')
  await ok('/api/user/cash_save', {
    real_name: 'Ana Souza',
    bank_account: `00${n}`,
    bank_name: 'Banco Teste',
    bank_branch: 'Centro',
    bank_dizhi: 'Sao Paulo',
  })
}
