import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The prediction quiz (other/game/game): the lists, a question, its bet sheet (en texts). */
export class QuizModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/other/game/game')
    await expect(this.page.getByRole('heading', { name: 'Prediction quiz' })).toBeVisible()
  }

  /** The first question of `symbol` taking bets in the list shown, opened. */
  async openGuessing(symbol: string) {
    await this.page
      .locator('[data-slot="quiz-card"][data-state="guessing"]')
      .filter({ hasText: symbol })
      .first()
      .getByRole('link')
      .click()
    await expect(this.page.getByRole('heading', { name: 'Answers' })).toBeVisible()
  }

  get sheet() {
    return this.page.getByRole('dialog', { name: 'Bet' })
  }

  /** The answers' "Guess" buttons, in price order. */
  guesses() {
    return this.page.getByRole('button', { name: /^Guess “/ })
  }

  figure(id: string) {
    return this.sheet.locator(`[data-row="${id}"] dd`)
  }

  get result() {
    return this.page.getByRole('region', { name: 'Result' })
  }

  get myBets() {
    return this.page.getByRole('region', { name: 'My bets' })
  }
}

/** The sandbox's clock now (ms), as `quiz/list` answers it to `token`'s user. */
export async function quizNow(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/quiz/list', {
    headers: { Authorization: token },
    form: { tab: 'popular' },
  })
  const body = (await res.json()) as { type: string; message: { now: number } }
  expect(body.type).toBe('ok')
  return body.message.now
}

/** A question's resolution second (ms), from `quiz/detail`. */
export async function resolveTickOf(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<number> {
  const res = await request.post('/api/quiz/detail', {
    headers: { Authorization: token },
    form: { id: String(id) },
  })
  const body = (await res.json()) as {
    type: string
    message: { question: { resolve_tick: number } }
  }
  expect(body.type).toBe('ok')
  return body.message.question.resolve_tick
}
