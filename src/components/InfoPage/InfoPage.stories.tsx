import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { infoPageSnapshots } from '@/machines/settings/info-page.fixtures'
import { toInfoPageView } from '@/machines/settings/info-page.view'
import { InfoPage } from './InfoPage'

const meta = {
  component: InfoPage,
  args: { ...toInfoPageView(infoPageSnapshots.about), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof InfoPage>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: toInfoPageView(infoPageSnapshots.loading),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the page' })).toBeVisible()
  },
}

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'What is simulated' })).toBeVisible()
    await expect(canvas.getByText('Updated January 1, 2025')).toBeVisible()
  },
}

/** The FAQ as an accordion: a question opens to its answer. */
export const Faq: Story = {
  args: toInfoPageView(infoPageSnapshots.faq),
  play: async ({ canvas, userEvent }) => {
    const answer = canvas.getByText(/Open Settings, then Identity verification/)
    await expect(answer).not.toBeVisible()
    await userEvent.click(canvas.getByText('How do I verify my identity?'))
    await expect(answer).toBeVisible()
  },
}

/** Contact us with the online customer-service link beside the e-mail. */
export const Contact: Story = {
  args: { ...toInfoPageView(infoPageSnapshots.contact), supportUrl: 'https://example.com/support' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'support@sandbox.test' })).toHaveAttribute(
      'href',
      'mailto:support@sandbox.test',
    )
    const online = canvas.getByRole('link', { name: /Open customer service/ })
    await expect(online).toHaveAttribute('href', 'https://example.com/support')
    await expect(online).toHaveAttribute('target', '_blank')
  },
}

export const Compliance: Story = { args: toInfoPageView(infoPageSnapshots.compliance) }

/** The platform has not written the page yet. */
export const Empty: Story = {
  args: toInfoPageView(infoPageSnapshots.empty),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible()
  },
}

export const Failed: Story = {
  args: toInfoPageView(infoPageSnapshots.failed),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
