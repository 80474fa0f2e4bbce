/**
 * The trader agreement (issue 15; contract/info-pages.ts `traderAgreementPage`): each version in
 * its own language whatever `lang` is, public, seeded by migration 016.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NewsCategory } from '../../src/api/contract/content'
import { InfoPageResponse, traderAgreementPage } from '../../src/api/contract/info-pages'
import { buildTestApp, type TestContext } from './helper'
import { withoutStatus } from './payout-helper'

let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())
const { get } = withoutStatus(() => t.app)

const read = async (query: Record<string, string>) => {
  const body = await get(`/api/${traderAgreementPage.endpoint}`, query)
  expect(body.type).toBe('ok')
  return InfoPageResponse.parse(body.message)
}

describe('trader agreement', () => {
  it('answers the English version in English and the Chinese one in Chinese, whatever lang is', async () => {
    for (const lang of ['pt', 'en', 'zh', 'hk', 'jp', 'fra']) {
      const en = (await read({ version: 'en', lang }))!
      expect(en).toMatchObject({ lang: 'en', c_id: NewsCategory.traderAgreement })
      expect(en.title).toBe('Trader agreement')
      expect(en.content).toContain('No guarantee of profit')
      const zh = (await read({ version: 'zh', lang }))!
      expect(zh).toMatchObject({ lang: 'zh', c_id: NewsCategory.traderAgreement })
      expect(zh.title).toBe('交易员协议')
      expect(zh.content).toContain('不保证盈利')
    }
  })

  it('names what a trader commits to, in both versions', async () => {
    const en = (await read({ version: 'en' }))!.content
    for (const words of [
      'at your opening price',
      'No guarantee of profit',
      'computed by the platform from your real positions and are public',
      'No inducement',
      'Followers keep control',
      'No profit share',
      'may revoke the trader flag',
    ])
      expect(en).toContain(words)
    const zh = (await read({ version: 'zh' }))!.content
    for (const words of [
      '开仓价',
      '不保证盈利',
      '真实仓位',
      '禁止诱导',
      '控制权',
      '无利润分成',
      '撤销',
    ])
      expect(zh).toContain(words)
  })

  it('refuses another version', async () => {
    for (const version of ['pt', '', 'EN']) {
      const body = await get(`/api/${traderAgreementPage.endpoint}`, { version })
      expect(body.type).toBe('error')
    }
    const body = await get(`/api/${traderAgreementPage.endpoint}`, {})
    expect(body.type).toBe('error')
  })
})
