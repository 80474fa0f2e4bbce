import { expect, type Page } from '@playwright/test'

/** /choose-location and /open-location, in the words of their user (en). */
export class LocationModel {
  constructor(private readonly page: Page) {}

  /** Starts the app in English; the device is at `position`, and the page may read it. */
  async boot(position: { latitude: number; longitude: number; accuracy: number }) {
    await this.page.addInitScript(() => {
      if (!localStorage.getItem('lang')) {
        localStorage.setItem('storageVersion', '1')
        localStorage.setItem('lang', 'en')
      }
    })
    const context = this.page.context()
    await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write'])
    await context.setGeolocation(position)
  }

  async openChooser() {
    await this.page.goto('/#/choose-location')
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Choose a location' }),
    ).toBeVisible()
  }

  async useMyPosition(accuracy: string) {
    await this.page.getByRole('button', { name: 'Use my position' }).click()
    await expect(this.page.getByRole('status')).toHaveText(
      `Position found, accurate to about ${accuracy} m`,
    )
  }

  field(label: 'Latitude' | 'Longitude' | 'Name (optional)' | 'Address (optional)') {
    return this.page.getByLabel(label, { exact: true })
  }

  async confirm() {
    await this.page.getByRole('button', { name: 'Confirm location' }).click()
  }

  /** The shown place: its name as a heading, then a coordinate in degrees, minutes, seconds. */
  async expectShown(name: string, dms: string[]) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Location' })).toBeVisible()
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible()
    for (const text of dms) await expect(this.page.getByText(text, { exact: true })).toBeVisible()
  }

  /** Copies the coordinates; returns what the clipboard then holds. */
  async copyCoordinates(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy coordinates' }).click()
    await expect(this.page.getByText('Coordinates copied')).toBeVisible()
    return this.page.evaluate(() => navigator.clipboard.readText())
  }

  mapLink() {
    return this.page.getByRole('link', { name: /Open in maps/ })
  }
}
