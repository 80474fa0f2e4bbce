import { expect, test, uniqueEmail } from '../models/app.model'
import { fundLever } from '../models/contract.model'
import { becomeTrader } from '../models/follow.model'
import { LoginModel } from '../models/login.model'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

test('a follower finds a trader, follows with fixed lots, sees the copy appear live when the trader opens, and closed with its P/L when the trader closes', async ({
  page,
  request,
  sandbox,
}) => {
  test.slow()
  // the trader earns the flag through the API (10 closed positions, 7 days, verified, approved)
  const traderEmail = uniqueEmail('rita')
  const trader = await becomeTrader(request, sandbox, traderEmail)
  const nickname = traderEmail.split('@')[0]!.slice(0, 10)

  const email = uniqueEmail('copy')
  const token = await sandbox.createUser(email)
  await fundLever(request, token, '1000')
  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

  // the traders list (the home tile's address): the trader with their real record, no follower
  await page.goto('/#/pages/copytrade/copy')
  const card = page.getByRole('article', { name: nickname })
  await expect(card).toContainText('10')
  await expect(card).toContainText('0 followers')
  await card.getByRole('link').click()

  // the trader's page, then Follow: 1 lot a copy, previewed on the trader's latest position
  await expect(page.getByRole('heading', { name: nickname }).first()).toBeVisible()
  await page.getByRole('link', { name: `Follow ${nickname}` }).click()
  await page.getByText('Fixed lots', { exact: true }).click()
  await expect(page.getByRole('radio', { name: /Fixed lots/ })).toBeChecked()
  await page.getByLabel('Lots per copy').fill('1')
  await expect(page.getByText('Fixed: 1 lot, whatever the trader opens')).toBeVisible()
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  const confirm = page.getByRole('dialog')
  await confirm.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByText(`You now follow ${nickname}`)).toBeVisible()
  await page.getByRole('link', { name: 'My copy trading' }).click()

  // My copy trading: the follow, then the copies tab, empty until the trader opens
  await expect(page.getByRole('article', { name: nickname })).toBeVisible()
  await page.getByRole('tab', { name: 'Copies' }).click()
  await expect(page.getByText('No open copies')).toBeVisible()

  // the trader opens 3 lots long (through the API): the copy appears live, 1 lot
  const opened = await trader.open('long', 3)
  const copy = page.getByRole('article', { name: 'BTC/USDT Long 10×' })
  await expect(copy).toBeVisible({ timeout: 15_000 })
  await expect(copy).toContainText(`Copied from ${nickname}`)
  await expect(copy.getByRole('button', { name: 'Take over BTC/USDT Long 10×' })).toBeVisible()

  // the trader closes: the copy leaves the open copies and is in History, closed with the trader
  await sandbox.advanceClock(5)
  await trader.close(opened)
  await expect(copy).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('tab', { name: 'History' }).click()
  const closed = page.getByRole('article', { name: /BTC\/USDT Long 10×/ }).first()
  await expect(closed).toHaveAttribute('data-outcome', 'trader')
  await expect(closed).toContainText(/[+-]?\d[\d,]*\.\d{4}/)
})
