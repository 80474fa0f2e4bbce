import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ieoListSnapshots } from '@/machines/ieo-list/ieo-list.fixtures'
import { toIeoListView } from '@/machines/ieo-list/ieo-list.view'
import { snapshotViews } from '@sb/story-helpers'
import { IeoProjectList } from './IeoProjectList'

const view = snapshotViews(ieoListSnapshots, toIeoListView)

const meta = {
  component: IeoProjectList,
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    hrefOf: (id: number) => `#/pages/ieo/subscribe?id=${id}`,
    ordersHref: '#/pages/ieo/order',
    timeZone: 'UTC',
    onRetry: fn(),
    onFilterChange: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-2">
      <IeoProjectList {...args} />
    </div>
  ),
} satisfies Meta<typeof IeoProjectList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading projects')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No IEO projects yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My subscriptions' })).toHaveAttribute(
      'href',
      '#/pages/ieo/order',
    )
  },
}

/** LUMA opens in 2 days, NOVA closes in 3, ORBT has ended. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nova = canvas.getByRole('link', { name: 'NOVA Nova Grid' })
    await expect(nova).toHaveAttribute('href', '#/pages/ieo/subscribe?id=2')
    const card = within(nova.closest('li')!)
    await expect(card.getByText('In progress')).toBeVisible()
    await expect(card.getByText('Ends in 3 days 00:00:00')).toBeVisible()
    await expect(card.getByText('0.05 USDT')).toBeVisible()
    await expect(card.getByText('10,000,000 NOVA')).toBeVisible()
    await expect(card.getByText('99.98%')).toBeVisible()
    const cardOf = (name: string) => within(canvas.getByRole('link', { name }).closest('li')!)
    const luma = cardOf('LUMA Luma Health')
    await expect(luma.getByText('Starts in 2 days 00:00:00')).toBeVisible()
    const orbit = cardOf('ORBT Orbit Pay')
    await expect(orbit.getByText('Subscriptions closed')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Ended' }))
    await expect(args.onFilterChange).toHaveBeenCalledWith('ended')
  },
}

/** The in-progress chip: NOVA only. */
export const InProgress: Story = {
  args: view('inProgress'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'In progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
  },
}
