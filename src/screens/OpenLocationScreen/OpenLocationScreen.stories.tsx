import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { fromPromise } from 'xstate'
import { paths } from '@/app/paths'
import { locationOpenMachine } from '@/machines/location-open/location-open.machine'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { OpenLocationScreen } from './OpenLocationScreen'

/** The page's clipboard, seen by the play function; "Copied" stays until the screenshot. */
const clipboard: string[] = []
const machine = locationOpenMachine.provide({
  actors: {
    copyText: fromPromise<void, { text: string }>(async ({ input: { text } }) => {
      clipboard.push(text)
    }),
  },
  delays: { copiedReset: 60_000 },
})
const refusingClipboard = locationOpenMachine.provide({
  actors: {
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new DOMException('Write permission denied', 'NotAllowedError')
    }),
  },
})
const sydney =
  '?latitude=-33.856784&longitude=151.215297&name=Sydney%20Opera%20House&address=Bennelong%20Point%2C%20Sydney%20NSW%202000&scale=15'

const meta = {
  component: OpenLocationScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: `${paths.openLocation}${sydney}`,
    session: { token: null },
    inject: injectProps<typeof OpenLocationScreen>({ machine }),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OpenLocationScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The place of the address, copied: the exact text, a toast, the button says so. */
export const Shown: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Sydney Opera House' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-33.856784&mlon=151.215297#map=15/-33.856784/151.215297',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Copy coordinates' }))
    await expect(await canvas.findByText('Coordinates copied')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(clipboard.at(-1)).toBe('-33.856784, 151.215297')
  },
}

export const CopyFailed: Story = {
  parameters: { inject: injectProps<typeof OpenLocationScreen>({ machine: refusingClipboard }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy coordinates' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not copy. Select the coordinates and copy them yourself.',
    )
  },
}

/** A latitude beyond the pole: nothing shown but why, and a way back. */
export const Invalid: Story = {
  parameters: { route: `${paths.openLocation}?latitude=123&longitude=10&name=Nowhere` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This location cannot be shown',
    )
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible()
    await expect(canvas.queryByText('Nowhere')).toBeNull()
  },
}

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('南纬 33° 51′ 24.4″')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /在地图中打开/ })).toBeVisible()
  },
}
