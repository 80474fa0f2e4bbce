import { expect, type Page } from '@playwright/test'

export class LoginModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/common/login')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  }

  async seeAccount(email: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(this.page.getByLabel('E-mail')).toHaveValue(email)
  }

  async logInWithPassword(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password)
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click()
  }

  async useEmailCode() {
    await this.page.getByRole('button', { name: 'E-mail code' }).click()
  }
}
