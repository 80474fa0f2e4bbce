import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { NavBar } from './NavBar'

const meta = {
  component: NavBar,
  args: { title: 'Security', onBack: fn() },
} satisfies Meta<typeof NavBar>

export default meta
type Story = StoryObj<typeof meta>

export const WithBack: Story = {
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('navBar.back') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const Root: Story = {
  args: { title: 'Markets', onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const WithAction: Story = {
  args: {
    title: 'Withdraw',
    actions: (
      <Button variant="ghost" size="sm">
        History
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'History' })).toBeVisible()
  },
}
