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

  async logOut() {
    await this.page.getByRole('button', { name: 'Log out' }).click()
    await expect(this.page.getByRole('link', { name: 'Log in' })).toBeVisible()
  }
}
