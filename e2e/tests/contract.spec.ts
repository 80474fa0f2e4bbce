import { expect, test, uniqueEmail } from '../models/app.model'
import { ContractModel, fundLever } from '../models/contract.model'
import { LoginModel } from '../models/login.model'
import { lastPrice } from '../models/trade.model'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

test('a funded new user opens a 10× long, sets take-profit and stop-loss, watches its P/L move, closes it and finds it in history with its fee; then opens two and closes all', async ({
  page,
  request,
  sandbox,
}) => {
  test.slow()
  const email = uniqueEmail('contract')
  const token = await sandbox.createUser(email)
  await fundLever(request, token, '2000')

  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

  const contract = new ContractModel(page)
  await contract.open()
  await expect(contract.ticket.getByText(/^2,000\.0000 USDT$/)).toBeVisible()

  // a 10× market long of 10 lots (0.01 BTC): margin and fee leave the Contract balance
  await contract.openPosition({ side: 'Long', leverage: 10, lots: '10' })
  await expect(page.getByText('Position opened').first()).toBeVisible()
  const card = contract.card('BTC/USDT Long 10×')
  await expect(card).toHaveCount(1)

  // take-profit 5 % above the market, stop-loss 5 % below
  const price = await lastPrice(request)
  await card.getByRole('button', { name: 'TP/SL BTC/USDT Long 10×' }).click()
  const stops = page.getByRole('dialog', { name: 'Take-profit / stop-loss' })
  await stops.getByRole('textbox', { name: 'Take-profit price' }).fill((price * 1.05).toFixed(2))
  await stops.getByRole('textbox', { name: 'Stop-loss price' }).fill((price * 0.95).toFixed(2))
  await stops.getByRole('button', { name: 'Save' }).click()
  await expect(stops).toBeHidden()
  await expect(page.getByText('Take-profit and stop-loss saved').first()).toBeVisible()
  const tp = (price * 1.05).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  await expect(card).toContainText(tp)

  // the P/L follows the engine's price, tick after tick
  const first = await card.innerText()
  await expect.poll(() => card.innerText(), { timeout: 30_000 }).not.toBe(first)

  // close it: the preview, then the card goes
  await card.getByRole('button', { name: 'Close BTC/USDT Long 10×' }).click()
  const close = page.getByRole('dialog', { name: 'Close this position?' })
  await close.getByRole('button', { name: 'Close position' }).click()
  await expect(card).toHaveCount(0)
  // toasts queue (1.5 s each): this one may follow others
  await expect(page.getByText('Position closed').first()).toBeVisible({ timeout: 15_000 })

  // history: closed by the user, with its trade fee
  await page.goto('/#/pages/transaction/contract_order?status=closed')
  const row = page.getByRole('article', { name: /BTC\/USDT Long 10×/ }).first()
  await expect(row.getByText('Closed by you')).toBeVisible()
  await row.getByRole('button').first().click()
  const detail = page.getByRole('dialog', { name: 'Position details' })
  // 0.1 % of the position's value: 0.01 BTC at about the price it opened at
  const fee = detail
    .locator('dt', { hasText: /^Trade fee$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expect(fee).toHaveText(/^\d+\.\d{4} USDT$/)
  const charged = Number((await fee.innerText()).replace(/[^\d.]/g, ''))
  expect(Math.abs(charged - price * 0.01 * 0.001)).toBeLessThan(price * 0.01 * 0.001 * 0.05)
  await page.keyboard.press('Escape')

  // two more, then close all
  await contract.open()
  await contract.openPosition({ side: 'Long', leverage: 20, lots: '5' })
  await expect(contract.card('BTC/USDT Long 20×')).toHaveCount(1)
  await contract.openPosition({ side: 'Short', leverage: 5, lots: '5' })
  await expect(contract.card('BTC/USDT Short 5×')).toHaveCount(1)
  await contract.positions.getByRole('button', { name: 'Close all' }).click()
  await page.getByRole('menu').getByRole('menuitem').first().click()
  const all = page.getByRole('dialog', { name: 'Close positions?' })
  await all.getByRole('button', { name: 'Close 2 positions' }).click()
  await expect(contract.positions.getByRole('article')).toHaveCount(0)
  // toasts queue (1.5 s each): this one follows the two openings'
  await expect(page.getByText('Positions closed').first()).toBeVisible({ timeout: 15_000 })
})
