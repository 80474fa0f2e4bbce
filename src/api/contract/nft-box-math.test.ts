/**
 * The blind box's draw (nft-box-math.ts), as properties: it equals a second implementation
 * written here from the header's words over Node's own crypto; it is deterministic and in range;
 * a change of the server seed, the client seed, the code or the odds changes what the check reads;
 * the check names every fact a tampered record gets wrong. And a statistics test: 10,000 draws
 * with fixed seeds match the published odds (chi-square at p = 0.001, deterministic).
 */
import fc from 'fast-check'
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  boxRarities,
  checkBoxDraw,
  commitmentOf,
  drawBox,
  drawMessage,
  ODDS_TOTAL,
  rarityOf,
  type BoxOdds,
  type BoxRarity,
  type DrawInput,
  type TemplateCounts,
} from './nft-box-math'

/** The draw again, from the header's words, over node:crypto. */
function reference(input: DrawInput): { roll: number; rarity: BoxRarity; position: number } {
  const key = Buffer.from(input.serverSeed, 'hex')
  const list = (v: Record<BoxRarity, number>) => `N=${v.N},R=${v.R},SR=${v.SR}`
  let stream = Buffer.alloc(0)
  let read = 0
  const word = () => {
    if (read + 2 > stream.length) {
      const n = stream.length / 32
      const message = `${input.clientSeed}:${input.code}:${list(input.odds)}:${list(input.counts)}:${n}`
      stream = Buffer.concat([stream, createHmac('sha256', key).update(message, 'utf8').digest()])
    }
    const w = stream.readUInt16BE(read)
    read += 2
    return w
  }
  const below = (m: number) => {
    for (;;) {
      const w = word()
      if (w < 65_536 - (65_536 % m)) return w % m
    }
  }
  const roll = below(10_000)
  const rarity: BoxRarity =
    roll < input.odds.N ? 'N' : roll < input.odds.N + input.odds.R ? 'R' : 'SR'
  return { roll, rarity, position: below(input.counts[rarity]) }
}

const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'))
const seedText = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const oddsAndCounts = fc
  .tuple(
    fc.integer({ min: 0, max: ODDS_TOTAL }),
    fc.integer({ min: 0, max: ODDS_TOTAL }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 12 }),
  )
  .map(([a, b, cN, cR, cSR]) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    const odds: BoxOdds = { N: lo, R: hi - lo, SR: ODDS_TOTAL - hi }
    const counts: TemplateCounts = { N: cN, R: cR, SR: cSR }
    return { odds, counts }
  })
const input = fc
  .record({ serverSeed: hex32, clientSeed: seedText, code: seedText, oc: oddsAndCounts })
  .map(({ oc, ...rest }): DrawInput => ({ ...rest, ...oc }))

describe('the draw', () => {
  it('is the header’s rule, recomputed over node:crypto', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { roll, rarity, position } = drawBox(i)
        expect({ roll, rarity, position }).toEqual(reference(i))
      }),
    )
  })

  it('commits to SHA-256 of the 32 bytes of the seed, as node:crypto computes it', () => {
    fc.assert(
      fc.property(hex32, (seed) => {
        expect(commitmentOf(seed)).toBe(
          createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
        )
      }),
    )
  })

  it('is deterministic and in range, drawing only rarities with odds and existing templates', () => {
    fc.assert(
      fc.property(input, (i) => {
        const d = drawBox(i)
        expect(drawBox(i)).toEqual(d)
        expect(d.roll).toBeGreaterThanOrEqual(0)
        expect(d.roll).toBeLessThan(ODDS_TOTAL)
        expect(i.odds[d.rarity]).toBeGreaterThan(0)
        expect(d.rarity).toBe(rarityOf(d.roll, i.odds))
        expect(d.position).toBeGreaterThanOrEqual(0)
        expect(d.position).toBeLessThan(i.counts[d.rarity])
        expect(d.drawValue).toBe(`${d.roll}:${d.position}`)
        expect(d.words.filter((w) => w.accepted)).toHaveLength(2)
        expect(d.words.at(-1)).toMatchObject({ purpose: 'position', accepted: true })
      }),
    )
  })

  it('rejects a word at or above the limit and reads the next one (no modulo bias)', () => {
    // the first client seed (in a fixed order) whose first word is ≥ 60,000
    const base = { serverSeed: '11'.repeat(32), code: 'BOX-1' }
    const odds: BoxOdds = { N: 7_000, R: 2_500, SR: 500 }
    const counts: TemplateCounts = { N: 5, R: 4, SR: 3 }
    let found: DrawInput | undefined
    for (let n = 0; !found && n < 1_000; n++) {
      const i = { ...base, clientSeed: `s${n}`, odds, counts }
      if (drawBox(i).words[0]!.value >= 60_000) found = i
    }
    const d = drawBox(found!)
    expect(d.words[0]).toMatchObject({ purpose: 'roll', accepted: false })
    const firstAccepted = d.words.find((w) => w.accepted)!
    expect(d.roll).toBe(firstAccepted.value % ODDS_TOTAL)
  })

  it('reads other bytes when the server seed, the client seed, the code or the odds change', () => {
    fc.assert(
      fc.property(input, input, (a, b) => {
        fc.pre(b.serverSeed !== a.serverSeed)
        const d = drawBox(a)
        expect(drawBox({ ...a, serverSeed: b.serverSeed }).blocks[0]).not.toBe(d.blocks[0])
        expect(commitmentOf(b.serverSeed)).not.toBe(commitmentOf(a.serverSeed))
        for (const change of [
          { clientSeed: b.clientSeed },
          { code: b.code },
          { odds: b.odds },
          { counts: b.counts },
        ]) {
          const changed = { ...a, ...change }
          if (drawMessage(changed, 0) === drawMessage(a, 0)) continue // b drew the same value
          expect(drawBox(changed).blocks[0]).not.toBe(d.blocks[0])
        }
      }),
    )
  })
})

describe('the check', () => {
  const honest = (i: DrawInput) => {
    const d = drawBox(i)
    return {
      ...i,
      commitment: commitmentOf(i.serverSeed),
      drawValue: d.drawValue,
      rarity: d.rarity,
      position: d.position,
    }
  }

  it('passes an honest record', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(checkBoxDraw(honest(i)).failed).toEqual([])
      }),
    )
  })

  it('names a revealed seed that is not the committed one', () => {
    fc.assert(
      fc.property(input, hex32, (i, other) => {
        fc.pre(other !== i.serverSeed)
        const record = { ...honest(i), serverSeed: other }
        const check = checkBoxDraw(record)
        expect(check.ok).toBe(false)
        expect(check.failed).toContain('commitment')
      }),
    )
  })

  it('names a recorded result the revealed inputs do not give', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 9_999 }), (i, shift) => {
        const record = honest(i)
        const roll = (Number(record.drawValue.split(':')[0]) + shift) % ODDS_TOTAL
        expect(checkBoxDraw({ ...record, drawValue: `${roll}:${record.position}` }).failed).toEqual(
          ['roll'],
        )
        const other = boxRarities.find((r) => r !== record.rarity)!
        expect(checkBoxDraw({ ...record, rarity: other }).failed).toEqual(['rarity'])
        const position = record.position + 1
        expect(checkBoxDraw({ ...record, position }).failed).toEqual(['position'])
      }),
    )
  })

  it('does not pass a record drawn under other odds or another client seed', () => {
    fc.assert(
      fc.property(input, oddsAndCounts, seedText, (i, oc, clientSeed) => {
        const record = honest(i)
        for (const changed of [
          { ...record, ...oc },
          { ...record, clientSeed },
        ]) {
          const recomputed = drawBox(changed)
          const check = checkBoxDraw(changed)
          // the check recomputes from what it is given, and passes only when that gives the record
          const agrees =
            recomputed.drawValue === record.drawValue && recomputed.rarity === record.rarity
          expect(check.ok).toBe(agrees)
        }
      }),
    )
  })
})

describe('10,000 draws', () => {
  // chi-square critical values at p = 0.001 by degrees of freedom
  const CRITICAL: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 9: 27.877 }
  const chiSquare = (observed: number[], expected: number[]) =>
    observed.reduce((sum, o, k) => sum + (o - expected[k]!) ** 2 / expected[k]!, 0)

  it('match the published odds, the templates and a uniform roll (chi-square, p = 0.001)', () => {
    const odds: BoxOdds = { N: 7_000, R: 2_500, SR: 500 }
    const counts: TemplateCounts = { N: 5, R: 4, SR: 3 }
    const N = 10_000
    const rarities: Record<BoxRarity, number> = { N: 0, R: 0, SR: 0 }
    const positions: Record<BoxRarity, number[]> = {
      N: Array<number>(counts.N).fill(0),
      R: Array<number>(counts.R).fill(0),
      SR: Array<number>(counts.SR).fill(0),
    }
    const deciles = Array<number>(10).fill(0)
    for (let n = 0; n < N; n++) {
      const serverSeed = createHash('sha256').update(`box-statistics-${n}`).digest('hex')
      const d = drawBox({ serverSeed, clientSeed: `client${n}`, code: 'BOX-STATS', odds, counts })
      rarities[d.rarity] += 1
      positions[d.rarity][d.position]! += 1
      deciles[Math.floor(d.roll / 1_000)]! += 1
    }
    const rarityChi = chiSquare(
      boxRarities.map((r) => rarities[r]),
      boxRarities.map((r) => (N * odds[r]) / ODDS_TOTAL),
    )
    console.info('rarities', rarities, 'chi-square', rarityChi.toFixed(3), '(df 2)')
    expect(rarityChi).toBeLessThan(CRITICAL[2]!)
    for (const r of boxRarities) {
      const seen = positions[r]
      const chi = chiSquare(
        seen,
        seen.map(() => rarities[r] / counts[r]),
      )
      console.info('templates', r, seen, 'chi-square', chi.toFixed(3), `(df ${counts[r] - 1})`)
      expect(chi).toBeLessThan(CRITICAL[counts[r] - 1]!)
    }
    const rollChi = chiSquare(
      deciles,
      deciles.map(() => N / 10),
    )
    console.info('roll deciles', deciles, 'chi-square', rollChi.toFixed(3), '(df 9)')
    expect(rollChi).toBeLessThan(CRITICAL[9]!)
  })
})
