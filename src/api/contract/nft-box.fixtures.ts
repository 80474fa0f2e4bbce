/**
 * Wire-shaped blind-box data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/nft-box.ts). Figures are consistent: each box's commitment is
 * SHA-256 of its server seed, and the opened box's result is nft-box-math's draw of its seeds,
 * so the check passes on it (`mockOpenedBox`); `MockTamperedBox` reveals a seed other than the
 * one committed, so the check names it.
 */
import type { BlindBoxInfoWire, BoxContentWire } from './nft-box'
import {
  boxRarities,
  commitmentOf,
  drawBox,
  type BoxOdds,
  type TemplateCounts,
} from './nft-box-math'

/** The fixtures' "now" (unix seconds): 2025-03-01 12:00 UTC. */
export const MockBoxNow = Date.UTC(2025, 2, 1, 12) / 1000

const media = (key: string) => `/api/nft/media/${key}`
const art = (n: number) => media(`art-${String(n).padStart(2, '0')}.svg`)

export const MockBoxOdds: BoxOdds = { N: 7_000, R: 2_500, SR: 500 }

const still = (
  rarity: BoxContentWire['rarity'],
  name: string,
  n: number,
): Omit<BoxContentWire, 'position'> => ({
  rarity,
  name,
  type: 1,
  image: art(n),
  media: null,
  description: `${name}, from the Aurora gems series.`,
})

/** The Aurora gems series' templates, per rarity in position order. */
export const MockBoxContents: BoxContentWire[] = (
  [
    still('N', 'Quartz drift', 13),
    still('N', 'Amber field', 14),
    still('N', 'Jade ripple', 15),
    still('N', 'Opal morning', 16),
    still('N', 'Garnet dusk', 17),
    still('R', 'Sapphire tide', 18),
    still('R', 'Topaz rays', 19),
    {
      rarity: 'R',
      name: 'Amethyst loop',
      type: 2,
      image: art(20),
      media: media('loop-01.gif'),
      description: 'A violet pattern that turns forever.',
    },
    {
      rarity: 'R',
      name: 'Crystal chime',
      type: 3,
      image: media('tune-01.svg'),
      media: media('tune-01.wav'),
      description: 'A short melody of glassy tones.',
    },
    still('SR', 'Aurora crown', 21),
    {
      rarity: 'SR',
      name: 'Diamond pulse',
      type: 2,
      image: art(22),
      media: media('loop-02.gif'),
      description: 'A brilliant shape that beats like a heart.',
    },
    {
      rarity: 'SR',
      name: 'Polar flight',
      type: 4,
      image: media('clip-01.svg'),
      media: media('clip-01.webm'),
      description: 'Six seconds of light racing over the ice.',
    },
  ] satisfies Omit<BoxContentWire, 'position'>[]
).map((t, i, all) => ({
  ...t,
  position: all.slice(0, i).filter((o) => o.rarity === t.rarity).length,
}))

export const MockBoxCounts: TemplateCounts = Object.fromEntries(
  boxRarities.map((r) => [r, MockBoxContents.filter((c) => c.rarity === r).length]),
) as TemplateCounts

/** Fixed secrets, so every fixture is the same on every run (the sandbox draws them at random). */
export const MockServerSeed = '7f3c9a0e5b2d4c6f8a1e3b5d7c9f0a2e4b6d8f1a3c5e7092b4d6f8a0c2e4b6d8'
export const MockClientSeed = '5d1f0a9c3b7e2468'
export const MockBoxCode = 'BOX-AURORA-01'

const box = (code: string, serverSeed: string): BlindBoxInfoWire => ({
  code,
  name: 'Aurora gems blind box #1',
  image: media('box-01.svg'),
  series_id: 1,
  series_name: 'Aurora gems',
  odds: boxRarities.map((rarity) => ({ rarity, weight: MockBoxOdds[rarity] })),
  contents: MockBoxContents,
  commitment: commitmentOf(serverSeed),
  rarity_status: 0,
  is_owner: true,
  server_seed: null,
  client_seed: null,
  draw_value: null,
  rarity: null,
  position: null,
  template: null,
  opened_at: null,
  now: MockBoxNow,
})

/** An unopened box the caller owns (bought, not opened yet). */
export const MockUnopenedBox: BlindBoxInfoWire = box(MockBoxCode, MockServerSeed)

/** Another box of the series, still for sale: the caller does not own it. */
export const MockForSaleSeed = '0c1d2e3f405162738495a6b7c8d9eafb0c1d2e3f405162738495a6b7c8d9eafb'
export const MockBoxForSale: BlindBoxInfoWire = {
  ...box('BOX-AURORA-02', MockForSaleSeed),
  name: 'Aurora gems blind box #2',
  is_owner: false,
}

/** The box opened with `clientSeed` at `openedAt` (unix seconds): nft-box-math's honest draw. */
export function mockOpenedBox(
  unopened: BlindBoxInfoWire = MockUnopenedBox,
  serverSeed = MockServerSeed,
  clientSeed = MockClientSeed,
  openedAt = MockBoxNow,
): BlindBoxInfoWire {
  const odds = Object.fromEntries(unopened.odds.map((o) => [o.rarity, o.weight])) as BoxOdds
  const counts = Object.fromEntries(
    boxRarities.map((r) => [r, unopened.contents.filter((c) => c.rarity === r).length]),
  ) as TemplateCounts
  const d = drawBox({ serverSeed, clientSeed, code: unopened.code, odds, counts })
  const template = unopened.contents.find(
    (c) => c.rarity === d.rarity && c.position === d.position,
  )!
  return {
    ...unopened,
    name: template.name,
    image: template.image,
    rarity_status: 1,
    server_seed: serverSeed,
    client_seed: clientSeed,
    draw_value: d.drawValue,
    rarity: d.rarity,
    position: d.position,
    template,
    opened_at: openedAt,
    now: Math.max(unopened.now, openedAt),
  }
}

export const MockOpenedBox: BlindBoxInfoWire = mockOpenedBox()

/** An opened box whose revealed seed is not the one committed before the sale: the check fails. */
export const MockTamperedBox: BlindBoxInfoWire = {
  ...mockOpenedBox(
    MockUnopenedBox,
    'a'.repeat(64), // another secret, and its own draw
  ),
  commitment: MockUnopenedBox.commitment,
}
