import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { ok } from '@/api/msw/envelope'
import { kycStateHandler } from '@/api/msw/kyc'
import { paths } from '@/app/paths'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { RealScreen } from './RealScreen'

const meta = {
  component: RealScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.real,
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { kyc: [kycStateHandler(MockRealState.lv1)] } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof RealScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Basic verification passed: the level, its limits, and the way on to advanced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Start advanced verification' }),
    ).toBeVisible()
  },
}

/** Not verified yet: the link opens the forms at setting/real_mark. */
export const Unverified: Story = {
  parameters: { msw: { handlers: { kyc: [kycStateHandler(MockRealState.unverified)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      `#${paths.verification}`,
    )
  },
}

/** In review: Check now reads the status again and finds it passed. */
export const ReviewDone: Story = {
  parameters: {
    msw: {
      handlers: {
        kyc: [
          http.get('*/api/real/state', () => ok(MockRealState.basicPending), { once: true }),
          kycStateHandler(MockRealState.lv1),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check now' }))
    await waitFor(() => expect(canvas.queryByText('Under review')).toBeNull())
    await expect(await canvas.findByText('Basic verification passed')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: {
    msw: { handlers: { kyc: [http.get('*/api/real/state', () => HttpResponse.error())] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}
