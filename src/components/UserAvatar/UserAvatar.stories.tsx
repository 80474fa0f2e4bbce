import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MockAvatarPreview } from '@/machines/profile/profile.fixtures'
import { UserAvatar } from './UserAvatar'

const meta = {
  component: UserAvatar,
  args: { src: null, name: 'ana' },
} satisfies Meta<typeof UserAvatar>

export default meta
type Story = StoryObj<typeof meta>

/** No picture yet: the name's first letter. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('a')).toBeVisible()
  },
}

export const Picture: Story = {
  args: { src: MockAvatarPreview, alt: 'Your avatar', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Your avatar' })).toBeVisible()
  },
}

/** A Chinese nickname: the first character, whatever its script. */
export const HanInitial: Story = { args: { name: '安娜', size: 'sm' } }
