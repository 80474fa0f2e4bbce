/**
 * A point on the map as the location pages read, write and show it (uni.chooseLocation /
 * uni.openLocation's latitude, longitude, name and address): parsing what a person or a link
 * gives, degrees/minutes/seconds, the OpenStreetMap link and the chooser's answer to its caller.
 * Coordinates stay decimal strings as given (trimmed, a decimal comma read as a point), so
 * nothing is rounded on the way through a URL.
 */

/** A place with its coordinates as decimal strings (WGS 84 degrees). */
export interface GeoPoint {
  latitude: string
  longitude: string
  /** The place's name; '' when none was given. */
  name: string
  /** Its address; '' when none was given. */
  address: string
}

export type CoordinateAxis = 'latitude' | 'longitude'

/** Why a coordinate is refused: empty, not a decimal number, or outside −90..90 / −180..180. */
export type CoordinateIssue = 'required' | 'format' | 'range'

/** The longest name and address kept (longer ones are cut). */
export const NAME_MAX = 80
export const ADDRESS_MAX = 160

const LIMIT: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 }
// up to 3 integer digits and 12 decimals, a sign in front; no exponent, no thousands separator
const DECIMAL = /^[-+−]?\d{1,3}(?:\.\d{1,12})?$/

/** The coordinate in canonical form ('-9.1393', no '+', '.' as the decimal point). */
function canonical(raw: string): string {
  return raw
    .trim()
    .replace(/^[+]/, '')
    .replace(/^−/, '-')
    .replace(/^(-?\d+),(\d+)$/, '$1.$2')
    .replace(/^-(?=0*(?:\.0*)?$)/, '')
}

/** The coordinate, canonical, or why it is refused. */
export function parseCoordinate(
  axis: CoordinateAxis,
  raw: string | null | undefined,
): { value: string } | { issue: CoordinateIssue } {
  const text = (raw ?? '').trim()
  if (text === '') return { issue: 'required' }
  const value = canonical(text)
  if (!DECIMAL.test(value)) return { issue: 'format' }
  return Math.abs(Number(value)) > LIMIT[axis] ? { issue: 'range' } : { value }
}

/** The issue of one coordinate, or null when it is fine. */
export const coordinateIssue = (axis: CoordinateAxis, raw: string): CoordinateIssue | null => {
  const parsed = parseCoordinate(axis, raw)
  return 'issue' in parsed ? parsed.issue : null
}

/** A name or address as kept: one line, trimmed, cut to its length. */
export const cleanText = (raw: string | null | undefined, max: number): string =>
  (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, max)

/** A point from raw values (a query string, a form), or null when a coordinate is refused. */
export function toGeoPoint(raw: {
  latitude?: string | null
  longitude?: string | null
  name?: string | null
  address?: string | null
}): GeoPoint | null {
  const latitude = parseCoordinate('latitude', raw.latitude)
  const longitude = parseCoordinate('longitude', raw.longitude)
  if (!('value' in latitude) || !('value' in longitude)) return null
  return {
    latitude: latitude.value,
    longitude: longitude.value,
    name: cleanText(raw.name, NAME_MAX),
    address: cleanText(raw.address, ADDRESS_MAX),
  }
}

/** A device reading in degrees, written with 6 decimals (about 0.1 m), trailing zeros dropped. */
export const fromDegrees = (degrees: number): string =>
  canonical(degrees.toFixed(6).replace(/\.?0+$/, ''))

/** Degrees, minutes and seconds (one decimal) with the hemisphere, e.g. 9° 8′ 21.5″ W. */
export interface Dms {
  degrees: number
  minutes: number
  /** Seconds with one decimal, '21.5'. */
  seconds: string
  hemisphere: 'N' | 'S' | 'E' | 'W'
}

export function toDms(axis: CoordinateAxis, value: string): Dms {
  const n = Number(value)
  // in tenths of a second, so 59.96″ carries into the next minute instead of showing 60.0″
  const tenths = Math.round(Math.abs(n) * 36_000)
  const south = n < 0 && tenths > 0
  return {
    degrees: Math.floor(tenths / 36_000),
    minutes: Math.floor((tenths % 36_000) / 600),
    seconds: ((tenths % 600) / 10).toFixed(1),
    hemisphere: axis === 'latitude' ? (south ? 'S' : 'N') : south ? 'W' : 'E',
  }
}

/** The map zoom of the OpenStreetMap link when the caller gives none (a street and its blocks). */
export const DEFAULT_ZOOM = 16

/** uni.openLocation's `scale` (5..18, whole), or the default. */
export function toZoom(raw: string | null | undefined): number {
  const n = Number(raw)
  return raw && Number.isInteger(n) && n >= 5 && n <= 18 ? n : DEFAULT_ZOOM
}

/** The point on openstreetmap.org, marked, at `zoom`. */
export function openStreetMapUrl(
  point: Pick<GeoPoint, 'latitude' | 'longitude'>,
  zoom = DEFAULT_ZOOM,
): string {
  const { latitude: lat, longitude: lon } = point
  const query = new URLSearchParams({ mlat: lat, mlon: lon })
  return `https://www.openstreetmap.org/?${query}#map=${zoom}/${lat}/${lon}`
}

/**
 * `back` when it is a path of this app ('/…', not '//host' or '/\host', no scheme, no control
 * characters), else null.
 */
export function inAppPath(back: string | null | undefined): string | null {
  if (!back || !back.startsWith('/') || /^\/[/\\]/.test(back)) return null
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(back) || back.includes('#')) return null
  return back
}

/** Where the chooser's answer goes when it has no caller: the page that shows a point. */
export const OPEN_LOCATION_PATH = '/open-location'

/**
 * The caller's path with the chosen point added to its query (uni.chooseLocation's answer:
 * latitude, longitude, name, address; each replaces one already there). A `back` that is not
 * an in-app path is dropped for the page that shows the point.
 */
export function chosenLocationPath(back: string | null | undefined, point: GeoPoint): string {
  const target = inAppPath(back) ?? OPEN_LOCATION_PATH
  const [path = '/', search = ''] = target.split(/\?(.*)/s)
  const query = new URLSearchParams(search)
  for (const key of ['latitude', 'longitude', 'name', 'address'] as const)
    query.set(key, point[key])
  return `${path}?${query}`
}
