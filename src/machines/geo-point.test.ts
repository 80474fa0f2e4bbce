import { describe, expect, it } from 'vitest'
import {
  chosenLocationPath,
  fromDegrees,
  inAppPath,
  openStreetMapUrl,
  parseCoordinate,
  toDms,
  toGeoPoint,
  toZoom,
} from './geo-point'

const lisbon = { latitude: '38.7223', longitude: '-9.1393', name: 'Praça', address: 'Lisboa' }

describe('coordinates', () => {
  it.each([
    ['38.7223', '38.7223'],
    [' +38.7223 ', '38.7223'],
    ['38,7223', '38.7223'],
    ['−9.1393', '-9.1393'],
    ['-90', '-90'],
    ['90.000000', '90.000000'],
    ['-0.0', '0.0'],
  ])('reads the latitude %j as %j', (raw, value) => {
    expect(parseCoordinate('latitude', raw)).toEqual({ value })
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['1e2', 'format'],
    ['38.', 'format'],
    ['1,234.5', 'format'],
    ['0x10', 'format'],
    ['90.0001', 'range'],
    ['-91', 'range'],
  ])('refuses the latitude %j (%s)', (raw, issue) => {
    expect(parseCoordinate('latitude', raw)).toEqual({ issue })
  })

  it('lets a longitude run to ±180', () => {
    expect(parseCoordinate('longitude', '-180')).toEqual({ value: '-180' })
    expect(parseCoordinate('longitude', '180.5')).toEqual({ issue: 'range' })
  })

  it('keeps a point only when both coordinates are fine, its texts on one line and cut', () => {
    expect(toGeoPoint({ latitude: '38.7223', longitude: '200' })).toBeNull()
    expect(toGeoPoint({ latitude: null, longitude: '0' })).toBeNull()
    expect(
      toGeoPoint({ latitude: '1', longitude: '2', name: '  A\n  B ', address: 'x'.repeat(300) }),
    ).toEqual({ latitude: '1', longitude: '2', name: 'A B', address: 'x'.repeat(160) })
  })

  it('writes a device reading with 6 decimals at most', () => {
    expect(fromDegrees(38.72231234)).toBe('38.722312')
    expect(fromDegrees(-9.1)).toBe('-9.1')
    expect(fromDegrees(0)).toBe('0')
    expect(fromDegrees(-0.0000001)).toBe('0')
  })
})

describe('degrees, minutes and seconds', () => {
  it('names the hemisphere', () => {
    expect(toDms('latitude', '38.7223')).toEqual({
      degrees: 38,
      minutes: 43,
      seconds: '20.3',
      hemisphere: 'N',
    })
    expect(toDms('longitude', '-9.1393')).toEqual({
      degrees: 9,
      minutes: 8,
      seconds: '21.5',
      hemisphere: 'W',
    })
    expect(toDms('latitude', '-33.8688').hemisphere).toBe('S')
    expect(toDms('longitude', '151.2093').hemisphere).toBe('E')
  })

  it('carries rounded seconds into the minute and the degree', () => {
    expect(toDms('latitude', '10.99999')).toEqual({
      degrees: 11,
      minutes: 0,
      seconds: '0.0',
      hemisphere: 'N',
    })
  })

  it('calls the equator north and the prime meridian east', () => {
    expect(toDms('latitude', '0').hemisphere).toBe('N')
    expect(toDms('longitude', '-0.000001').hemisphere).toBe('E')
  })
})

describe('the OpenStreetMap link', () => {
  it('marks the point and centres the map on it', () => {
    expect(openStreetMapUrl(lisbon)).toBe(
      'https://www.openstreetmap.org/?mlat=38.7223&mlon=-9.1393#map=16/38.7223/-9.1393',
    )
    expect(openStreetMapUrl({ latitude: '0', longitude: '0' }, 5)).toBe(
      'https://www.openstreetmap.org/?mlat=0&mlon=0#map=5/0/0',
    )
  })

  it('takes uni.openLocation’s scale from 5 to 18, else street level', () => {
    expect(toZoom('12')).toBe(12)
    expect([null, '', '4', '19', '12.5', 'x'].map(toZoom)).toEqual([16, 16, 16, 16, 16, 16])
  })
})

describe('the chooser’s answer', () => {
  it('adds the point to the caller’s query, replacing what was there', () => {
    expect(chosenLocationPath('/pages/otc/otc?tab=buy&latitude=1', lisbon)).toBe(
      '/pages/otc/otc?tab=buy&latitude=38.7223&longitude=-9.1393&name=Pra%C3%A7a&address=Lisboa',
    )
  })

  it('opens the point itself without a caller, or with one that is not a path of the app', () => {
    const shown = '/open-location?latitude=38.7223&longitude=-9.1393&name=Pra%C3%A7a&address=Lisboa'
    for (const back of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil', 'x'])
      expect(chosenLocationPath(back, lisbon)).toBe(shown)
  })

  it('accepts only in-app paths as the caller', () => {
    expect(inAppPath('/pages/setting/setting')).toBe('/pages/setting/setting')
    expect(inAppPath('/a\nb')).toBeNull()
    expect(inAppPath('/a#b')).toBeNull()
    expect(inAppPath('javascript:alert(1)')).toBeNull()
  })
})
