import { expect, type Page } from '@playwright/test'

/** Bank cards and the withdrawal address book (spec §2 setting/bank, wallet, addWallet), in English. */
export class PayoutModel {
  constructor(private readonly page: Page) {}

  async addDomesticCard(card: {
    realName: string
    cardNumber: string
    bankName: string
    bankBranch: string
    bankCity: string
  }) {
    await this.page.goto('/#/pages/setting/bank')
    const form = this.page.getByRole('form', { name: 'Bank card' })
    await form.getByLabel('Real name').fill(card.realName)
    await form.getByLabel('Card number').fill(card.cardNumber)
    await form.getByLabel('Bank name').fill(card.bankName)
    await form.getByLabel('Branch').fill(card.bankBranch)
    await form.getByLabel('City of account').fill(card.bankCity)
    await form.getByRole('button', { name: 'Save card' }).click()
    await expect(this.page.getByText('Card saved')).toBeVisible()
  }

  async addAddress(address: {
    network: 'BTC' | 'ETH-ERC20' | 'USDT-ERC20' | 'USDT-TRC20'
    name: string
    address: string
  }) {
    await this.page.goto('/#/pages/setting/wallet')
    await this.page.getByRole('link', { name: 'Add address' }).click()
    const [coin, network] = address.network.includes('-')
      ? address.network.split('-')
      : [address.network, address.network]
    await this.page
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: `${coin} Network ${network}` }) })
      .click()
    await expect(this.page.getByRole('radio', { name: `${coin} Network ${network}` })).toBeChecked()
    await this.page.getByLabel('Name').fill(address.name)
    await this.page.getByLabel('Address', { exact: true }).fill(address.address)
    await this.page.getByRole('button', { name: 'Save address' }).click()
    await expect(this.page.getByText('Address saved')).toBeVisible()
    await expect(this.page.getByRole('listitem').filter({ hasText: address.name })).toBeVisible()
  }
}
