import type { SnapshotFrom } from 'xstate'
import {
  ADDRESS_MAX,
  coordinateIssue,
  NAME_MAX,
  toGeoPoint,
  type CoordinateIssue,
  type GeoPoint,
} from '../geo-point'
import type { LocateFailure } from './location-pick.actors'
import type { locationPickMachine } from './location-pick.machine'

export interface LocationPickView {
  /** What the position part of the page says: nothing yet, asking the device, its answer. */
  status: 'editing' | 'locating' | 'located' | LocateFailure
  latitude: string
  longitude: string
  name: string
  address: string
  /** The issue each coordinate shows in place (only once left or after a refused confirm). */
  issues: { latitude: CoordinateIssue | null; longitude: CoordinateIssue | null }
  /** The device reading's accuracy in metres (located only). */
  accuracy: number | null
  /** The point as it stands, for the locator; null while a coordinate is refused. */
  point: GeoPoint | null
  /** The coordinates cannot be typed (the device's reading is coming). */
  isLocating: boolean
  /** Confirm and "use my position" are offered (not while locating). */
  canConfirm: boolean
  /** The longest name and address kept. */
  maxLength: { name: number; address: number }
}

const failures = ['denied', 'unavailable', 'timedOut', 'unsupported'] as const

export function toLocationPickView(s: SnapshotFrom<typeof locationPickMachine>): LocationPickView {
  const { context: c } = s
  const status = s.hasTag('locating')
    ? 'locating'
    : s.hasTag('located')
      ? 'located'
      : (failures.find((f) => s.hasTag(f)) ?? 'editing')
  const issue = (axis: 'latitude' | 'longitude') =>
    c.touched[axis] ? coordinateIssue(axis, c[axis]) : null
  return {
    status,
    latitude: c.latitude,
    longitude: c.longitude,
    name: c.name,
    address: c.address,
    issues: { latitude: issue('latitude'), longitude: issue('longitude') },
    accuracy: status === 'located' ? c.accuracy : null,
    point: toGeoPoint(c),
    isLocating: status === 'locating',
    canConfirm: s.can({ type: 'form.submit' }),
    maxLength: { name: NAME_MAX, address: ADDRESS_MAX },
  }
}
