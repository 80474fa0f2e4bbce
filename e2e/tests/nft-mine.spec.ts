import type { APIRequestContext } from '@playwright/test'
import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { fundSpot } from '../models/trade.model'

interface ListedItem {
  id: number
  code: string
  name: string
  price: string
  currency_id: number
  buy_status: number
}

/** Buys the first fixed-price USDT item on sale through the API, as the marketplace would. */
async function buyOne(request: APIRequestContext, token: string): Promise<ListedItem> {
  const headers = { Authorization: token }
  const res = await request.get('/api/bind_box/getBoxList', {
    headers,
    params: { pay_type: '1', status: '1', limit: '50' },
  })
  const body = (await res.json()) as { type: string; message: { list: ListedItem[] } }
  expect(body.type).toBe('ok')
  const item = body.message.list.find((i) => i.currency_id === 3 && i.buy_status === 1)
  if (!item) throw new Error('no fixed-price USDT item on sale in the sandbox')
  const bought = await request.post('/api/bind_box/buyNFT', {
    headers,
    form: { code: item.code, idempotency_key: `e2e-nft-${Date.now()}` },
  })
  const answer = (await bought.json()) as { type: string; message: unknown }
  expect(answer.type, JSON.stringify(answer.message)).toBe('ok')
  return item
}

/**
 * Issue 17's "my NFTs" journey on a 375 px phone: a user who bought an NFT (through the API)
 * finds it under My NFTs, resells it at a fixed price with the 2.5 % fee and their credit shown
 * before confirming, then takes the listing (no bids yet) off sale again.
 */
test.describe('my NFTs', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('resells a bought NFT at a fixed price and cancels the resale', async ({
    page,
    request,
  }) => {
    test.slow()
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('nft-mine')
    const token = await sandbox.createUser(email)
    await fundSpot(request, token, { currency: 3, network: 'TRC20', amount: '1000' })
    const item = await buyOne(request, token)

    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    await page.goto('/#/pages/nft/mine')
    await page.getByRole('link', { name: new RegExp(item.name) }).click()
    await expect(page.getByRole('heading', { name: item.name })).toBeVisible()
    await expect(page.getByText('In your collection')).toBeVisible()
    await page.getByRole('link', { name: 'Resell' }).click()

    // 40 USDT: 2.5 % = 1.0000 USDT fee, 39.0000 USDT to the seller, shown before confirming
    await page.getByLabel('Price (USDT)').fill('40')
    await expect(page.getByText('39.0000 USDT')).toBeVisible()
    await page.getByRole('button', { name: 'Review the sale' }).click()
    const sheet = page.getByRole('dialog', { name: 'Confirm the sale' })
    await expect(sheet.getByText('1.0000 USDT')).toBeVisible()
    await sheet.getByRole('button', { name: 'Put on sale' }).click()
    await expect(page.getByRole('heading', { name: 'On sale' })).toBeVisible()

    await page.getByRole('link', { name: 'See the NFT' }).click()
    await expect(page.getByText('Listed, not started')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel the sale' }).click()
    await page
      .getByRole('dialog', { name: 'Cancel this sale?' })
      .getByRole('button', { name: 'Cancel the sale' })
      .click()
    await expect(page.getByText('In your collection')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Resell' })).toBeVisible()
  })
})
