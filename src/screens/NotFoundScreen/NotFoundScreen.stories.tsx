import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { NotFoundScreen } from './NotFoundScreen'

const meta = {
  component: NotFoundScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/nowhere', session: { token: null } },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Ir para o início' }))
    await expect(await canvas.findByRole('link', { name: 'Entrar' })).toBeVisible()
  },
}
