import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { merchantActs, OtcModel, readyForOtc } from '../models/otc.model'

/**
 * Issue 18's OTC journey on a 375 px phone, against the sandbox: a verified user with a bank card
 * buys 100 USDT from the best BRL merchant, says they paid, and receives the coins once the
 * merchant releases them (the sandbox's dev action); a second order is left unpaid, the sandbox
 * clock passes its 15-minute window, and the merchant's escrow goes back to them.
 */
test.describe('otc', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('buy 100 USDT from a merchant and receive it on release; an unpaid order times out and its escrow returns', async ({
    page,
    request,
  }) => {
    test.slow()
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('otc')
    const token = await sandbox.createUser(email)
    await readyForOtc(request, sandbox, token, email)
    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    const otc = new OtcModel(page)
    await otc.openAds()
    // Rio Câmbio sells at 5.42 BRL, the lowest: 100 USDT cost 542.00 BRL, no fee
    const bought = await otc.buyFrom('Rio Câmbio', '100', '542.00 BRL')
    await expect(page.getByRole('timer')).toContainText('Time left to pay: 1')
    await expect(page.getByText("The merchant's 100 USDT are held in escrow")).toBeVisible()
    await otc.sayPaid()

    await merchantActs(request, bought, 'release')
    // the otc_order private event brings the release: no reload
    await otc.seeStatus('Completed')
    await expect(
      page.getByText('Escrow released: 100 USDT credited to your funds account.'),
    ).toBeVisible()

    // a second order, never paid: the window passes on the sandbox clock
    await otc.openAds()
    const unpaid = await otc.buyFrom('Rio Câmbio', '50', '271.00 BRL')
    await sandbox.advanceClock(15 * 60 + 5)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await otc.seeStatus('Cancelled')
    await expect(page.getByText('The payment window passed without a payment.')).toBeVisible()
    await expect(
      page.getByText("Escrow returned: the merchant's 50 USDT went back to them."),
    ).toBeVisible()
    expect(unpaid).toBeGreaterThan(bought)

    // both orders under My orders, newest first
    await page.goto('/#/pages/otc/otc?zone=orders')
    const mine = page.getByRole('region', { name: 'My OTC orders' }).getByRole('listitem')
    await expect(mine).toHaveCount(2)
    await expect(mine.first()).toContainText('Buy 50 USDT')
    await expect(mine.first()).toContainText('Cancelled')
    await expect(mine.last()).toContainText('Completed')
  })
})
