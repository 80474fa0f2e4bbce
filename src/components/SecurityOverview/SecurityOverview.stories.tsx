import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { securitySnapshots } from '@/machines/security/security.fixtures'
import { toSecurityView } from '@/machines/security/security.view'
import { snapshotViews } from '@sb/story-helpers'
import { SecurityOverview } from './SecurityOverview'

const view = snapshotViews(securitySnapshots, toSecurityView)

const meta = {
  component: SecurityOverview,
  args: {
    ...view('emailOnly'),
    passwordHref: '#/pages/setting/password',
    payPasswordHref: '#/pages/setting/payPassword',
    bindEmailHref: '#/pages/setting/security?bind=email',
    bindPhoneHref: '#/pages/setting/security?bind=mobile',
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SecurityOverview>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: view('loading') }

export const EmailOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('a***@example.com')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Phone\s*Bind/ })).toHaveAttribute(
      'href',
      '#/pages/setting/security?bind=mobile',
    )
    await expect(canvas.getByRole('link', { name: /Pay password\s*Not set/ })).toBeVisible()
    await expect(canvas.getByText(/Identity verification needs both/)).toBeVisible()
  },
}

export const PhoneOnly: Story = { args: view('phoneOnly') }

export const AllBound: Story = {
  args: view('allBound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+86 138****8000')).toBeVisible()
    await expect(canvas.queryByText(/Identity verification needs both/)).toBeNull()
    await expect(canvas.getByRole('link', { name: /Pay password\s*Change/ })).toBeVisible()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Chinese: Story = { args: view('allBound'), globals: { locale: 'zh-CN' } }
