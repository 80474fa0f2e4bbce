import { expect, type Page } from '@playwright/test'

/** The reset-password screen (and the security screen's "change login password"), in English. */
export class ForgetModel {
  constructor(private readonly page: Page) {}

  async requestCode() {
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  }

  async reset(
    values: { code: string; password: string; rePassword?: string },
    submit = 'Reset password',
  ) {
    await this.page.getByLabel('Verification code').fill(values.code)
    await this.page.getByLabel('New password', { exact: true }).fill(values.password)
    await this.page.getByLabel('Confirm new password').fill(values.rePassword ?? values.password)
    await this.page.getByRole('button', { name: submit }).click()
  }
}
