/**
 * Choosing a place (/choose-location, the H5 page behind uni.chooseLocation): typed coordinates
 * with an optional name and address, or the device's position; the answer is the point.
 *
 * editing —position.locate→ locating → located | denied | unavailable | timedOut | unsupported
 * locating —after locateTimeout→ timedOut; —position.cancel→ editing
 * located / a failure —a coordinate typed→ editing; a failure —position.locate→ locating (retry)
 * any but locating —form.submit→ chosen (final; output: the point) when both coordinates are
 * fine, else every field says what is wrong (in place).
 */
import { assign, setup } from 'xstate'
import { coordinateIssue, fromDegrees, toGeoPoint, type GeoPoint } from '../geo-point'
import {
  failureOf,
  locatePosition,
  type DevicePosition,
  type LocateFailure,
} from './location-pick.actors'

export type LocationField = 'latitude' | 'longitude' | 'name' | 'address'

export type LocationPickEvent =
  | { type: 'field.change'; field: LocationField; value: string }
  | { type: 'field.blur'; field: LocationField }
  | { type: 'position.locate' }
  | { type: 'position.cancel' }
  | { type: 'form.submit' }

/** The query of /choose-location: a point to start from (uni.chooseLocation's own input). */
export interface LocationPickInput {
  latitude?: string | null
  longitude?: string | null
  name?: string | null
  address?: string | null
}

export interface LocationPickContext {
  latitude: string
  longitude: string
  name: string
  address: string
  /** The last device reading's accuracy in metres (located only). */
  accuracy: number | null
  /** Coordinates whose issue is shown: left once, or all after a refused confirm. */
  touched: { latitude: boolean; longitude: boolean }
}

export type LocationPickTag = 'busy' | 'locating' | 'located' | 'failed' | LocateFailure

const isCoordinate = (field: LocationField) => field === 'latitude' || field === 'longitude'

export const locationPickMachine = setup({
  types: {
    context: {} as LocationPickContext,
    events: {} as LocationPickEvent,
    input: {} as LocationPickInput,
    output: {} as GeoPoint,
    tags: {} as LocationPickTag,
  },
  actors: { locatePosition },
  delays: { locateTimeout: 20_000 },
  guards: {
    isCoordinateChange: ({ event }) => event.type === 'field.change' && isCoordinate(event.field),
    isComplete: ({ context }) =>
      coordinateIssue('latitude', context.latitude) === null &&
      coordinateIssue('longitude', context.longitude) === null,
    isFailure: (_, { error, failure }: { error: unknown; failure: LocateFailure }) =>
      failureOf(error) === failure,
  },
  actions: {
    change: assign(({ event }) =>
      event.type === 'field.change' ? { [event.field]: event.value } : {},
    ),
    touch: assign(({ context, event }) =>
      event.type === 'field.blur' && isCoordinate(event.field)
        ? { touched: { ...context.touched, [event.field]: true } }
        : {},
    ),
    touchAll: assign({ touched: { latitude: true, longitude: true } }),
    takePosition: assign((_, { position }: { position: DevicePosition }) => ({
      latitude: fromDegrees(position.latitude),
      longitude: fromDegrees(position.longitude),
      accuracy: Math.round(position.accuracy),
      touched: { latitude: true, longitude: true },
    })),
    forgetAccuracy: assign({ accuracy: null }),
  },
}).createMachine({
  id: 'locationPick',
  context: ({ input }) => ({
    latitude: input.latitude?.trim() ?? '',
    longitude: input.longitude?.trim() ?? '',
    name: input.name ?? '',
    address: input.address ?? '',
    accuracy: null,
    // a point the caller gave is checked at once: a wrong one says so before any typing
    touched: { latitude: !!input.latitude, longitude: !!input.longitude },
  }),
  initial: 'editing',
  on: {
    'field.change': { actions: 'change' },
    'field.blur': { actions: 'touch' },
  },
  states: {
    editing: {
      entry: 'forgetAccuracy',
      on: {
        'position.locate': 'locating',
        'form.submit': [{ guard: 'isComplete', target: 'chosen' }, { actions: 'touchAll' }],
      },
    },
    locating: {
      tags: ['busy', 'locating'],
      invoke: {
        src: 'locatePosition',
        onDone: {
          target: 'located',
          actions: { type: 'takePosition', params: ({ event }) => ({ position: event.output }) },
        },
        onError: (['denied', 'unsupported', 'timedOut', 'unavailable'] as const).map((failure) => ({
          guard: {
            type: 'isFailure' as const,
            params: ({ event }: { event: { error: unknown } }) => ({
              error: event.error,
              failure,
            }),
          },
          target: failure,
        })),
      },
      after: { locateTimeout: 'timedOut' },
      on: {
        'position.cancel': 'editing',
        // the reading is about to fill the coordinates: typing them meanwhile is not taken
        'field.change': { guard: 'isCoordinateChange' },
      },
    },
    located: {
      tags: ['located'],
      on: {
        'position.locate': 'locating',
        'field.change': { guard: 'isCoordinateChange', target: 'editing', actions: 'change' },
        'form.submit': [
          { guard: 'isComplete', target: 'chosen' },
          { target: 'editing', actions: 'touchAll' },
        ],
      },
    },
    denied: failed('denied'),
    unavailable: failed('unavailable'),
    timedOut: failed('timedOut'),
    unsupported: failed('unsupported'),
    chosen: { type: 'final' },
  },
  output: ({ context }) => toGeoPoint(context)!,
})

/** A failure to locate: said, retried with position.locate; the form stays usable. */
function failed(failure: LocateFailure) {
  return {
    tags: ['failed', failure] as LocationPickTag[],
    on: {
      'position.locate': { target: 'locating' },
      'field.change': {
        guard: 'isCoordinateChange' as const,
        target: 'editing',
        actions: 'change' as const,
      },
      'form.submit': [
        { guard: 'isComplete' as const, target: 'chosen' },
        { actions: 'touchAll' as const },
      ],
    },
  }
}
