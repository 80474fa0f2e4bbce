/**
 * The blind-box contract (nft-box.ts): the fixtures parse, the open request refuses a missing or
 * malformed client seed with its code, and the client's check passes an honest opening and names
 * a revealed seed other than the committed one, a result the seeds do not give, or an item that
 * became another template than the one drawn.
 */
import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { BlindBoxInfoAnswer, checkOpenedBox, OpenBlindBoxRequest, oddsPercent } from './nft-box'
import {
  MockBoxCounts,
  MockBoxForSale,
  MockClientSeed,
  MockOpenedBox,
  MockServerSeed,
  MockTamperedBox,
  MockUnopenedBox,
} from './nft-box.fixtures'
import { commitmentOf } from './nft-box-math'

const refusal = (input: unknown) => {
  const result = safeParse(OpenBlindBoxRequest, input)
  return result.success ? null : result.error.issues[0]?.message
}

describe('nft-box fixtures', () => {
  it('parse with the contract, so they cannot drift', () => {
    const unopened = BlindBoxInfoAnswer.parse(MockUnopenedBox)
    expect(unopened).toMatchObject({ opened: false, isOwner: true, reveal: null })
    expect(unopened.odds).toEqual({ N: 7000, R: 2500, SR: 500 })
    expect(unopened.counts).toEqual(MockBoxCounts)
    expect(unopened.counts).toEqual({ N: 5, R: 4, SR: 3 })
    expect(unopened.commitment).toBe(commitmentOf(MockServerSeed))
    expect(BlindBoxInfoAnswer.parse(MockBoxForSale).isOwner).toBe(false)

    const opened = BlindBoxInfoAnswer.parse(MockOpenedBox)
    expect(opened.opened).toBe(true)
    expect(opened.reveal).toMatchObject({ serverSeed: MockServerSeed, clientSeed: MockClientSeed })
    expect(opened.reveal!.openedAt).toBe(MockOpenedBox.opened_at! * 1000)
    expect(opened.name).toBe(opened.reveal!.template.name)
    expect(BlindBoxInfoAnswer.parse(MockTamperedBox).opened).toBe(true)
  })
})

describe('OpenBlindBoxRequest', () => {
  it('needs a client seed of 1–64 letters, digits, _ or -', () => {
    expect(refusal({ code: 'BOX-1' })).toBe('clientSeedRequired')
    expect(refusal({ code: 'BOX-1', client_seed: '  ' })).toBe('clientSeedRequired')
    expect(refusal({ code: 'BOX-1', client_seed: 'a:b' })).toBe('clientSeedInvalid')
    expect(refusal({ code: 'BOX-1', client_seed: 'x'.repeat(65) })).toBe('clientSeedInvalid')
    expect(refusal({ client_seed: 'abc' })).toBe('parameterError')
    expect(OpenBlindBoxRequest.parse({ code: 'BOX-1', client_seed: ' ab_C-9 ' })).toEqual({
      code: 'BOX-1',
      client_seed: 'ab_C-9',
    })
  })
})

describe('checkOpenedBox', () => {
  const unopened = BlindBoxInfoAnswer.parse(MockUnopenedBox)
  const opened = BlindBoxInfoAnswer.parse(MockOpenedBox)

  it('has nothing to check before the box is opened', () => {
    expect(checkOpenedBox(unopened)).toBeNull()
  })

  it('passes an honest opening against what was published before it', () => {
    const check = checkOpenedBox(opened, unopened)!
    expect(check).toMatchObject({ ok: true, failed: [] })
    expect(check.draw!.drawValue).toBe(MockOpenedBox.draw_value)
  })

  it('names a revealed seed that is not the committed one', () => {
    const tampered = BlindBoxInfoAnswer.parse(MockTamperedBox)
    expect(checkOpenedBox(tampered, unopened)!.failed).toEqual(['commitment'])
    // an answer that also changed its commitment is caught by the one read before opening
    const rewritten = { ...tampered, commitment: commitmentOf(tampered.reveal!.serverSeed) }
    expect(checkOpenedBox(rewritten)!.ok).toBe(true)
    expect(checkOpenedBox(rewritten, unopened)!.failed).toEqual(['commitment'])
  })

  it('names a result the seeds do not give and an item that became another template', () => {
    const reveal = opened.reveal!
    const other = opened.contents.find((c) => c.rarity !== reveal.rarity)!
    const swapped = { ...opened, reveal: { ...reveal, template: other } }
    expect(checkOpenedBox(swapped, unopened)!.failed).toEqual(['template'])
    const claimed = {
      ...opened,
      reveal: { ...reveal, rarity: other.rarity, position: other.position, template: other },
    }
    expect(checkOpenedBox(claimed, unopened)!.failed).toEqual(
      other.position === reveal.position
        ? ['rarity', 'template']
        : ['rarity', 'position', 'template'],
    )
  })

  it('fails when the odds shown before opening are not the ones the draw used', () => {
    const published = { ...unopened, odds: { N: 0, R: 0, SR: 10_000 } }
    expect(checkOpenedBox(opened, published)!.ok).toBe(false)
  })
})

describe('oddsPercent', () => {
  it('writes basis points as a percentage with 2 decimals', () => {
    expect([7000, 2500, 500, 1, 10_000, 0].map(oddsPercent)).toEqual([
      '70.00',
      '25.00',
      '5.00',
      '0.01',
      '100.00',
      '0.00',
    ])
  })
})
