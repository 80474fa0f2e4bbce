import { expect, Sandbox, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { QuizModel, quizNow, resolveTickOf } from '../models/quiz.model'
import { SandboxProcess } from '../models/sandbox-process'
import { fundSpot } from '../models/trade.model'

const HOUR_S = 3_600
/** Hourly questions take bets until :45; a journey needs a few minutes of them. */
const LATEST_MINUTE = 40

/**
 * Issue 19's journey on a 375 px phone: bet 10 USDT on an hourly BTC question from the funds
 * account, with the payout rule in numbers first; the sandbox clock passes the resolution second;
 * the question shows its result with the resolving tick (price and second) and a link to the
 * K-line at that second, and the bet its result.
 *
 * A sandbox of its own: the journey moves the clock by up to an hour and a quarter.
 */
test.describe('quiz', () => {
  const server = new SandboxProcess(Number(process.env.E2E_PORT ?? 4180) + 9, 'data/e2e-quiz.db')
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

  test('bet on an hourly question, the clock passes its second, the result shows its tick and K-line', async ({
    page,
    request,
  }) => {
    test.slow()
    const sandbox = new Sandbox(request)
    const email = uniqueEmail('quiz')
    const token = await sandbox.createUser(email)
    await fundSpot(request, token, { currency: 3, network: 'TRC20', amount: '100' })

    // late in the hour the hourly questions are cut off: start at the next hour's opening
    const now = await quizNow(request, token)
    const secondOfHour = Math.floor(now / 1000) % HOUR_S
    if (secondOfHour > LATEST_MINUTE * 60) await sandbox.advanceClock(HOUR_S - secondOfHour + 5)

    const login = new LoginModel(page)
    await login.open()
    await page.getByLabel('E-mail').fill(email)
    await login.logInWithPassword('sandbox42')
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

    const quiz = new QuizModel(page)
    await quiz.open()
    await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await quiz.openGuessing('BTC/USDT')
    const id = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'))

    // 10 USDT on the lower answer: what it would pay if right, the fee and the refund rule first
    await quiz.guesses().first().click()
    await expect(quiz.sheet.getByText('Account balance: 100.0000 USDT')).toBeVisible()
    await quiz.sheet.getByLabel('Bet amount (USDT)').fill('10')
    await expect(quiz.figure('payout')).toHaveText(/USDT$/)
    await expect(quiz.figure('fee')).toHaveText(/USDT$/)
    await expect(quiz.sheet.getByText(/every stake is refunded in full/)).toBeVisible()
    await quiz.sheet.getByRole('button', { name: 'Bet now' }).click()
    await expect(page.getByText(/^Bet placed: 10\.0000 USDT on “At or below /)).toBeVisible()
    await expect(quiz.myBets.getByText('Unsettled')).toBeVisible()

    // the sandbox clock passes the resolution second; its job settles the question and the user's
    // room hears it (quiz_settled): the page shows the result with no reload
    // (asked with the page's session: logging in on the page ended the API's one)
    const session = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    const resolveTick = await resolveTickOf(request, session, id)
    const left = Math.ceil((resolveTick - (await quizNow(request, session))) / 1000)
    await sandbox.advanceClock(left + 2)
    await expect(quiz.result).toBeVisible()
    const second = resolveTick / 1000
    await expect(quiz.result.locator('[data-row="second"] dd')).toHaveText(/\d{1,2}:00:00/)
    await expect(quiz.result.locator('[data-row="price"] dd')).toHaveText(/^[\d,]+\.\d+$/)
    await expect(quiz.myBets.getByText(/^(Guessed right|Refunded|Missed)$/)).toBeVisible()
    const kline = quiz.result.getByRole('link', { name: 'See this second on the K-line' })
    await expect(kline).toHaveAttribute(
      'href',
      `#/pages/transaction/index2?symbol=BTC%2FUSDT&at=${second}`,
    )
    await kline.click()
    await expect(page).toHaveURL(new RegExp(`at=${second}`))
  })
})
