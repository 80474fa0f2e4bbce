/**
 * MSW handlers for blind boxes (stories and unit tests), answering `bind_box/getBlindBoxInfo` and
 * `bind_box/openBlindBox` like the sandbox (contract/nft-box.ts, server/src/routes/nft-box.ts).
 * `createNftBoxMock()` keeps the boxes (nft-box.fixtures: one the caller owns unopened, one still
 * for sale) with their secret seeds in memory, and opens with nft-box-math's draw
 * (`mockOpenedBox`), so the client's check passes on what it answers: the caller's own unopened
 * box only (another's or an unknown code is `notFound`), a repeat answers the first opening, a
 * missing or malformed client seed is refused with the contract's code and changes nothing.
 * `now` (unix seconds) is the mock's clock; `advance(seconds)` moves it.
 */
import { http } from 'msw'
import {
  BlindBoxInfoRequest,
  OpenBlindBoxRequest,
  type BlindBoxInfoWire,
} from '@/api/contract/nft-box'
import {
  MockBoxForSale,
  MockBoxNow,
  MockForSaleSeed,
  MockServerSeed,
  MockUnopenedBox,
  mockOpenedBox,
} from '@/api/contract/nft-box.fixtures'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'

const api = (path: string) => `*/api/${path}`

/** A box of the mock: what it answers now, and its secret (revealed once opened). */
export interface MockBox {
  wire: BlindBoxInfoWire
  serverSeed: string
}

export interface NftBoxMockState {
  boxes?: MockBox[]
  /** Unix seconds. */
  now?: number
}

export const mockBoxes = (): MockBox[] => [
  { wire: MockUnopenedBox, serverSeed: MockServerSeed },
  { wire: MockBoxForSale, serverSeed: MockForSaleSeed },
]

export function createNftBoxMock(initial: NftBoxMockState = {}) {
  const boxes = new Map(
    structuredClone(initial.boxes ?? mockBoxes()).map((b) => [b.wire.code, b] as const),
  )
  let now = initial.now ?? MockBoxNow

  const handlers = {
    info: http.get(api('bind_box/getBlindBoxInfo'), async ({ request }) => {
      const { data, refusal } = await parseRequest(BlindBoxInfoRequest, request)
      if (!data) return refusal
      const box = boxes.get(data.code)
      return box ? ok({ ...box.wire, now }) : fail('notFound')
    }),

    open: http.post(api('bind_box/openBlindBox'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OpenBlindBoxRequest, request)
      if (!data) return refusal
      const box = boxes.get(data.code)
      if (!box || !box.wire.is_owner) return fail('notFound')
      if (box.wire.rarity_status === 0)
        box.wire = mockOpenedBox(box.wire, box.serverSeed, data.client_seed, now)
      return ok({ ...box.wire, now })
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** A box as the mock holds it now. */
    box: (code: string) => boxes.get(code)?.wire,
    /** Moves the mock's clock by `seconds`. */
    advance(seconds: number) {
      now += seconds
    },
  }
}

export const nftBoxHandlers = createNftBoxMock().handlers

const paths = {
  info: ['get', 'bind_box/getBlindBoxInfo'],
  open: ['post', 'bind_box/openBlindBox'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const nftBoxPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const nftBoxDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const nftBoxRefused = failures.refused

export const nftBoxScenarios = {
  infoPending: nftBoxPending('info'),
  infoDown: nftBoxDown('info'),
  infoNotFound: nftBoxRefused('info', 'notFound'),
  openPending: nftBoxPending('open'),
  openDown: nftBoxDown('open'),
  openNotFound: nftBoxRefused('open', 'notFound'),
  openSeedRequired: nftBoxRefused('open', 'clientSeedRequired'),
  openSeedInvalid: nftBoxRefused('open', 'clientSeedInvalid'),
}
