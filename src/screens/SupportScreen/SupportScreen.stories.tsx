import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { delay, http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { commonHandlers } from '@/api/msw/common'
import { ok } from '@/api/msw/envelope'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { SupportScreen } from './SupportScreen'

const supportUrl = (answer: () => Response | Promise<Response>) => ({
  msw: {
    handlers: {
      common: [
        http.get('*/api/getSetting', ({ request }) =>
          new URL(request.url).searchParams.get('keyword') === 'support_url' ? answer() : undefined,
        ),
        ...Object.values(commonHandlers),
      ],
    },
  },
})

const meta = {
  component: SupportScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/other/kefu/index',
    session: { token: null },
    ...supportUrl(() => ok({ key: 'support_url', value: 'https://example.com/support' })),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SupportScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The operator's channel: a link that opens a new tab (never an iframe). */
export const Configured: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer service' }),
    ).toBeVisible()
    const link = await canvas.findByRole('link', { name: /Contact customer service/ })
    await expect(link).toHaveAttribute('href', 'https://example.com/support')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** `support_url` is empty: say so, offer nothing to tap. */
export const Unconfigured: Story = {
  parameters: supportUrl(() => ok({ key: 'support_url', value: '' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support channel is configured')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Contact/ })).toBeNull()
  },
}

/** Not a web address (a script URL): treated as not configured, never linked. */
export const UnsafeUrl: Story = {
  parameters: supportUrl(() => ok({ key: 'support_url', value: 'javascript:alert(1)' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support channel is configured')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    ...supportUrl(async () => {
      await delay('infinite')
      return ok(null)
    }),
    loadingIndicator: 'immediate',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading customer service')).toBeInTheDocument()
    await loadingOverlayShown(canvasElement)
  },
}

/** The request failed; Retry asks again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        common: [
          http.get('*/api/getSetting', () => HttpResponse.error(), { once: true }),
          http.get('*/api/getSetting', () =>
            ok({ key: 'support_url', value: 'https://t.me/sandbox_support' }),
          ),
          ...Object.values(commonHandlers),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByText('Opens t.me in a new tab')).toBeVisible()
  },
}
