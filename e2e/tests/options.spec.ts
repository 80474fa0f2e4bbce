import { expect, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { OptionsModel, fundOptions } from '../models/options.model'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

test('a funded new user places a 30 s rise, watches it count down, sees it settle at the engine tick of its expiry, finds that tick on the K-line, checks it publicly and in history', async ({
  page,
  request,
  sandbox,
}) => {
  test.slow()
  const email = uniqueEmail('options')
  const token = await sandbox.createUser(email)
  await fundOptions(request, token, '1000')

  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

  const options = new OptionsModel(page)
  await options.open()
  await expect(options.ticket.getByText('1,000.0000 USDT')).toBeVisible()

  // 100 USDT on a rise for 30 s: stake and the 1 % fee leave the Options balance
  await options.place({ direction: 'Rise', seconds: 30, ratio: '80', stake: '100' })
  await expect(options.ticket.getByText('899.0000 USDT')).toBeVisible()
  const card = options.card('BTC/USDT Rise 30 s')
  await expect(card).toHaveCount(1)
  const timer = card.getByRole('timer')
  await expect(timer).toHaveText(/^0:(2\d|30)$/)
  const first = await timer.innerText()
  await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first)

  // the sandbox clock moves past the expiry: the option settles at its own second's price
  await sandbox.advanceClock(31)
  await expect(card.getByRole('link', { name: 'See this tick on the K-line' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(card.getByText(/^(Win|Loss|Tie) /)).toBeVisible()
  const settled = card.locator('dt', { hasText: /^Settlement price$/ })
  const settleText = await settled.locator('xpath=following-sibling::dd[1]').innerText()
  // "41,251.65, the engine's price at exactly 12:00:30 PM"
  const price = /^([\d,]+\.\d+), the engine's price at exactly/.exec(settleText)?.[1]
  expect(price, settleText).toBeTruthy()

  // the K-line at that second names the same price
  const checkHref = await card.getByRole('link', { name: 'Check this result' }).getAttribute('href')
  await card.getByRole('link', { name: 'See this tick on the K-line' }).click()
  await expect(page.getByText(new RegExp(`^Engine tick at .*: ${price} USDT$`))).toBeVisible({
    timeout: 15_000,
  })

  // the public check recomputes it, signed in or not
  await page.goto(`/${checkHref}`)
  await expect(page.getByText('The settlement checks out')).toBeVisible({ timeout: 15_000 })

  // history: the closed option with its fee
  await page.goto('/#/pages/transaction/seconds_order?status=closed')
  const row = page.getByRole('article', { name: /Rise BTC\/USDT 30 s/ }).first()
  await expect(row).toBeVisible()
  await expect(row).toContainText('1.0000')
})
