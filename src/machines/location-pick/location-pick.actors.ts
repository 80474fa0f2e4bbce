/**
 * The device's position for the location chooser: navigator.geolocation.getCurrentPosition behind
 * a promise, its refusals named. Tests and stories provide their own `locatePosition`; a story
 * never asks the real API.
 */
import { fromPromise } from 'xstate'

/** Why no position came: refused by the person or the browser, none found, too slow, no API. */
export type LocateFailure = 'denied' | 'unavailable' | 'timedOut' | 'unsupported'

/** One reading of the device's position. */
export interface DevicePosition {
  latitude: number
  longitude: number
  /** Radius of the 95 % circle around the point, in metres. */
  accuracy: number
}

/** A refusal of `locatePosition`, already named. */
export class LocateError extends Error {
  constructor(readonly failure: LocateFailure) {
    super(failure)
    this.name = 'LocateError'
  }
}

// GeolocationPositionError's codes (a browser's own class, so not `instanceof` across frames)
const byCode: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timedOut' }

/** The failure a refusal of the geolocation API (or of a provided actor) stands for. */
export function failureOf(error: unknown): LocateFailure {
  if (error instanceof LocateError) return error.failure
  const code = (error as { code?: unknown } | null)?.code
  return (typeof code === 'number' && byCode[code]) || 'unavailable'
}

/**
 * A fresh reading (at most 30 s old), as precise as the device can give. Waiting is the machine's
 * (`locateTimeout`): the browser's own timeout would not count the time its permission prompt
 * stays open.
 */
export const locatePosition = fromPromise<DevicePosition>(
  () =>
    new Promise((resolve, reject) => {
      const geolocation = globalThis.navigator?.geolocation
      if (!geolocation) return reject(new LocateError('unsupported'))
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          }),
        (error) => reject(new LocateError(failureOf(error))),
        { enableHighAccuracy: true, maximumAge: 30_000 },
      )
    }),
)
