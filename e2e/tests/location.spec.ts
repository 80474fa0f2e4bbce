import { expect, test } from '../models/app.model'
import { LocationModel } from '../models/location.model'

/**
 * Issue 19's location pages on a 375 px phone: a visitor chooses a place with the device's
 * position (the browser's real geolocation API, the permission granted), names it and confirms;
 * with no caller the place opens on /open-location, which shows the coordinates in both forms,
 * copies them and links to OpenStreetMap in a new tab.
 */
test('choose-location: use my position, confirm, and the place opens with its coordinates', async ({
  page,
}) => {
  const location = new LocationModel(page)
  await location.boot({ latitude: 38.70751234, longitude: -9.1364181, accuracy: 20 })
  await location.openChooser()

  await location.field('Latitude').fill('95')
  await location.field('Longitude').click()
  await expect(page.getByText('Latitude runs from −90 (south) to 90 (north)')).toBeVisible()

  await location.useMyPosition('20')
  await expect(location.field('Latitude')).toHaveValue('38.707512')
  await expect(location.field('Longitude')).toHaveValue('-9.136418')
  await location.field('Name (optional)').fill('Praça do Comércio')
  await location.confirm()

  await expect(page).toHaveURL(
    /#\/open-location\?latitude=38\.707512&longitude=-9\.136418&name=Pra%C3%A7a\+do\+Com%C3%A9rcio&address=$/,
  )
  await location.expectShown('Praça do Comércio', ['38° 42′ 27.0″ N', '9° 8′ 11.1″ W'])
  await expect(page.getByText('38.707512', { exact: true })).toBeVisible()
  expect(await location.copyCoordinates()).toBe('38.707512, -9.136418')
  const map = location.mapLink()
  await expect(map).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=38.707512&mlon=-9.136418#map=16/38.707512/-9.136418',
  )
  await expect(map).toHaveAttribute('target', '_blank')
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer')
})
