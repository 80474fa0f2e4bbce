import { expect, type Page } from '@playwright/test'

/** The register screen, in the words of its user (en). */
export class RegisterModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/common/register')
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible()
  }

  async requestCodeFor(email: string) {
    await this.page.getByLabel('E-mail').fill(email)
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  }

  /** Switches to a phone account and picks the area by searching its name. */
  async usePhoneIn(area: string) {
    await this.page.getByRole('tab', { name: 'Phone' }).click()
    await this.page.getByRole('button', { name: /^Country or region/ }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Country or region' })
    await sheet.getByLabel('Search').fill(area)
    await sheet.getByRole('button', { name: new RegExp(`^${area}\\s*\\+\\d+`) }).click()
    await expect(sheet).toBeHidden()
  }

  async requestSmsFor(phone: string) {
    await this.page.getByLabel('Phone number').fill(phone)
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await expect(this.page.getByRole('status')).toContainText('by SMS')
  }

  async fill(values: { code: string; password: string; rePassword?: string }) {
    await this.page.getByLabel('Verification code').fill(values.code)
    await this.page.getByLabel('Password', { exact: true }).fill(values.password)
    await this.page.getByLabel('Confirm password').fill(values.rePassword ?? values.password)
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Register' }).click()
  }
}
