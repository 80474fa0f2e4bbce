import { expect, type Page } from '@playwright/test'

export class HomeModel {
  constructor(private readonly page: Page) {}

  async seeGreeting(email: string) {
    await expect(this.page.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(this.page.getByText(email)).toBeVisible()
  }

  /**
   * A visitor who has not read the home pop-up notice (one is seeded per language) sees it over
   * home, once per device: read it. It arrives with home's content, after the greeting, so a test
   * that goes on on home waits for it here rather than racing it.
   */
  async readNotice() {
    const dialog = this.page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await expect(dialog).toHaveCount(0)
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'Log out' }).click()
    await expect(this.page.getByRole('link', { name: 'Log in' })).toBeVisible()
  }
}
