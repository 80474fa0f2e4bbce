import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { NavBar, NavBarRefresh } from './NavBar'

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

const refresh = fn()

/** The refresh action of lists without live updates (My locks, My IEO subscriptions). */
export const WithRefresh: Story = {
  args: {
    title: 'My locks',
    actions: <NavBarRefresh label="Refresh" onClick={refresh} />,
  },
  play: async ({ canvas, userEvent }) => {
    refresh.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(refresh).toHaveBeenCalledOnce()
  },
}

/** Disabled while the list is being read again. */
export const RefreshBusy: Story = {
  args: {
    title: 'My locks',
    actions: <NavBarRefresh label="Refresh" disabled onClick={refresh} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  },
}
