import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { locationOpenSnapshots } from '@/machines/location-open/location-open.fixtures'
import { toLocationOpenView } from '@/machines/location-open/location-open.view'
import { snapshotViews } from '@sb/story-helpers'
import { LocationDetails } from './LocationDetails'

const view = snapshotViews(locationOpenSnapshots, toLocationOpenView)

const meta = {
  component: LocationDetails,
  args: { ...view('shown'), onCopy: fn(), onBack: fn() },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LocationDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Name, address, both forms of the coordinates, the two actions. */
export const Shown: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Praça do Comércio' })).toBeVisible()
    await expect(canvas.getByText('Praça do Comércio, 1100-148 Lisboa, Portugal')).toBeVisible()
    await expect(canvas.getByText('38.7075')).toBeVisible()
    await expect(canvas.getByText('38° 42′ 27.0″ N')).toBeVisible()
    await expect(canvas.getByText('9° 8′ 11.0″ W')).toBeVisible()
    const link = canvas.getByRole('link', { name: 'Open in maps (opens in a new tab)' })
    await expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.7075&mlon=-9.1364#map=16/38.7075/-9.1364',
    )
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy coordinates' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}

export const Copying: Story = {
  args: view('copying'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Copy coordinates/ })).toBeDisabled()
  },
}

export const Copied: Story = {
  args: view('copied'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
  },
}

/** The clipboard refused: said, and the copy stays on offer. */
export const CopyFailed: Story = {
  args: view('copyFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not copy. Select the coordinates and copy them yourself.',
    )
    await expect(canvas.getByRole('button', { name: 'Copy coordinates' })).toBeEnabled()
  },
}

/** No name or address given: a pin, the coordinates only. */
export const Unnamed: Story = {
  args: view('unnamed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pinned location' })).toBeVisible()
  },
}

/** South and east, in Japanese. */
export const SouthEast: Story = {
  args: view('southEast'),
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('南緯 33° 51′ 24.4″')).toBeVisible()
    await expect(canvas.getByText('東経 151° 12′ 55.1″')).toBeVisible()
  },
}

/** A query without a valid point: why, and a way back; no link, no copy. */
export const Invalid: Story = {
  args: view('invalid'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This location cannot be shown')
    await expect(canvas.queryByRole('link')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}
