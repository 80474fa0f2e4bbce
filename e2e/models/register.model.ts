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

  async fill(values: { code: string; password: string; rePassword?: string }) {
    await this.page.getByLabel('Verification code').fill(values.code)
    await this.page.getByLabel('Password', { exact: true }).fill(values.password)
    await this.page.getByLabel('Confirm password').fill(values.rePassword ?? values.password)
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Register' }).click()
  }
}
