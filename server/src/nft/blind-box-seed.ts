/**
 * The sandbox's blind boxes (issue 17), called by the NFT seed (server/src/nft/seed.ts) with the
 * seeding time `at` (epoch ms): two series with published odds and their templates, and nine
 * unopened boxes for sale owned by the platform account, each listed with a fresh 32-byte secret
 * and its published commitment (blind-box.ts `listBlindBox`). Windows are relative to `at`: seven
 * on sale (from a day before to 60 days after), one upcoming (from 2 days after), one ended
 * (2 days before). Media are the generated keys of server/src/nft/media (`/api/nft/media/<key>`).
 * Inserted once, when there is no series yet; returns how many boxes it listed.
 */
import type Database from 'better-sqlite3'
import { DAY_MS } from '../../../src/api/contract/ieo-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { createBoxSeries, listBlindBox, type BoxTemplate, type NewBoxSeries } from './blind-box'
import { platformUserId } from './platform'

const media = (key: string) => `/api/nft/media/${key}`
const art = (n: number) => media(`art-${String(n).padStart(2, '0')}.svg`)

const still = (rarity: BoxTemplate['rarity'], name: string, n: number, description: string) =>
  ({ rarity, name, type: 1, image: art(n), media: null, description }) satisfies BoxTemplate

export const blindBoxSeries: NewBoxSeries[] = [
  {
    name: 'Aurora gems',
    odds: { N: 7_000, R: 2_500, SR: 500 },
    templates: [
      still('N', 'Quartz drift', 13, 'Pale quartz shapes drifting over a winter sky.'),
      still('N', 'Amber field', 14, 'Warm amber bands, like light through honey.'),
      still('N', 'Jade ripple', 15, 'Green rings spreading across still water.'),
      still('N', 'Opal morning', 16, 'Soft opal colours of the first light.'),
      still('N', 'Garnet dusk', 17, 'Deep red forms at the end of the day.'),
      still('R', 'Sapphire tide', 18, 'Blue waves folding into each other.'),
      still('R', 'Topaz rays', 19, 'Golden rays fanning out from a bright core.'),
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
      still('SR', 'Aurora crown', 21, 'The northern lights gathered into one jewel.'),
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
    ],
  },
  {
    name: 'Night market',
    odds: { N: 6_000, R: 3_000, SR: 1_000 },
    templates: [
      still('N', 'Lantern row', 1, 'Paper lanterns swaying above the stalls.'),
      still('N', 'Noodle steam', 2, 'Steam rising from a late-night kitchen.'),
      still('N', 'Neon sign', 3, 'A flickering sign over a narrow lane.'),
      still('N', 'Rain on tin', 4, 'Drops drumming on the market roofs.'),
      {
        rarity: 'R',
        name: 'Street song',
        type: 3,
        image: media('tune-02.svg'),
        media: media('tune-02.wav'),
        description: 'A busker’s tune carried down the alley.',
      },
      {
        rarity: 'R',
        name: 'Firefly stall',
        type: 2,
        image: art(5),
        media: media('loop-03.gif'),
        description: 'Tiny lights blinking over the fruit stand.',
      },
      still('R', 'Midnight tea', 6, 'A quiet cup at the corner stall.'),
      {
        rarity: 'SR',
        name: 'Dragon dance',
        type: 4,
        image: media('clip-02.svg'),
        media: media('clip-02.webm'),
        description: 'The dragon winds through the crowd at midnight.',
      },
      still('SR', 'Moon over the market', 7, 'The full moon rising above every roof.'),
    ],
  },
]

interface SeedBox {
  series: number
  code: string
  price: string
  /** Days after `at`. */
  start: number
  end: number
}

const seedBoxes: SeedBox[] = [
  { series: 0, code: 'BOX-AURORA-01', price: '20', start: -1, end: 60 },
  { series: 0, code: 'BOX-AURORA-02', price: '20', start: -1, end: 60 },
  { series: 0, code: 'BOX-AURORA-03', price: '20', start: -1, end: 60 },
  { series: 0, code: 'BOX-AURORA-04', price: '20', start: -1, end: 60 },
  { series: 0, code: 'BOX-AURORA-05', price: '20', start: 2, end: 30 },
  { series: 1, code: 'BOX-NIGHT-01', price: '12.5', start: -1, end: 60 },
  { series: 1, code: 'BOX-NIGHT-02', price: '12.5', start: -1, end: 60 },
  { series: 1, code: 'BOX-NIGHT-03', price: '12.5', start: -1, end: 60 },
  { series: 1, code: 'BOX-NIGHT-04', price: '12.5', start: -10, end: -2 },
]

const covers = ['box-01.svg', 'box-02.svg']

const oddsLine = (odds: NewBoxSeries['odds']) =>
  `N ${odds.N / 100} %, R ${odds.R / 100} %, SR ${odds.SR / 100} %`

/** Seeds the series and boxes when there is no series yet; returns how many boxes it listed. */
export function seedBlindBoxes(db: Database.Database, at: number): number {
  if (db.prepare('SELECT 1 FROM nft_box_series LIMIT 1').get()) return 0
  const platform = platformUserId(db, at)
  const scale = db
    .prepare('SELECT decimal_scale FROM currencies WHERE id = ?')
    .pluck()
    .get(USDT_ID) as number
  const seriesIds = blindBoxSeries.map((s) => createBoxSeries(db, s, at))
  const numbers = blindBoxSeries.map(() => 0)
  for (const box of seedBoxes) {
    const series = blindBoxSeries[box.series]!
    const number = ++numbers[box.series]!
    listBlindBox(
      db,
      {
        seriesId: seriesIds[box.series]!,
        code: box.code,
        name: `${series.name} blind box #${number}`,
        description:
          `Opens to one of the ${series.templates.length} artworks of ${series.name}: ${oddsLine(series.odds)}. ` +
          'The content is drawn when you open it, and you can check the draw.',
        image: media(covers[box.series]!),
        currencyId: USDT_ID,
        priceUnits: Number(toUnits(box.price, scale)),
        startTime: at + box.start * DAY_MS,
        endTime: at + box.end * DAY_MS,
        sellerId: platform,
        authorId: platform,
      },
      at,
    )
  }
  return seedBoxes.length
}
