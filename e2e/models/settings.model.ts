import { expect, type Page } from '@playwright/test'

/** The settings hub (spec §2 setting/setting): language and display currency. */
export class SettingsModel {
  constructor(private readonly page: Page) {}

  async open(title = 'Settings') {
    await this.page.goto('/#/pages/setting/setting')
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }

  /** Picks a display currency by its code (the sheet closes on a choice). */
  async chooseFiat(code: string, rowName = 'Display currency') {
    await this.page.getByRole('button', { name: new RegExp(rowName) }).click()
    const sheet = this.page.getByRole('dialog', { name: rowName })
    await sheet
      .locator('label')
      .filter({ has: this.page.locator(`input[value="${code}"]`) })
      .click()
    await expect(sheet).toBeHidden()
    await expect(this.page.getByRole('button', { name: new RegExp(rowName) })).toContainText(code)
  }

  /** Picks an interface language by its tag; the hub's title then reads `title`. */
  async chooseLanguage(tag: string, title: string, rowName = 'Language') {
    await this.page.getByRole('button', { name: new RegExp(rowName) }).click()
    const sheet = this.page.getByRole('dialog', { name: rowName })
    await sheet
      .locator('label')
      .filter({ has: this.page.locator(`input[value="${tag}"]`) })
      .click()
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }
}
