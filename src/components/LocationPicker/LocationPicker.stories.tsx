import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { locationPickSnapshots } from '@/machines/location-pick/location-pick.fixtures'
import { toLocationPickView } from '@/machines/location-pick/location-pick.view'
import { snapshotViews } from '@sb/story-helpers'
import { LocationPicker } from './LocationPicker'

const view = snapshotViews(locationPickSnapshots, toLocationPickView)

const meta = {
  component: LocationPicker,
  args: {
    ...view('editing'),
    onChange: fn(),
    onBlur: fn(),
    onLocate: fn(),
    onStopLocating: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LocationPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing yet: the position button, empty fields, no locator. */
export const Editing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Latitude'), '3')
    await expect(args.onChange).toHaveBeenCalledWith('latitude', '3')
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalledWith('latitude')
    await expect(canvas.queryByRole('img')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Use my position' }))
    await expect(args.onLocate).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** A valid point: shown on the locator, confirmed with Enter or the button. */
export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: /38\.7075, -9\.1364/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm location' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** Each refused coordinate says why, in place, and is marked invalid. */
export const Invalid: Story = {
  args: view('invalid'),
  play: async ({ canvas }) => {
    const latitude = canvas.getByLabelText('Latitude')
    await expect(latitude).toBeInvalid()
    await expect(latitude).toHaveAccessibleDescription(
      'Latitude runs from −90 (south) to 90 (north)',
    )
    await expect(canvas.getByLabelText('Longitude')).toHaveAccessibleDescription(
      'Enter the longitude as a decimal number, such as -9.1364',
    )
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** Confirmed with nothing typed. */
export const Required: Story = {
  args: view('required'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter the latitude')).toBeVisible()
    await expect(canvas.getByText('Enter the longitude')).toBeVisible()
  },
}

/** Waiting for the device: the coordinates are locked, confirm waits, the wait can be stopped. */
export const Locating: Story = {
  args: view('locating'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding your position…')
    await expect(canvas.getByLabelText('Latitude')).toBeDisabled()
    await expect(canvas.getByLabelText('Name (optional)')).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Confirm location' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }))
    await expect(args.onStopLocating).toHaveBeenCalledOnce()
  },
}

export const Located: Story = {
  args: view('located'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Position found, accurate to about 35 m',
    )
    await expect(canvas.getByLabelText('Latitude')).toHaveValue('38.707512')
    await expect(canvas.getByRole('button', { name: 'Use my position' })).toBeEnabled()
  },
}

const failure = (key: 'denied' | 'unavailable' | 'timedOut' | 'unsupported', text: string) =>
  ({
    args: view(key),
    play: async ({ canvas, args, userEvent }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(text)
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await expect(args.onLocate).toHaveBeenCalledOnce()
      await expect(canvas.getByLabelText('Latitude')).toBeEnabled()
    },
  }) satisfies Story

export const Denied = failure('denied', 'Location access is blocked for this site.')
export const Unavailable = failure('unavailable', 'Your position could not be found.')
export const TimedOut = failure('timedOut', 'Finding your position took too long.')
export const Unsupported = failure('unsupported', 'This browser cannot share its position')

/** The long Thai sentences fit the phone. */
export const ThaiDenied: Story = {
  args: view('denied'),
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible()
  },
}
