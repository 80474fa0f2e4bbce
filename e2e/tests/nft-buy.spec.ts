import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { fundSpot } from '../models/trade.model'

/**
 * Issue 17's purchases on a 375 px phone: a new user buys a fixed-price NFT from its page, then
 * buys a blind box (listed fresh by the sandbox's restock, with its commitment published), opens
 * it with the client seed the browser made, and sees the draw verified in the browser.
 */
test.describe('nft purchases', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('buy a fixed-price NFT; buy a blind box, open it and verify the draw', async ({
    page,
    request,
  }) => {
    test.slow()
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('nftbuy')
    const token = await sandbox.createUser(email)
    await fundSpot(request, token, { currency: 3, network: 'TRC20', amount: '5000' })

    // a fixed-price USDT item on sale now
    const res = await request.get('/api/bind_box/getBoxList?pay_type=1&status=1&limit=50', {
      headers: { Authorization: token },
    })
    const list = (await res.json()).message.list as {
      code: string
      name: string
      type: number
      currency_id: number
      buy_status: number
    }[]
    const fixed = list.find((i) => i.buy_status === 1 && i.currency_id === 3 && i.type !== 4)
    expect(fixed, 'a fixed-price USDT item on sale').toBeDefined()

    const restock = await request.post('/api/dev/nft/blind_box', { form: { count: '1' } })
    const box = (await restock.json()).message.boxes[0] as { code: string; commitment: string }

    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    await page.goto(`/#/pages/nft/artworkDetail?code=${fixed!.code}`)
    await expect(page.getByRole('heading', { name: fixed!.name })).toBeVisible()
    await page.getByRole('link', { name: 'Buy now' }).click()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()

    await page.goto(`/#/pages/nft/artworkDetail?code=${box.code}`)
    await expect(page.getByTestId('box-commitment')).toHaveText(box.commitment)
    await page.getByRole('link', { name: 'Buy the blind box' }).click()
    await expect(page.getByLabel('Client seed')).toHaveValue(/^[0-9a-f]{32}$/)
    await page.getByRole('button', { name: /and open$/ }).click()
    await expect(page.getByRole('heading', { name: 'Your box held…' })).toBeVisible()
    await page.getByRole('button', { name: 'Verify the draw' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The draw verifies' })).toBeVisible()
  })
})
