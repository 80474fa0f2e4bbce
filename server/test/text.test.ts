/** The one text reader: locales/<tag>/<namespace>.json in the request's language, then English, then the key. */
import { describe, expect, it } from 'vitest'
import payoutEn from '../../locales/en/payout.json'
import payoutJa from '../../locales/ja/payout.json'
import payoutPt from '../../locales/pt/payout.json'
import walletEn from '../../locales/en/wallet.json'
import { text } from '../src/text'

describe('text', () => {
  it('reads the namespace in the language of the product code, pt without one', () => {
    expect(text('payout', 'card.realName.label', 'jp')).toBe(payoutJa['card.realName.label'])
    expect(text('payout', 'card.realName.label', 'en')).toBe(payoutEn['card.realName.label'])
    expect(text('payout', 'card.realName.label', undefined)).toBe(payoutPt['card.realName.label'])
  })

  it('answers the key itself when no file has it', () => {
    expect(text('wallet', 'no.such.key', 'en')).toBe('no.such.key')
  })

  it('fills the placeholders it is given and leaves the others as written', () => {
    expect(text('payout', 'address.limit', 'en', { count: 20 })).toBe(
      payoutEn['address.limit'].replace('{{count}}', '20'),
    )
    expect(text('wallet', 'transfer.info', 'en', { from: 'A' })).toBe(
      walletEn['transfer.info'].replace('{{from}}', 'A'),
    )
  })
})
