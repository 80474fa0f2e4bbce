import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { createChatMock } from '@/api/msw/chat'
import { marketHandlers } from '@/api/msw/market'
import { createMessageMock, messageScenarios } from '@/api/msw/message'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { MessageCentreScreen } from './MessageCentreScreen'

/** A message mock of the story's own (reading changes it); the shell's favourites ask too. */
const msw = (...message: RequestHandler[]) => ({
  msw: {
    handlers: {
      message: [...message, ...createMessageMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: MessageCentreScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/other/mailMessage/mailMessage',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageCentreScreen>

export default meta
type Story = StoryObj<typeof meta>

const systemRow = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('link', { name: /System messages/ })

/** The unread count over HTTP: two unread system messages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    await waitFor(() => expect(systemRow(canvas)).toHaveTextContent('2 unread messages'))
    await expect(canvas.getByRole('link', { name: /Customer service/ })).toHaveAttribute(
      'href',
      '#/pages/other/kefu/index',
    )
  },
}

/** Reading a message from the list lowers the badge when the user comes back. */
export const ReadingLowersTheCount: Story = {
  parameters: msw(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(systemRow(canvas)).toHaveTextContent('2 unread messages'))
    await userEvent.click(systemRow(canvas))
    const list = await canvas.findByRole('region', { name: 'System messages' })
    await userEvent.click(
      await within(list).findByRole('link', { name: /Withdrawal address added/ }),
    )
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Withdrawal address added' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(systemRow(canvas)).toHaveTextContent('1 unread message'))
  },
}

/** The count could not be loaded: no badge, every row still works. */
export const CountFailed: Story = {
  parameters: msw(messageScenarios.countDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    await waitFor(() => expect(systemRow(canvas)).toHaveTextContent('Account and security notices'))
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Mensagens do sistema/ })).toHaveTextContent(
        '2 mensagens não lidas',
      ),
    )
  },
}

/** The desk answered in the chat: customer service shows the unread answer, as the bell counts it. */
export const SupportUnread: Story = {
  parameters: {
    msw: {
      handlers: {
        message: createMessageMock().list,
        market: [marketHandlers.favourites],
        chat: createChatMock().list,
      },
    },
  },
  play: async ({ canvas }) => {
    const support = await canvas.findByRole('link', { name: /Customer service/ })
    await waitFor(() => expect(support).toHaveAttribute('data-state', 'unread'))
    await expect(support).toHaveTextContent('1 unread reply')
  },
}
