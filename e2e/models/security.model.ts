import { expect, type Page } from '@playwright/test'

/** The account security screen and its forms, in English. */
export class SecurityModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/setting/security')
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Account security' }),
    ).toBeVisible()
  }

  async see(row: 'Login password' | 'Pay password' | 'E-mail' | 'Phone', value: string | RegExp) {
    await expect(this.page.getByRole('listitem').filter({ hasText: row })).toContainText(value)
  }

  async setPayPassword(password: string, code: () => Promise<string>) {
    await this.page.getByRole('link', { name: /Pay password/ }).click()
    await this.page.getByLabel('Pay password', { exact: true }).fill(password)
    await this.page.getByLabel('Confirm pay password').fill(password)
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await this.page.getByLabel('Verification code').fill(await code())
    await this.page.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText('Pay password set')).toBeVisible()
  }

  async bindPhone(areaName: string, phone: string, code: () => Promise<string>) {
    await this.page.getByRole('link', { name: /Phone\s*Bind/ }).click()
    await this.page.getByRole('button', { name: /^Country or region/ }).click()
    const sheet = this.page.getByRole('dialog', { name: 'Country or region' })
    await sheet.getByLabel('Search').fill(areaName)
    await sheet.getByRole('button', { name: new RegExp(`^${areaName}\\s*\\+\\d+`) }).click()
    await this.page.getByLabel('Phone number').fill(phone)
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await this.page.getByLabel('Verification code').fill(await code())
    await this.page.getByRole('button', { name: 'Bind', exact: true }).click()
    await expect(this.page.getByText('Phone bound')).toBeVisible()
  }

  async bindEmail(email: string, code: () => Promise<string>) {
    await this.page.getByRole('link', { name: /E-mail\s*Bind/ }).click()
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await this.page.getByLabel('Verification code').fill(await code())
    await this.page.getByRole('button', { name: 'Bind', exact: true }).click()
    await expect(this.page.getByText('E-mail bound')).toBeVisible()
  }

  /** Change login password: a code to the user's own e-mail; every session ends, login opens. */
  async changeLoginPassword(password: string, code: () => Promise<string>) {
    await this.page.getByRole('link', { name: /Login password/ }).click()
    await expect(
      this.page.getByRole('heading', { level: 2, name: 'Change login password' }),
    ).toBeVisible()
    await this.page.getByRole('button', { name: 'Get code' }).click()
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await this.page.getByLabel('Verification code').fill(await code())
    await this.page.getByLabel('New password', { exact: true }).fill(password)
    await this.page.getByLabel('Confirm new password').fill(password)
    await this.page.getByRole('button', { name: 'Change password' }).click()
    await expect(this.page.getByText('Login password changed. Please log in again')).toBeVisible()
  }
}
