import type { LocateFailure } from './location-pick.actors'
import { locationPickMachine, type LocationPickContext } from './location-pick.machine'

const blank: LocationPickContext = {
  latitude: '',
  longitude: '',
  name: '',
  address: '',
  accuracy: null,
  touched: { latitude: false, longitude: false },
}
/** Praça do Comércio, Lisbon. */
export const MockPlace = {
  latitude: '38.7075',
  longitude: '-9.1364',
  name: 'Praça do Comércio',
  address: 'Praça do Comércio, 1100-148 Lisboa',
}
const located: LocationPickContext = {
  ...blank,
  latitude: '38.707512',
  longitude: '-9.136418',
  accuracy: 35,
  touched: { latitude: true, longitude: true },
}

const at = (
  value: 'editing' | 'locating' | 'located' | LocateFailure,
  context: Partial<LocationPickContext> = {},
) => locationPickMachine.resolveState({ value, context: { ...blank, ...context } })

/** One snapshot per state of the chooser (and the form's own cases while editing). */
export const locationPickSnapshots = {
  editing: at('editing'),
  filled: at('editing', { ...MockPlace, touched: { latitude: true, longitude: true } }),
  invalid: at('editing', {
    latitude: '95',
    longitude: '-9,1364x',
    touched: { latitude: true, longitude: true },
  }),
  required: at('editing', { name: 'Home', touched: { latitude: true, longitude: true } }),
  locating: at('locating', { name: 'Home' }),
  located: at('located', { ...located, name: 'Home' }),
  denied: at('denied'),
  unavailable: at('unavailable'),
  timedOut: at('timedOut'),
  unsupported: at('unsupported'),
}
