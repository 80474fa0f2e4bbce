import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { fromPromise } from 'xstate'
import { paths } from '@/app/paths'
import {
  LocateError,
  type DevicePosition,
  type LocateFailure,
} from '@/machines/location-pick/location-pick.actors'
import { locationPickMachine } from '@/machines/location-pick/location-pick.machine'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ChooseLocationScreen } from './ChooseLocationScreen'

const reading: DevicePosition = { latitude: 38.70751234, longitude: -9.1364181, accuracy: 34.6 }

/** A device that answers each request with the next of `answers` (the last one repeats). */
const device = (...answers: Array<() => Promise<DevicePosition>>) => {
  let n = 0
  return locationPickMachine.provide({
    actors: {
      locatePosition: fromPromise(() => answers[Math.min(n++, answers.length - 1)]!()),
    },
  })
}
const refusing = (failure: LocateFailure) => () => Promise.reject(new LocateError(failure))
const here = async () => reading
const chooser = (query = '') => `${paths.chooseLocation}${query}`
const address = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('story-location').textContent

const meta = {
  component: ChooseLocationScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: chooser(),
    session: { token: null },
    // no story asks the real geolocation API
    inject: injectProps<typeof ChooseLocationScreen>({ machine: device(here) }),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ChooseLocationScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Typed by hand: refused in place, corrected, confirmed; without a caller the point opens. */
export const TypedByHand: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('a wrong latitude says why once left', async () => {
      await userEvent.type(await canvas.findByLabelText('Latitude'), '95')
      await userEvent.tab()
      await expect(canvas.getByText('Latitude runs from −90 (south) to 90 (north)')).toBeVisible()
    })
    await step('confirming marks the empty longitude too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }))
      await expect(canvas.getByText('Enter the longitude')).toBeVisible()
      await expect(address(canvas)).toBe(chooser())
    })
    await step('corrected and confirmed', async () => {
      await userEvent.clear(canvas.getByLabelText('Latitude'))
      await userEvent.type(canvas.getByLabelText('Latitude'), '38,7075')
      await userEvent.type(canvas.getByLabelText('Longitude'), '-9.1364')
      await userEvent.type(canvas.getByLabelText('Name (optional)'), 'Praça do Comércio')
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }))
      await waitFor(() =>
        expect(address(canvas)).toBe(
          '/open-location?latitude=38.7075&longitude=-9.1364&name=Pra%C3%A7a+do+Com%C3%A9rcio&address=',
        ),
      )
      await expect(await canvas.findByText('38° 42′ 27.0″ N')).toBeVisible()
    })
  },
}

/** The device's position fills the fields; the answer goes to the caller's path, its query kept. */
export const Located: Story = {
  parameters: { route: chooser(`?back=${encodeURIComponent('/open-location?scale=12')}`) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my position' }))
    await expect(await canvas.findByText('Position found, accurate to about 35 m')).toBeVisible()
    await expect(canvas.getByLabelText('Latitude')).toHaveValue('38.707512')
    await expect(canvas.getByLabelText('Longitude')).toHaveValue('-9.136418')
    await userEvent.type(canvas.getByLabelText('Address (optional)'), 'Lisboa')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }))
    await waitFor(() =>
      expect(address(canvas)).toBe(
        '/open-location?scale=12&latitude=38.707512&longitude=-9.136418&name=&address=Lisboa',
      ),
    )
    await expect(await canvas.findByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.707512&mlon=-9.136418#map=12/38.707512/-9.136418',
    )
  },
}

/** A caller that is not a path of the app is never followed. */
export const ForeignBack: Story = {
  parameters: { route: chooser('?back=https%3A%2F%2Fevil.example%2F&latitude=1&longitude=2') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm location' }))
    await waitFor(() => expect(address(canvas)).toMatch(/^\/open-location\?latitude=1&/))
  },
}

/** The caller's point arrives checked: a wrong one says so at once. */
export const GivenPoint: Story = {
  parameters: { route: chooser('?latitude=38.7075&longitude=200&name=Office') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Name (optional)')).toHaveValue('Office')
    await expect(canvas.getByText('Longitude runs from −180 (west) to 180 (east)')).toBeVisible()
  },
}

/** Refused, then allowed: "Try again" asks once more. */
export const DeniedThenRetried: Story = {
  parameters: {
    inject: injectProps<typeof ChooseLocationScreen>({ machine: device(refusing('denied'), here) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my position' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Location access is blocked for this site.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('Position found, accurate to about 35 m')).toBeVisible()
  },
}

/** A device that never answers: the named timeout (shortened here) gives up. */
export const TimedOut: Story = {
  parameters: {
    inject: injectProps<typeof ChooseLocationScreen>({
      machine: device(() => new Promise<DevicePosition>(() => {})).provide({
        delays: { locateTimeout: 200 },
      }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my position' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Finding your position…')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Finding your position took too long.',
    )
  },
}

export const Unsupported: Story = {
  parameters: {
    inject: injectProps<typeof ChooseLocationScreen>({ machine: device(refusing('unsupported')) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my position' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This browser cannot share its position',
    )
  },
}

/** Cancel goes back to the caller with nothing added. */
export const Cancelled: Story = {
  parameters: { route: chooser('?back=%2Fopen-location%3Flatitude%3D1%26longitude%3D2') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(address(canvas)).toBe('/open-location?latitude=1&longitude=2'))
  },
}

/** In Portuguese, the default language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Escolher local' }),
    ).toBeVisible()
  },
}
