import { expect, type Page } from '@playwright/test'

/** The message centre (spec §2 other/mailMessage), in English. */
export class MessagesModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/other/mailMessage/mailMessage')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  }

  async seeUnread(count: number) {
    await expect(this.page.getByRole('link', { name: /System messages/ })).toContainText(
      count === 1 ? '1 unread message' : `${count} unread messages`,
    )
  }

  /** Opens the system message whose title matches, reads it, and comes back to the list. */
  async read(title: RegExp) {
    await this.page.getByRole('link', { name: /System messages/ }).click()
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'System messages' }),
    ).toBeVisible()
    await this.page.getByRole('link', { name: title }).first().click()
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible()
  }
}
