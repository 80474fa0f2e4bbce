import { expect, type Locator, type Page } from '@playwright/test'

/** The NFT market (spec §2 nft/nft) as a person uses it: "I do / I see". */
export class NftMarketModel {
  constructor(readonly page: Page) {}

  /** A signed-in reader in English (every NFT page needs a session). */
  async boot(token: string) {
    await this.page.addInitScript((t) => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
        localStorage.setItem('token', t)
      }
    }, token)
  }

  async open() {
    await this.page.goto('/#/pages/nft/nft')
    await expect(this.page.getByRole('heading', { level: 1, name: 'NFT market' })).toBeVisible()
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  cards(): Locator {
    return this.page.getByRole('article')
  }

  async choose(group: 'Currency' | 'Sale type' | 'Media', chip: string) {
    await this.page
      .getByRole('group', { name: group })
      .getByRole('button', { name: chip, exact: true })
      .click()
  }

  async search(keyword: string) {
    const field = this.page.getByRole('searchbox', { name: 'Search by name' })
    await field.fill(keyword)
    await field.press('Enter')
  }

  async favourite(name: string) {
    const heart = this.card(name).getByRole('button', { name: `Favourite ${name}` })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
  }
}
