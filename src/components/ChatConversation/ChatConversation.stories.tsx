import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { uploadsHandler } from '@/api/msw/profile'
import { chatSnapshots } from '@/machines/chat/chat.fixtures'
import { toChatView } from '@/machines/chat/chat.view'
import { snapshotViews } from '@sb/story-helpers'
import { ChatConversation } from './ChatConversation'

const view = snapshotViews(chatSnapshots, toChatView)

const meta = {
  component: ChatConversation,
  args: {
    ...view('ready'),
    timeZone: 'UTC',
    onRetry: fn(),
    onOlder: fn(),
    onDraftChange: fn(),
    onSend: fn(),
    onPickPicture: fn(),
    onRetryMessage: fn(),
    onDiscardMessage: fn(),
  },
  parameters: { frame: 'screen', msw: { handlers: { profile: [uploadsHandler] } } },
  globals: { locale: 'en' },
} satisfies Meta<typeof ChatConversation>

export default meta
type Story = StoryObj<typeof meta>

const pictureLoaded = async (root: HTMLElement) => {
  const img = await within(root).findByRole('img', { name: 'Picture sent by You' })
  await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the conversation')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** No message in the last 7 days: an invitation to write, the composer ready. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Write to us')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** The user's messages on the right with their time and whether the desk read them. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const log = canvas.getByRole('log')
    const items = within(log).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent(
      'YouHello, my USDT deposit has not arrived yet.Nov 26, 2026, 10:00 AM · Read',
    )
    await expect(items[1]).toHaveTextContent(/^SupportAutomatic reply/)
    await expect(canvas.getByText('Messages of the last 7 days')).toBeVisible()
    await pictureLoaded(canvasElement)
  },
}

export const HasOlder: Story = {
  args: view('hasOlder'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Earlier messages' }))
    await expect(args.onOlder).toHaveBeenCalled()
    await pictureLoaded(canvasElement)
  },
}

export const LoadingOlder: Story = {
  args: view('loadingOlder'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Earlier messages/ })).toBeDisabled()
    await pictureLoaded(canvasElement)
  },
}

export const OlderFailed: Story = {
  args: view('olderFailed'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Earlier messages could not be loaded',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onOlder).toHaveBeenCalled()
    await pictureLoaded(canvasElement)
  },
}

/** A draft: Send and Enter send it; Shift+Enter is a new line. */
export const Typing: Story = {
  args: view('typing'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' })
    await expect(field).toHaveValue('Could you check my withdrawal too?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.onSend).toHaveBeenCalledTimes(1)
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}')
    await expect(args.onSend).toHaveBeenCalledTimes(1)
    await userEvent.type(field, '{Enter}')
    await expect(args.onSend).toHaveBeenCalledTimes(2)
    await pictureLoaded(canvasElement)
  },
}

/** Over 1,000 characters: said at once, Send stays off. */
export const TooLong: Story = {
  args: view('tooLong'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A message can be at most 1,000 characters',
    )
    await expect(canvas.getByText('1001/1000')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await pictureLoaded(canvasElement)
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('log')).getByText('Sending…')).toBeVisible()
  },
}

export const Sending: Story = {
  args: view('sending'),
  play: async ({ canvas }) => {
    const last = within(canvas.getByRole('log')).getAllByRole('listitem').at(-1)!
    await expect(last).toHaveTextContent('Thank you!Sending…')
  },
}

/** A picture on its way: a placeholder until it is stored. */
export const Uploading: Story = {
  args: view('uploading'),
  play: async ({ canvas }) => {
    const last = within(canvas.getByRole('log')).getAllByRole('listitem').at(-1)!
    await expect(last).toHaveTextContent('PictureSending…')
  },
}

/** Not sent: the text is kept, with Retry and Delete. */
export const SendFailed: Story = {
  args: view('sendFailed'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const alerts = canvas.getAllByRole('alert')
    await expect(alerts[0]).toHaveTextContent('Not sent: Network error')
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0]!)
    await expect(args.onRetryMessage).toHaveBeenCalledWith(1)
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[1]!)
    await expect(args.onDiscardMessage).toHaveBeenCalledWith(2)
    await pictureLoaded(canvasElement)
  },
}

/** A file that is not a JPEG, PNG or WebP picture is refused before any upload. */
export const PictureRefused: Story = {
  args: view('pictureRefused'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG or WebP pictures are accepted',
    )
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    const file = new File([new Uint8Array(8)], 'shot.png', { type: 'image/png' })
    await userEvent.upload(input, file)
    await expect(args.onPickPicture).toHaveBeenCalledWith(file)
    await pictureLoaded(canvasElement)
  },
}

/** A live answer is being marked read: nothing changes on screen. */
export const Marking: Story = {
  args: view('marking'),
  play: async ({ canvasElement }) => {
    await pictureLoaded(canvasElement)
  },
}
