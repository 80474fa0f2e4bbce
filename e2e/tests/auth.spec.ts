import { expect, test, uniqueEmail } from '../models/app.model'
import { HomeModel } from '../models/home.model'
import { LoginModel } from '../models/login.model'
import { RegisterModel } from '../models/register.model'

test.beforeEach(async ({ page }) => {
  // the suite speaks English; pt stays the default for real users
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

test('a new user registers with an e-mailed code, logs in, sees home and logs out', async ({
  page,
  sandbox,
}) => {
  const email = uniqueEmail('new')
  const register = new RegisterModel(page)
  await register.open()
  await register.requestCodeFor(email)
  await register.fill({ code: await sandbox.latestCode(email), password: 'sandbox42' })
  await register.submit()

  const login = new LoginModel(page)
  await login.seeAccount(email)
  await login.logInWithPassword('sandbox42')

  const home = new HomeModel(page)
  await home.seeGreeting(email)
  await page.reload()
  await home.seeGreeting(email)
  await home.logOut()
})

test('a wrong code is refused with a clear message and nothing is created', async ({
  page,
  sandbox,
}) => {
  const email = uniqueEmail('wrong')
  const register = new RegisterModel(page)
  await register.open()
  await register.requestCodeFor(email)
  const code = await sandbox.latestCode(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await register.fill({ code: wrong, password: 'sandbox42' })
  await register.submit()
  await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
    /must be 6 digits and match/,
  )

  // the account does not exist: logging in fails
  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('alert')).toHaveText(/e-mail or password is wrong/)
})

test('an expired code is refused; a new one works', async ({ page, sandbox }) => {
  // the resend cool-down runs on the page's clock, which the test moves on
  await page.clock.install()
  const email = uniqueEmail('expired')
  const register = new RegisterModel(page)
  await register.open()
  await register.requestCodeFor(email)
  const code = await sandbox.latestCode(email)
  await sandbox.advanceClock(601)
  await register.fill({ code, password: 'sandbox42' })
  await register.submit()
  await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(/expired/)

  await page.clock.runFor(61_000)
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  const fresh = await sandbox.latestCode(email)
  expect(fresh).not.toBe('')
  await page.getByLabel('Verification code').fill(fresh)
  await register.submit()
  await new LoginModel(page).seeAccount(email)
})

test('a visitor logs in with an e-mail code from the mailbox', async ({ page, sandbox }) => {
  const login = new LoginModel(page)
  await login.open()
  await login.useEmailCode()
  await page.getByLabel('E-mail').fill('demo@sandbox.test')
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  await page.getByLabel('Verification code').fill(await sandbox.latestCode('demo@sandbox.test'))
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await new HomeModel(page).seeGreeting('demo@sandbox.test')
})
