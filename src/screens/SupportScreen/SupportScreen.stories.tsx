import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { ChatMessageWire } from '@/api/contract/chat'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { chatScenarios, createChatMock } from '@/api/msw/chat'
import { kycHandlers } from '@/api/msw/kyc'
import { uploadsHandler } from '@/api/msw/profile'
import { paths } from '@/app/paths'
import { MockToken, MockUser } from '@/test/fixtures'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { SupportScreen } from './SupportScreen'

/** A fresh chat mock holding `messages`, `first` answering before it; pictures drawn. */
const chat = (mock = createChatMock(), ...first: RequestHandler[]) => ({
  msw: {
    handlers: { chat: [...first, ...mock.list], kyc: [kycHandlers.upload, uploadsHandler] },
  },
})
const empty = (messages: ChatMessageWire[] = []) => createChatMock({ messages })
const answering = empty()

const meta = {
  component: SupportScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.support,
    session: { token: MockToken, user: MockUser },
    ...chat(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SupportScreen>

export default meta
type Story = StoryObj<typeof meta>

const bubbles = (root: HTMLElement) =>
  within(within(root).getByRole('log')).getAllByRole('listitem')

/** The last 7 days with the desk; the operator's other channels one tap away. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer service' }),
    ).toBeVisible()
    await waitFor(() => expect(bubbles(canvasElement)).toHaveLength(4))
    await expect(canvas.getByRole('link', { name: 'Other channels' })).toHaveAttribute(
      'href',
      `#${paths.contactLinks}`,
    )
    const img = canvas.getByRole('img', { name: 'Picture sent by You' })
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
  },
}

/** A first message: stored, then the desk's greeting and a person's answer arrive live. */
export const DeskAnswers: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote] } satisfies MarketSocketParameter,
    ...chat(answering),
  },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await expect(await canvas.findByText('Write to us')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Where is my deposit?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(bubbles(canvasElement)).toHaveLength(1))
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    // the bubble shows as soon as the message is queued; the desk's greeting exists once the
    // sandbox has stored the message (read before that, it was not there yet on a fast machine)
    await waitFor(() => expect(answering.messages().length).toBeGreaterThanOrEqual(2))
    const [, greeting] = answering.messages()
    marketOf(loaded).socket.emit('chat_message', { message: greeting })
    const reply = answering.reply('It arrived at 10:02 UTC; please check your funds account.')
    marketOf(loaded).socket.emit('chat_message', { message: reply })
    marketOf(loaded).socket.emit('chat_message', { message: reply })
    await waitFor(() => expect(bubbles(canvasElement)).toHaveLength(3))
    await expect(bubbles(canvasElement)[2]).toHaveTextContent(
      /^SupportIt arrived at 10:02 UTC; please check your funds account\./,
    )
    // watching the chat reads the answer: nothing is left unread
    await waitFor(() => expect(answering.unread()).toBe(0))
  },
}

/** The network fails: the message stays with Retry, which sends it once with the same id. */
export const SendFailed: Story = {
  parameters: chat(
    empty(),
    http.post('*/api/chat/send', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Write to us')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello?{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not sent')
    await expect(bubbles(canvasElement)[0]).toHaveTextContent('Hello?')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(bubbles(canvasElement)[0]).toHaveAttribute('data-state', 'sent'))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A picture goes through the app's upload, then into the conversation. */
export const SendsPicture: Story = {
  parameters: chat(empty()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Write to us')).toBeVisible()
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File([new Uint8Array(64)], 'shot.png', { type: 'image/png' }))
    const img = await canvas.findByRole('img', { name: 'Picture sent by You' })
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
  },
}

export const Loading: Story = {
  parameters: chat(createChatMock(), chatScenarios.pending('logs')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the conversation')).toBeInTheDocument()
  },
}

/** The conversation could not be read; Retry asks again. */
export const Failed: Story = {
  parameters: chat(
    createChatMock(),
    http.get('*/api/chat/get_chat_logs', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(bubbles(canvasElement)).toHaveLength(4))
    const img = canvas.getByRole('img', { name: 'Picture sent by You' })
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
  },
}
