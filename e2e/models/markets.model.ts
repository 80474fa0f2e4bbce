import { expect, type Locator, type Page } from '@playwright/test'

/** The markets tab and a pair's detail page, in the words of their user (en). */
export class MarketsModel {
  constructor(private readonly page: Page) {}

  /** Starts the app in English, logged in with `token` when given. */
  async boot(token?: string) {
    await this.page.addInitScript((t) => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
        if (t) localStorage.setItem('token', t)
      }
    }, token ?? null)
  }

  async openFromTabBar() {
    await this.page.getByRole('link', { name: 'Markets' }).last().click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible()
  }

  row(symbol: string): Locator {
    return this.page.locator('[data-slot="quote-row"]').filter({ hasText: symbol })
  }

  priceOf(symbol: string): Locator {
    return this.row(symbol).locator('[data-slot="price-text"]')
  }

  /** The feed marker next to the prices (data-state: live, stale, connecting, resyncing, offline). */
  get marker(): Locator {
    return this.page.locator('[data-slot="stale-marker"]').first()
  }

  async expectLive(timeout = 10_000) {
    await expect(this.marker).toHaveAttribute('data-state', 'live', { timeout })
  }

  /** Waits until the pair's shown price differs from what it showed first. */
  async seePriceMove(symbol: string, timeout = 15_000) {
    const price = this.priceOf(symbol)
    await expect(price).toHaveText(/\d/)
    const first = await price.textContent()
    await expect(price).not.toHaveText(first ?? '', { timeout })
  }

  async toggleFavourite(symbol: string, expected: boolean) {
    const star = this.page.getByRole('button', { name: `Favourite ${symbol}` })
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', String(expected))
  }

  async showTab(name: 'Favourites' | 'All') {
    await this.page.getByRole('tab', { name }).click()
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
  }

  async openPair(symbol: string) {
    await this.row(symbol).getByRole('link').click()
    await expect(this.page.getByRole('heading', { level: 1, name: symbol })).toBeVisible()
    await expect(this.page.getByLabel(`${symbol} chart`)).toBeVisible()
  }

  async switchPeriod(label: string) {
    const tab = this.page
      .getByRole('tablist', { name: 'Chart interval' })
      .getByRole('tab', { name: label, exact: true })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  }
}
