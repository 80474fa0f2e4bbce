import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { lockmingListSnapshots } from '@/machines/lockming-list/lockming-list.fixtures'
import { toLockmingListView } from '@/machines/lockming-list/lockming-list.view'
import { snapshotViews } from '@sb/story-helpers'
import { LockmingProducts } from './LockmingProducts'

const view = snapshotViews(lockmingListSnapshots, toLockmingListView)

const meta = {
  component: LockmingProducts,
  args: {
    ...view('ready'),
    buyHref: (id: number) => `#/pages/lockming/buy?id=${id}`,
    ordersHref: '#/pages/lockming/order',
    welcomeHref: '#/pages/lockming/welcome',
    onKindChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockmingProducts>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('article', { name }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the products')
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'My locks' })).toHaveAttribute(
      'href',
      '#/pages/lockming/order',
    )
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
    await expect(canvas.getByText('No products of this kind yet')).toBeVisible()
  },
}

/** The locked products: term, daily rate, annual rate (× 365), minimum, Lock. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Locked mining' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    const usdt5 = card(canvasElement, 'USDT · 5 days')
    await expect(usdt5.getByText('0.3%')).toBeVisible()
    await expect(usdt5.getByText('109.5%')).toBeVisible()
    await expect(usdt5.getByText('100 USDT')).toBeVisible()
    await expect(usdt5.getByRole('link', { name: 'Lock USDT for 5 days' })).toHaveAttribute(
      'href',
      '#/pages/lockming/buy?id=1',
    )
    await expect(canvas.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#/pages/lockming/welcome',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Cloud mining' }))
    await expect(args.onKindChange).toHaveBeenCalledWith('cloud')
    await expect(canvas.getByText('No more records')).toBeVisible()
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more')
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
  },
}

export const Defi: Story = {
  args: view('defi'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'DeFi mining' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('article', { name: 'ETH · 10 days' })).toBeVisible()
  },
}

export const Cloud: Story = {
  args: view('cloud'),
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'BTC · 60 days').getByText('164.25%')).toBeVisible()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Mineração bloqueada' })).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'USDT · 5 dias' })).toBeVisible()
  },
}

/** A 320 px phone: the story frame is 375 px, so the component gets a 320 px box of its own. */
const narrowPhone: Decorator = (Story) => (
  <div data-testid="phone-320" className="-mx-4 w-[320px]">
    <Story />
  </div>
)

/** The three tabs share the width: none is cut, nothing scrolls sideways. */
async function expectTabsFit(canvasElement: HTMLElement, names: readonly string[]) {
  const canvas = within(canvasElement)
  const list = canvas.getByRole('tablist')
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  const box = list.getBoundingClientRect()
  for (const name of names) {
    const tab = canvas.getByRole('tab', { name }).getBoundingClientRect()
    await expect(tab.left).toBeGreaterThanOrEqual(box.left)
    await expect(tab.right).toBeLessThanOrEqual(box.right)
    await expect(tab.height).toBeGreaterThanOrEqual(44)
  }
}

/** The longest kind names (Portuguese) on a 320 px phone: each label wraps to centred lines. */
export const Portuguese320: Story = {
  globals: { locale: 'pt' },
  decorators: [narrowPhone],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByTestId('phone-320').getBoundingClientRect().width).toBe(320)
    await expectTabsFit(canvasElement, [
      'Mineração bloqueada',
      'Mineração DeFi',
      'Mineração em nuvem',
    ])
    const locked = canvas.getByRole('tab', { name: 'Mineração bloqueada' })
    locked.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(args.onKindChange).toHaveBeenCalledWith('cloud')
    await expect(canvas.getByRole('tab', { name: 'Mineração em nuvem' })).toHaveFocus()
  },
}

/** Thai has no spaces between words: the labels still wrap inside their columns at 320 px. */
export const Thai320: Story = {
  globals: { locale: 'th' },
  decorators: [narrowPhone],
  play: async ({ canvasElement }) => {
    await expectTabsFit(canvasElement, ['การขุดแบบล็อก', 'การขุด DeFi', 'การขุดบนคลาวด์'])
  },
}
