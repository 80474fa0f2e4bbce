import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockTraderBia, MockTraders, type MockTrader } from '@/api/contract/follow.fixtures'
import { createFollowMock, followScenarios, type FollowMockState } from '@/api/msw/follow'
import { paths } from '@/app/paths'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { TradersScreen } from './TradersScreen'

/** A fresh follow mock of `state`, `first` answering before it. */
const follow = (state: FollowMockState = {}, ...first: RequestHandler[]) => ({
  msw: { handlers: { follow: [...first, ...createFollowMock(state).list] } },
})

/** New traders like Bia (no position yet), ids from 300: with the fixtures, two pages. */
const newTraders = (count: number): MockTrader[] =>
  Array.from({ length: count }, (_, i) => ({
    ...MockTraderBia,
    id: 300 + i,
    nickname: `New ${i + 1}`,
  }))

const meta = {
  component: TradersScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.copyTraders,
    session: { token: MockToken, user: MockUser },
    ...follow(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TradersScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The traders by total P/L, over HTTP; each card leads to the trader's page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Copy trading' }),
    ).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Traders' })
    const names = within(list)
      .getAllByRole('article')
      .map((card) => card.querySelector('[id$="-name"]')?.textContent)
    await expect(names).toEqual(['Aurora', 'Kenji', 'Bia'])
    const aurora = within(canvas.getByRole('article', { name: 'Aurora' }))
    await expect(aurora.getByText('Following ×2')).toBeVisible()
    await expect(aurora.getByRole('link')).toHaveAttribute('href', '#/pages/follow/trader?id=7')
    await expect(canvas.getByRole('link', { name: 'My copy trading' })).toHaveAttribute(
      'href',
      `#${paths.copyMine}`,
    )
    await expect(canvas.getByRole('link', { name: 'Become a trader' })).toHaveAttribute(
      'href',
      `#${paths.copyApply}`,
    )
  },
}

/** The home tile's address shows the same screen. */
export const FromHomeTile: Story = {
  parameters: { route: paths.copyTrade },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
  },
}

export const Loading: Story = {
  parameters: follow({}, followScenarios.tradersPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the traders')
  },
}

export const Empty: Story = {
  parameters: follow({}, followScenarios.tradersEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No trader yet')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: follow({}, followScenarios.tradersDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

/** The first request fails; "Retry" loads the list. */
export const RetryAfterFailure: Story = {
  parameters: follow(
    {},
    http.get('*/api/follow/index', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }))
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
  },
}

/** 19 traders: 15 first, "load more" brings the other 4, ranks continuing. */
export const LoadMore: Story = {
  parameters: follow({ traders: [...MockTraders, ...newTraders(16)] }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(15))
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(19))
    await expect(canvas.getByText('#19')).toBeInTheDocument()
    // the picture shows the end of the list, wherever the click left the page
    const end = canvas.getByText('No more records')
    end.scrollIntoView({ block: 'end' })
    await expect(end).toBeVisible()
  },
}
