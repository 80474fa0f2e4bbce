import type { GeoPoint } from '../geo-point'
import { locationOpenMachine, type LocationOpenContext } from './location-open.machine'

/** Praça do Comércio, Lisbon. */
export const MockShownPlace: GeoPoint = {
  latitude: '38.7075',
  longitude: '-9.1364',
  name: 'Praça do Comércio',
  address: 'Praça do Comércio, 1100-148 Lisboa, Portugal',
}

const at = (value: LocationOpenValue, context: Partial<LocationOpenContext> = {}) =>
  locationOpenMachine.resolveState({
    value,
    context: { point: MockShownPlace, zoom: 16, ...context },
  })
type LocationOpenValue = 'invalid' | { shown: 'idle' | 'copying' | 'copied' | 'copyFailed' }

/** One snapshot per state of the page, plus a place without name or address and one far south. */
export const locationOpenSnapshots = {
  shown: at({ shown: 'idle' }),
  copying: at({ shown: 'copying' }),
  copied: at({ shown: 'copied' }),
  copyFailed: at({ shown: 'copyFailed' }),
  unnamed: at({ shown: 'idle' }, { point: { ...MockShownPlace, name: '', address: '' } }),
  southEast: at(
    { shown: 'idle' },
    {
      point: {
        latitude: '-33.856784',
        longitude: '151.215297',
        name: 'Sydney Opera House',
        address: 'Bennelong Point, Sydney NSW 2000, Australia',
      },
    },
  ),
  invalid: at('invalid', { point: null }),
}
