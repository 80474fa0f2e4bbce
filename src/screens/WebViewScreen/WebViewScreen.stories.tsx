import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import type { settingKeys } from '@/api/contract/common'
import { ok } from '@/api/msw/envelope'
import { paths } from '@/app/paths'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { WebViewScreen } from './WebViewScreen'

type Key = (typeof settingKeys)[number]
const settings: Partial<Record<Key, string>> = {
  support_url: 'https://example.com/support',
  game_url: 'https://games.example.org/play',
}
const page = (url: string, title?: string) =>
  `${paths.webView}?url=${encodeURIComponent(url)}${title ? `&title=${title}` : ''}`

const meta = {
  component: WebViewScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: page('https://games.example.org/play?round=3', 'Mini%20game'),
    session: { token: null },
    // the frame loads an empty page, never the network
    inject: injectProps<typeof WebViewScreen>({ frameSrc: () => 'about:blank' }),
    msw: {
      handlers: {
        common: [
          http.get('*/api/getSetting', ({ request }) => {
            const key = new URL(request.url).searchParams.get('keyword') as Key
            return ok({ key, value: settings[key] ?? '' })
          }),
        ],
      },
    },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof WebViewScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The operator's game page: framed under the title the link gave. */
export const Allowed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mini game' })).toBeVisible()
    const frame = await canvas.findByTitle('Page of games.example.org')
    await expect(frame).toBeVisible()
  },
}

/** A site no setting names is refused, whatever the link says. */
export const Refused: Story = {
  parameters: { route: page('https://example.com.evil.net/login') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'example.com.evil.net is not one of the sites',
    )
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** A script address is no page at all. */
export const NotAPage: Story = {
  parameters: { route: page('javascript:alert(1)') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No page to show')).toBeVisible()
  },
}
