import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { NftMedia } from './NftMedia'

const meta = {
  component: NftMedia,
  args: { type: 'image', image: '/api/nft/media/art-01.svg', name: 'Tidal Memory' },
  decorators: [
    (Story) => (
      <div className="w-60 p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftMedia>

export default meta
type Story = StoryObj<typeof meta>

/** A still artwork: one picture named after the work. */
export const Image: Story = {
  args: { className: 'aspect-square rounded-lg' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Tidal Memory' })
    await expect(img).toHaveAttribute('src', '/api/nft/media/art-01.svg')
    await expect(canvasElement.querySelector('source')).toBeNull()
  },
}

/** A GIF from its key: the loop is offered only without reduced motion (stories reduce it: the still shows). */
export const Gif: Story = {
  args: {
    type: 'gif',
    image: 'art-06.svg',
    media: 'loop-01.gif',
    name: 'Loop',
    className: 'aspect-square rounded-lg',
  },
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('source')
    await expect(source).toHaveAttribute('srcset', '/api/nft/media/loop-01.gif')
    await expect(source).toHaveAttribute('media', '(prefers-reduced-motion: no-preference)')
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Loop' })
    // reduced motion (the stories' browser): the still, not the loop
    await waitFor(() => expect(img.currentSrc).toMatch(/art-06\.svg$/))
  },
}

/** A sound in the detail: its cover above the native player, which loads nothing until played. */
export const AudioFull: Story = {
  args: {
    type: 'audio',
    image: 'tune-01.svg',
    media: 'tune-01.wav',
    name: 'Night Tune',
    variant: 'full',
  },
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('audio')
    await expect(audio).toHaveAttribute('controls')
    await expect(audio).toHaveAttribute('preload', 'none')
    await expect(audio).toHaveAttribute('aria-label', 'Night Tune')
    await expect(within(canvasElement).getByRole('img', { name: 'Night Tune' })).toBeVisible()
  },
}

/** A clip in the detail: the native video player with its poster, not playing by itself. */
export const VideoFull: Story = {
  args: {
    type: 'video',
    image: 'clip-01.svg',
    media: 'clip-01.webm',
    name: 'Drift',
    variant: 'full',
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!
    await expect(video).toHaveAttribute('poster', '/api/nft/media/clip-01.svg')
    await expect(video).toHaveAttribute('controls')
    await expect(video.autoplay).toBe(false)
    await expect(video.querySelector('source')).toHaveAttribute(
      'src',
      '/api/nft/media/clip-01.webm',
    )
  },
}

/** A clip in a list: only its poster. */
export const VideoThumb: Story = {
  args: {
    type: 'video',
    image: 'clip-01.svg',
    media: 'clip-01.webm',
    name: 'Drift',
    className: 'aspect-square rounded-lg',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull()
    await expect(within(canvasElement).getByRole('img', { name: 'Drift' })).toBeVisible()
  },
}
