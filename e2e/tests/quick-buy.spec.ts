import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'

/**
 * Issue 18's quick buy on a 375 px phone: a new user buys USDT by bank transfer (USD 100 from
 * Brazil: fee 1, 99 USDT), sees the beneficiary, the reference and the countdown; the sandbox's
 * operator marks the transfer received (dev action) and the page says payment successful at once
 * (the user's `quick_buy_credited` event, no reload, no check), and the order is in My orders.
 */
test.describe('quick buy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('buy 99 USDT for USD 100 by bank transfer; the transfer received, the order is paid', async ({
    page,
    request,
  }) => {
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('quick-buy')
    await sandbox.createUser(email)
    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    await page.goto('/#/pages/fund/quick_buy')
    await page.getByLabel('Amount (USD)').fill('100')
    await expect(page.getByText('99.0000 USDT')).toBeVisible()
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Last name').fill('Souza')
    await page.getByLabel('E-mail').fill('ana@example.com')
    await page.getByLabel('Phone').fill('+55 11 91234-5678')
    await page.getByLabel('Tax ID').fill('123.456.789-09')
    await page.getByLabel('Country').selectOption('BR')
    await page.getByLabel('Bank').selectOption('BR-1')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Create order' }).click()

    await expect(page.getByRole('heading', { name: 'To be paid' })).toBeVisible()
    await expect(page.getByRole('timer')).toContainText(/Transfer within (30:00|29:5\d)/)
    const id = Number(new URL(page.url().replace('#', '')).searchParams.get('id'))
    expect(id).toBeGreaterThan(0)

    const received = await request.post('/api/dev/quick_buy/receive', { form: { id: String(id) } })
    expect(received.ok()).toBe(true)
    // live: the operator's receipt reaches the user's room (the page does not poll while the
    // socket is up)
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()

    await page.getByRole('link', { name: 'My orders' }).click()
    await expect(page.getByText('Payment successful')).toBeVisible()
  })
})
