import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'

/**
 * Issue 19's customer-service chat on a 375 px phone: a new user opens the chat from the contact
 * page, sends a message (the canned greeting answers in their language), and the desk's reply,
 * sent through the sandbox's loopback desk action, arrives live over the socket without a reload.
 */
test.describe('customer-service chat', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
  })

  test('open the chat, send a message, receive the desk’s reply live', async ({
    page,
    request,
  }) => {
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('chat')
    await sandbox.createUser(email)

    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    await page.goto('/#/pages/other/kf/kf')
    await page
      .getByRole('link', { name: /Customer service|chat/i })
      .first()
      .click()
    await expect(page.getByRole('heading', { name: 'Customer service', level: 1 })).toBeVisible()
    await expect(page.getByText('Write to us')).toBeVisible()

    await page.getByLabel('Message').fill('Where is my deposit?')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const conversation = page
      .getByRole('log')
      .or(page.getByLabel('Conversation with customer service'))
    await expect(conversation.getByText('Where is my deposit?')).toBeVisible()
    await expect(conversation.getByText(/^Hello! Thanks for writing to us/)).toBeVisible()

    const reply = await request.post('/api/dev/chat/reply', {
      form: { user: email, message: 'It was credited a minute ago.' },
    })
    expect(reply.ok(), await reply.text()).toBe(true)
    await expect(conversation.getByText('It was credited a minute ago.')).toBeVisible()
  })
})
