import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { SandboxProcess } from '../models/sandbox-process'
import { fundSpot } from '../models/trade.model'

/**
 * Issue 16's journey on a 375 px phone: lock 1,000 USDT, subscribe to the IEO in progress, buy
 * unsold tokens of an ended one at the listing price, and buy a dual product; three days pass on
 * the sandbox clock; the dual order has settled with its tick, the lock has been paid its interest
 * and is redeemed early for exactly the penalty the sheet showed, the IEO tokens are delivered.
 *
 * A sandbox of its own, on a fresh database: the seeded IEO is in progress for three days from
 * the database's first start, and the shared sandbox's clock has been moved by other journeys.
 */
test.describe('earn', () => {
  const server = new SandboxProcess(Number(process.env.E2E_PORT ?? 4180) + 8, 'data/e2e-earn.db')
  test.beforeAll(async () => server.start({ fresh: true }))
  test.afterAll(async () => server.kill())
  test.use({ baseURL: server.url })

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('lock 1,000 USDT, subscribe to an IEO, buy a dual product; three days later: interest paid, early redemption at the penalty shown, tokens delivered, the dual order settled', async ({
    page,
    request,
  }) => {
    test.slow()
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('earn')
    const token = await sandbox.createUser(email)
    await fundSpot(request, token, { currency: 3, network: 'TRC20', amount: '5000' })
    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    // the finance hub (the home tile's page) leads to lock mining
    await page.goto('/#/pages/other/financial/index')
    await page
      .getByRole('region', { name: 'Lock mining' })
      .getByRole('link', { name: 'Products' })
      .click()
    await page.getByRole('link', { name: 'Lock USDT for 5 days' }).click()

    // lock 1,000 USDT for 5 days at 0.3 % a day: 3 USDT a day, 15 over the term, shown first
    await page.getByLabel('Amount (USDT)').fill('1000')
    await expect(page.getByText('3.0000 USDT').first()).toBeVisible()
    await expect(page.getByText('15.0000 USDT').first()).toBeVisible()
    await page.getByRole('button', { name: 'Lock', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Confirm lock' })
      .getByRole('button', { name: 'Lock', exact: true })
      .click()
    await expect(page.getByRole('heading', { name: 'Locked' })).toBeVisible()

    // subscribe to 2,000 NOVA at 0.05 USDT: 100 USDT, allotted in full, delivered after the end
    await page.goto('/#/pages/ieo/ieo')
    await page
      .getByRole('link', { name: /Nova Grid|NOVA/ })
      .first()
      .click()
    await page.getByLabel('Amount (tokens)').fill('2000')
    await expect(page.getByLabel('What you pay and get')).toContainText('100.0000 USDT')
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Confirm subscription' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click()
    await expect(page.getByRole('heading', { name: 'Subscription made' })).toBeVisible()

    // ORBT ended with nothing sold and is past its time to market: 10 USDT buy 100 ORBT of the
    // unsold supply at the listing price (0.1), delivered at once
    await page.goto('/#/pages/ieo/ieo')
    await page
      .getByRole('link', { name: /Orbit Pay/ })
      .first()
      .click()
    await page.getByLabel('Amount to spend').fill('10')
    await expect(page.getByLabel('What you pay and get')).toContainText('100 ORBT')
    await page.getByRole('button', { name: 'Buy', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Confirm purchase' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click()
    await expect(
      page.getByRole('heading', { name: 'Your purchase at the listing price' }),
    ).toBeVisible()
    await expect(page.getByText(/^100 ORBT bought for 10\.0000 USDT/)).toBeVisible()

    // buy one share of a 1-day BTC "buy low" product (100 USDT); both outcomes shown before
    await page.goto('/#/pages/invest/invest?coin=1&type=put')
    await page
      .getByRole('link', { name: /^Buy at .*, 1 day$/ })
      .first()
      .click()
    await page.getByLabel('Shares').fill('1')
    await expect(page.getByText(/At or below .* USDT: you get/)).toBeVisible()
    await expect(page.getByText(/Above .* USDT: you get/)).toBeVisible()
    await page.getByRole('button', { name: 'Buy', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Confirm purchase' })
      .getByRole('button', { name: 'Buy', exact: true })
      .click()
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible()

    // My dual orders stays open while three days pass: the order settles live (dual_settled)
    await page.getByRole('link', { name: 'My dual orders' }).click()
    const order = page.getByRole('article').first()
    await expect(order).toBeVisible()
    await sandbox.advanceClock(3 * 86_400)
    await page.getByRole('tab', { name: 'Settled' }).click()
    await expect(page.getByRole('article').first()).toContainText('Received', { timeout: 15_000 })
    await expect(
      page.getByRole('link', { name: 'See that second on the K-line' }).first(),
    ).toHaveAttribute('href', /index2\?symbol=BTC%2FUSDT&at=\d+/)

    // My locks: two days paid so far (interest starts the day after locking), 3 USDT each
    await page.goto('/#/pages/lockming/order')
    const lock = page.getByRole('article').first()
    await expect(lock).toContainText('Paid (2/5 days)')
    await expect(lock).toContainText('6.0000')

    // redeem early: 3 days remain (the day in progress counts): 0.4 % × 3 × 1,000 = 12 USDT
    await lock.getByRole('button', { name: 'Redeem early' }).click()
    const sheet = page.getByRole('dialog')
    await expect(sheet).toContainText(
      'Penalty = 0.4% × 3 remaining days × 1,000.0000 USDT = 12.0000 USDT',
    )
    await expect(sheet).toContainText('988.0000')
    await sheet.getByRole('button', { name: 'Redeem early' }).click()
    await expect(sheet.getByRole('heading', { name: 'Redeemed early' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Got it' }).click()
    const redeemed = page.getByRole('article').first()
    await expect(redeemed).toHaveAttribute('data-state', 'redeemed')
    await expect(redeemed).toContainText(/Penalty charged\s*12\.0000/)
    await expect(redeemed).toContainText(/Returned\s*988\.0000/)

    // the IEO ended: its 2,000 NOVA are in the funds account, delivered by the job
    await page.goto('/#/pages/ieo/order')
    await expect(page.getByRole('article').filter({ hasText: 'NOVA' })).toContainText(
      /2,000(\.0+)? NOVA delivered on/,
    )
    await expect(page.getByRole('article').filter({ hasText: 'ORBT' })).toContainText('Placement')
  })
})
