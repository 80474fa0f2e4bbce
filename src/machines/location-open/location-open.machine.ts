/**
 * Showing a place (/open-location, the H5 page behind uni.openLocation): the point of the query
 * with its name and address, its coordinates to copy, and a link to a map.
 *
 * checking → shown | invalid (a coordinate missing or refused: nothing is shown)
 * shown: idle —coordinates.copy→ copying → copied (after `copiedReset` → idle) | copyFailed
 * Copying goes through the injected `copyText` actor (the Clipboard API in the app); emits
 * `copied` for the screen's toast.
 */
import { emit, fromPromise, setup } from 'xstate'
import { toGeoPoint, toZoom, type GeoPoint } from '../geo-point'

export type LocationOpenEvent = { type: 'coordinates.copy' }

export type LocationOpenEmitted = { type: 'copied' }

/** The query of /open-location as given (uni.openLocation's latitude, longitude, name, address, scale). */
export interface LocationOpenInput {
  latitude?: string | null
  longitude?: string | null
  name?: string | null
  address?: string | null
  scale?: string | null
}

export interface LocationOpenContext {
  /** The place; null when the query does not make one. */
  point: GeoPoint | null
  /** The map link's zoom (uni.openLocation's scale, 5..18). */
  zoom: number
}

/** What "Copy coordinates" puts on the clipboard: `38.7075, -9.1364`. */
export const coordinatesText = (p: Pick<GeoPoint, 'latitude' | 'longitude'>) =>
  `${p.latitude}, ${p.longitude}`

export const locationOpenMachine = setup({
  types: {
    context: {} as LocationOpenContext,
    events: {} as LocationOpenEvent,
    input: {} as LocationOpenInput,
    emitted: {} as LocationOpenEmitted,
    tags: {} as 'shown' | 'invalid' | 'copying' | 'copied' | 'copyFailed',
  },
  actors: {
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('no clipboard')
      await globalThis.navigator.clipboard.writeText(input.text)
    }),
  },
  delays: { copiedReset: 1_500 },
  guards: { hasPoint: ({ context }) => context.point !== null },
}).createMachine({
  id: 'locationOpen',
  context: ({ input }) => ({ point: toGeoPoint(input), zoom: toZoom(input.scale) }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasPoint', target: 'shown' }, { target: 'invalid' }] },
    invalid: { tags: ['invalid'] },
    shown: {
      tags: ['shown'],
      initial: 'idle',
      on: { 'coordinates.copy': { target: '.copying', reenter: true } },
      states: {
        idle: {},
        copying: {
          tags: ['copying'],
          invoke: {
            src: 'copyText',
            input: ({ context }) => ({ text: coordinatesText(context.point!) }),
            onDone: { target: 'copied', actions: emit({ type: 'copied' as const }) },
            onError: 'copyFailed',
          },
        },
        copied: { tags: ['copied'], after: { copiedReset: 'idle' } },
        copyFailed: { tags: ['copyFailed'] },
      },
    },
  },
})
