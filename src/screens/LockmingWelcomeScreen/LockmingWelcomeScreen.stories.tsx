import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { LockmingWelcomeScreen } from './LockmingWelcomeScreen'

const meta = {
  component: LockmingWelcomeScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/lockming/welcome', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockmingWelcomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Welcome: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'How lock mining works' }),
    ).toBeVisible()
    await expect(canvas.getByText(/0.4% × 3 days × 1,000 = 12 penalty/)).toBeVisible()
  },
}
