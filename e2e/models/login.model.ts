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

  /** After a phone sign-up or reset: the phone tab, the number and its area are filled in. */
  async seePhone(phone: string, areaCode: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(this.page.getByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(this.page.getByLabel('Phone number')).toHaveValue(phone)
    await expect(
      this.page.getByRole('button', { name: new RegExp(`\\+${areaCode}$`) }),
    ).toBeVisible()
  }

  async logInWithPassword(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password)
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click()
  }

  async useEmailCode() {
    await this.page.getByRole('button', { name: 'E-mail code' }).click()
  }

  async forgotPassword() {
    await this.page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(
      this.page.getByRole('heading', { level: 2, name: 'Reset your password' }),
    ).toBeVisible()
  }
}
