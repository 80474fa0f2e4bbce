import { expect, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { fundSpot, lastPrice, TradeModel } from '../models/trade.model'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

test('a funded new user buys BTC at market, places a limit sell above the market, cancels it and gets the funds back; a limit buy above the market fills at once', async ({
  page,
  request,
  sandbox,
}) => {
  test.slow()
  const email = uniqueEmail('spot')
  const token = await sandbox.createUser(email)
  await fundSpot(request, token, { currency: 3, network: 'TRC20', amount: '5000' })

  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

  const trade = new TradeModel(page)
  await trade.open()
  await expect.poll(() => trade.available('Buy')).toMatch(/^5,000\.0000/)

  // market buy 0.01 BTC: filled against the book at once, the fee taken from the BTC
  await trade.place({ side: 'Buy', kind: 'Market', amount: '0.01' })
  await expect(page.getByText('Order placed').first()).toBeVisible()
  await expect.poll(() => trade.available('Sell')).toMatch(/^0\.0099800/)

  // limit sell 0.005 BTC 5 % above the market: open, its BTC held
  const above = ((await lastPrice(request)) * 1.05).toFixed(2)
  await trade.place({ side: 'Sell', kind: 'Limit', price: above, amount: '0.005' })
  const row = trade.openOrders.getByRole('listitem').filter({ hasText: 'Sell' })
  await expect(row).toHaveCount(1)
  await expect.poll(() => trade.available('Sell')).toMatch(/^0\.0049800/)

  // cancel it: the row goes and the BTC comes back
  await row.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click()
  await expect(row).toHaveCount(0)
  await expect.poll(() => trade.available('Sell')).toMatch(/^0\.0099800/)

  // limit buy 2 % above the market: marketable, so it fills at once at its own price
  const buyAbove = ((await lastPrice(request)) * 1.02).toFixed(2)
  await trade.place({ side: 'Buy', kind: 'Limit', price: buyAbove, amount: '0.001' })
  await expect(trade.openOrders.getByRole('listitem')).toHaveCount(0)
  await expect.poll(() => trade.available('Sell')).toMatch(/^0\.0109780/)

  // the orders page lists both fills and the cancellation
  await page.goto('/#/pages/transaction/currency_order?symbol=BTC%2FUSDT&status=filled')
  await expect(page.getByRole('listitem').filter({ hasText: 'Filled' })).toHaveCount(2)
})
