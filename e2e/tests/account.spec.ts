import { expect, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { MessagesModel } from '../models/messages.model'
import { PayoutModel } from '../models/payout.model'
import { RegisterModel } from '../models/register.model'
import { SecurityModel } from '../models/security.model'
import { SettingsModel } from '../models/settings.model'
import { VerificationModel } from '../models/verification.model'

test.beforeEach(async ({ page }) => {
  // the suite speaks English; pt stays the default for real users
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

/** A fresh mainland mobile number (spec §5: 1, then 3–9, 11 digits). */
const uniquePhone = () => `138${String(Date.now() % 1e8).padStart(8, '0')}`

test('a new user registers by phone, sets a pay password, binds an e-mail, passes both verification levels, switches to Thai and EUR, adds a card and an address, reads a system message', async ({
  page,
  sandbox,
}) => {
  test.slow()
  const phone = uniquePhone()
  const sms = () => sandbox.latestCode(`+86${phone}`)
  const register = new RegisterModel(page)
  await register.open()
  await register.usePhoneIn('China')
  await register.requestSmsFor(phone)
  await register.fill({ code: await sms(), password: 'sandbox42' })
  await register.submit()
  const login = new LoginModel(page)
  await login.seePhone(phone, '86')
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: `Hi, user${phone.slice(-4)}` })).toBeVisible()

  // pay password (the code goes to the phone), then an e-mail: verification needs both bound
  const security = new SecurityModel(page)
  await security.open()
  await security.setPayPassword('paypass42', sms)
  await security.see('Pay password', /Set|Change/)
  const email = uniqueEmail('journey')
  await security.bindEmail(email, () => sandbox.latestCode(email))
  await security.see('E-mail', email.slice(-8))

  // basic verification, approved by the sandbox reviewer, then advanced with two pictures
  const verification = new VerificationModel(page)
  await verification.open()
  await verification.submitBasic({
    idType: 'Passport',
    name: 'Ana Souza',
    number: `P${phone.slice(-8)}`,
  })
  await sandbox.reviewKyc(email, 'approve')
  await verification.checkNow()
  await verification.seeLevel(1)
  await verification.submitAdvanced()
  await sandbox.reviewKyc(email, 'approve')
  await verification.checkNow()
  await verification.seeLevel(2)
  await expect(
    page.getByText('Your account is fully verified. The Lv2 limits apply.'),
  ).toBeVisible()

  // display currency EUR, then Thai: both applied at once and kept after a reload
  const settings = new SettingsModel(page)
  await settings.open()
  await settings.chooseFiat('EUR')
  await settings.chooseLanguage('th', 'การตั้งค่า')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'การตั้งค่า' })).toBeVisible()
  await expect(page.getByRole('button', { name: /สกุลเงิน/ })).toContainText('EUR')
  // back to English for the rest of the journey (the page models read English)
  await settings.chooseLanguage('en', 'Settings', 'ภาษา')

  // a bank card and a withdrawal address
  const payout = new PayoutModel(page)
  await payout.addDomesticCard({
    realName: 'Ana Souza',
    cardNumber: '6222020200112233445',
    bankName: 'Banco do Brasil',
    bankBranch: 'Centro',
    bankCity: 'Sao Paulo',
  })
  await payout.addAddress({
    network: 'USDT-TRC20',
    name: 'My TRC20 wallet',
    address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  })

  // the welcome system message: unread until it is opened
  const messages = new MessagesModel(page)
  await messages.open()
  await expect(page.getByRole('link', { name: /System messages/ })).toContainText(/\d+ unread/)
  const unread = Number(
    (await page.getByRole('link', { name: /System messages/ }).innerText()).match(
      /(\d+) unread/,
    )?.[1],
  )
  expect(unread).toBeGreaterThan(0)
  await messages.read(/Welcome to/)
  await messages.open()
  await messages.seeUnread(unread - 1)
})
