import type { SnapshotFrom } from 'xstate'
import { openStreetMapUrl, toDms, type Dms, type GeoPoint } from '../geo-point'
import type { locationOpenMachine } from './location-open.machine'

export interface LocationOpenView {
  /** shown: the place; invalid: the query makes no place, so nothing is shown. */
  status: 'shown' | 'invalid'
  /** The place (shown only). */
  point: GeoPoint | null
  /** Its coordinates in degrees, minutes and seconds (shown only). */
  dms: { latitude: Dms; longitude: Dms } | null
  /** The place on openstreetmap.org (shown only). */
  mapUrl: string | null
  /** The last copy of the coordinates: none yet, under way, done, refused. */
  copy: 'idle' | 'copying' | 'copied' | 'failed'
}

export function toLocationOpenView(s: SnapshotFrom<typeof locationOpenMachine>): LocationOpenView {
  const { point, zoom } = s.context
  const shown = s.hasTag('shown') && point !== null
  return {
    status: shown ? 'shown' : 'invalid',
    point: shown ? point : null,
    dms: shown
      ? {
          latitude: toDms('latitude', point.latitude),
          longitude: toDms('longitude', point.longitude),
        }
      : null,
    mapUrl: shown ? openStreetMapUrl(point, zoom) : null,
    copy: s.hasTag('copying')
      ? 'copying'
      : s.hasTag('copied')
        ? 'copied'
        : s.hasTag('copyFailed')
          ? 'failed'
          : 'idle',
  }
}
