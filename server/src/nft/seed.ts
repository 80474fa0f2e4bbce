/**
 * The NFT marketplace's reference data (migration 024's seed, plugins/db.ts `migrationSeeds`):
 * twelve artists (users rows that cannot sign in: a password hash that is not scrypt, an account
 * on the reserved `.invalid` domain, locked) and 24 first sales owned by the platform account of
 * every media type (14 still images, 4 GIFs, 4 tunes, 2 clips) and both direct pay types (fixed
 * price and auction), with sale windows relative to `at` so some are live, some upcoming and some
 * ended; then the blind boxes of nft/blind-box-seed.ts. Media are the keys of nft/media.ts,
 * served at `/api/nft/media/<key>`. Idempotent: nothing happens when an item exists already.
 */
import type Database from 'better-sqlite3'
import { ETH_ID, USDT_ID } from '../../../src/api/contract/wallet/common'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { seedBlindBoxes } from './blind-box-seed'
import { nftMediaUrl, type NftMediaKey } from './media'
import { platformUserId } from './platform'

const HOUR_MS = 3_600_000

export const nftArtists = [
  ['Mara Quill', 'Paints with code: tides, dunes and slow light.'],
  ['Ode Kestrel', 'Geometric studies in three colours at most.'],
  ['Lumen Bay', 'Night cities and neon fog.'],
  ['Iris Vantablack', 'Minimal forms, maximal contrast.'],
  ['Tomo Hayashi', 'Loops and little machines that never stop.'],
  ['Ana Serra', 'Botanical patterns grown from simple rules.'],
  ['Kofi Mensah', 'Rhythm you can see: audio and pattern work.'],
  ['Lea Novak', 'Short films about light on water.'],
  ['Ravi Menon', 'Maps of places that do not exist.'],
  ['Sol Aranda', 'Warm gradients for cold mornings.'],
  ['Yuki Sato', 'Chiptune melodies and pixel covers.'],
  ['Noa Feld', 'Tiles, mosaics and endless symmetries.'],
] as const

type Kind = 'image' | 'gif' | 'audio' | 'video'
interface SeedItem {
  name: string
  kind: Kind
  /** art-NN / loop-NN / tune-NN / clip-NN number. */
  n: number
  artist: number
  pay: 1 | 2
  currency: number
  price: string
  /** Auctions: increment and USDT deposit. */
  inc?: string
  margin?: string
  rarity: 'N' | 'R' | 'SR'
  /** Window in hours from `at`. */
  start: number
  end: number
}

const live = { start: -48, end: 24 * 45 }
const soon = { start: 26, end: 24 * 20 }
const later = { start: 24 * 3, end: 24 * 30 }
const ended = { start: -24 * 20, end: -24 }
const closing = { start: -24, end: 5 }

const items: SeedItem[] = [
  {
    name: 'Tidal Memory',
    kind: 'image',
    n: 1,
    artist: 0,
    pay: 1,
    currency: USDT_ID,
    price: '25',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Dune Script',
    kind: 'image',
    n: 2,
    artist: 0,
    pay: 2,
    currency: USDT_ID,
    price: '80',
    inc: '5',
    margin: '10',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Three Colours',
    kind: 'image',
    n: 3,
    artist: 1,
    pay: 1,
    currency: USDT_ID,
    price: '12.5',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Golden Ratio Study',
    kind: 'image',
    n: 4,
    artist: 1,
    pay: 2,
    currency: USDT_ID,
    price: '150',
    inc: '10',
    margin: '20',
    rarity: 'SR',
    ...closing,
  },
  {
    name: 'Neon Fog',
    kind: 'image',
    n: 5,
    artist: 2,
    pay: 1,
    currency: ETH_ID,
    price: '0.05',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Harbour at 3 AM',
    kind: 'image',
    n: 6,
    artist: 2,
    pay: 1,
    currency: USDT_ID,
    price: '40',
    rarity: 'N',
    ...soon,
  },
  {
    name: 'Contrast No. 7',
    kind: 'image',
    n: 7,
    artist: 3,
    pay: 2,
    currency: USDT_ID,
    price: '60',
    inc: '2.5',
    margin: '8',
    rarity: 'R',
    ...later,
  },
  {
    name: 'Black Square Variation',
    kind: 'image',
    n: 8,
    artist: 3,
    pay: 1,
    currency: USDT_ID,
    price: '99',
    rarity: 'SR',
    ...ended,
  },
  {
    name: 'Fern Grammar',
    kind: 'image',
    n: 9,
    artist: 5,
    pay: 1,
    currency: USDT_ID,
    price: '18',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Seed Spiral',
    kind: 'image',
    n: 10,
    artist: 5,
    pay: 2,
    currency: ETH_ID,
    price: '0.2',
    inc: '0.01',
    margin: '30',
    rarity: 'SR',
    ...live,
  },
  {
    name: 'Atlas of Nowhere',
    kind: 'image',
    n: 11,
    artist: 8,
    pay: 1,
    currency: USDT_ID,
    price: '33',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Cold Morning',
    kind: 'image',
    n: 12,
    artist: 9,
    pay: 1,
    currency: USDT_ID,
    price: '15',
    rarity: 'N',
    ...ended,
  },
  {
    name: 'Endless Tiles',
    kind: 'image',
    n: 13,
    artist: 11,
    pay: 1,
    currency: USDT_ID,
    price: '22',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Mosaic of Hours',
    kind: 'image',
    n: 14,
    artist: 11,
    pay: 2,
    currency: USDT_ID,
    price: '45',
    inc: '3',
    margin: '5',
    rarity: 'R',
    ...ended,
  },
  {
    name: 'Little Machine',
    kind: 'gif',
    n: 1,
    artist: 4,
    pay: 1,
    currency: USDT_ID,
    price: '30',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Perpetual Wheel',
    kind: 'gif',
    n: 2,
    artist: 4,
    pay: 2,
    currency: USDT_ID,
    price: '70',
    inc: '5',
    margin: '10',
    rarity: 'SR',
    ...live,
  },
  {
    name: 'Blink',
    kind: 'gif',
    n: 3,
    artist: 4,
    pay: 1,
    currency: USDT_ID,
    price: '9.9',
    rarity: 'N',
    ...soon,
  },
  {
    name: 'Orbiting Dots',
    kind: 'gif',
    n: 4,
    artist: 1,
    pay: 1,
    currency: USDT_ID,
    price: '27',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Pattern Beat',
    kind: 'audio',
    n: 1,
    artist: 6,
    pay: 1,
    currency: USDT_ID,
    price: '14',
    rarity: 'N',
    ...live,
  },
  {
    name: 'Pixel Lullaby',
    kind: 'audio',
    n: 2,
    artist: 10,
    pay: 1,
    currency: USDT_ID,
    price: '11',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Eight-Bit Sunrise',
    kind: 'audio',
    n: 3,
    artist: 10,
    pay: 2,
    currency: USDT_ID,
    price: '35',
    inc: '2',
    margin: '5',
    rarity: 'R',
    ...live,
  },
  {
    name: 'Drum Map',
    kind: 'audio',
    n: 4,
    artist: 6,
    pay: 1,
    currency: USDT_ID,
    price: '16',
    rarity: 'N',
    ...ended,
  },
  {
    name: 'Light on Water',
    kind: 'video',
    n: 1,
    artist: 7,
    pay: 1,
    currency: USDT_ID,
    price: '120',
    rarity: 'SR',
    ...live,
  },
  {
    name: 'River Study',
    kind: 'video',
    n: 2,
    artist: 7,
    pay: 2,
    currency: USDT_ID,
    price: '90',
    inc: '5',
    margin: '15',
    rarity: 'SR',
    ...soon,
  },
]

const two = (n: number) => String(n).padStart(2, '0')
const url = (key: string) => nftMediaUrl(key as NftMediaKey)
const TYPES: Record<Kind, 1 | 2 | 3 | 4> = { image: 1, gif: 2, audio: 3, video: 4 }

function mediaOf(kind: Kind, n: number): { image: string; media: string | null } {
  const k = two(n)
  switch (kind) {
    case 'image':
      return { image: url(`art-${k}.svg`), media: null }
    case 'gif':
      return { image: url(`loop-${k}.gif`), media: url(`loop-${k}.gif`) }
    case 'audio':
      return { image: url(`tune-${k}.svg`), media: url(`tune-${k}.wav`) }
    case 'video':
      return { image: url(`clip-${k}.svg`), media: url(`clip-${k}.webm`) }
  }
}

/** The artists' user ids, made on first use. */
function seedArtists(db: Database.Database, at: number): number[] {
  const find = db.prepare('SELECT id FROM users WHERE account_number = ?').pluck()
  const insert = db.prepare(
    `INSERT INTO users (account_number, email, nickname, head_portrait, password_hash, extension_code, status, created_at)
     VALUES (?, NULL, ?, ?, 'disabled', ?, 1, ?)`,
  )
  return nftArtists.map(([name], i) => {
    const account = `artist-${two(i + 1)}@nft.sandbox.invalid`
    const found = find.get(account) as number | undefined
    if (found !== undefined) return found
    return Number(
      insert.run(account, name, url(`avatar-${two(i + 1)}.svg`), `NFTART${two(i + 1)}`, at)
        .lastInsertRowid,
    )
  })
}

/** Seeds the artists, the 24 first sales and the blind boxes at `at` (epoch ms); once. */
export function seedNft(db: Database.Database, at: number): void {
  if (db.prepare('SELECT 1 FROM nft_items WHERE pay_type <> 3 LIMIT 1').get()) return
  const platform = platformUserId(db, at)
  const artists = seedArtists(db, at)
  const scale = db.prepare('SELECT decimal_scale FROM currencies WHERE id = ?').pluck()
  const insert = db.prepare(
    `INSERT INTO nft_items (code, type, pay_type, currency_id, name, description, author_description,
       image, media, author_id, owner_id, rarity, rarity_status, list_price_units, price_units,
       per_increase_units, margin_units, start_time, end_time, created_at, updated_at)
     VALUES (@code, @type, @pay_type, @currency_id, @name, @description, @author_description,
       @image, @media, @author_id, @owner_id, @rarity, 1, @price, @price, @inc, @margin, @start,
       @end, @at, @at)`,
  )
  items.forEach((item, i) => {
    const s = scale.get(item.currency) as number
    const [artistName, bio] = nftArtists[item.artist]!
    insert.run({
      code: `NFT${two(i + 1)}${item.kind.slice(0, 1).toUpperCase()}${two(item.n)}`,
      type: TYPES[item.kind],
      pay_type: item.pay,
      currency_id: item.currency,
      name: item.name,
      description: `${item.name} by ${artistName}. ${item.pay === 2 ? 'Sold by auction: the highest bid when the window closes wins.' : 'Sold at a fixed price to the first buyer.'}`,
      author_description: bio,
      ...mediaOf(item.kind, item.n),
      author_id: artists[item.artist]!,
      owner_id: platform,
      rarity: item.rarity,
      price: toUnits(item.price, s),
      inc: item.inc ? toUnits(item.inc, s) : 0n,
      margin: item.margin ? toUnits(item.margin, 4) : 0n,
      start: at + item.start * HOUR_MS,
      end: at + item.end * HOUR_MS,
      at,
    })
  })
  seedBlindBoxes(db, at)
}
