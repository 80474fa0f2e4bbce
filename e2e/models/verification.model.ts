import { deflateSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'

/**
 * A tiny valid PNG (1×1, one colour per call so the two sides of a document differ: the sandbox
 * refuses the same picture twice). Built here so the suite needs no binary fixtures.
 */
export function tinyPng(red: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1, 0)
  ihdr.writeUInt32BE(1, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  // one scanline: filter 0, then R G B
  const raw = Buffer.from([0, red & 0xff, 0x40, 0x80])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The identity verification screen (spec §2 setting/real_mark), in English. */
export class VerificationModel {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/pages/setting/real_mark')
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeVisible()
  }

  async submitBasic(details: {
    idType: 'ID card' | 'Passport' | "Driver's licence"
    name: string
    number: string
  }) {
    const form = this.page.getByRole('form', { name: 'Basic verification (Lv1)' })
    await form.getByRole('radio', { name: details.idType }).check({ force: true })
    await form.getByLabel('Full name').fill(details.name)
    await form.getByLabel('Document number').fill(details.number)
    await form.getByRole('button', { name: 'Submit for review' }).click()
    await expect(this.page.getByText('Submitted. We will review it shortly').first()).toBeVisible()
    await expect(this.page.getByRole('region', { name: 'Under review' })).toBeVisible()
  }

  /** After the sandbox reviewer decided: "Check now" re-reads the state at once. */
  async checkNow() {
    await this.page.getByRole('button', { name: 'Check now' }).click()
  }

  async seeLevel(level: 1 | 2) {
    await expect(this.page.getByText(`Verification passed: Lv${level}`)).toBeVisible()
  }

  async submitAdvanced() {
    await this.page.getByRole('button', { name: 'Start advanced verification' }).click()
    for (const [side, red] of [
      ['Front', 10],
      ['Reverse', 200],
    ] as const) {
      await this.page.getByLabel(`${side}: choose a picture`).setInputFiles({
        name: `${side.toLowerCase()}.png`,
        mimeType: 'image/png',
        buffer: tinyPng(red),
      })
      await expect(this.page.getByText('Uploaded').nth(side === 'Front' ? 0 : 1)).toBeVisible()
    }
    await this.page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(this.page.getByText('Submitted. We will review it shortly').first()).toBeVisible()
    await expect(this.page.getByRole('region', { name: 'Under review' })).toBeVisible()
  }
}
