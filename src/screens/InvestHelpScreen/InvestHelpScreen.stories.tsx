import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { paths } from '@/app/paths'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { InvestHelpScreen } from './InvestHelpScreen'

const meta = {
  component: InvestHelpScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: paths.investHelp, session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof InvestHelpScreen>

export default meta
type Story = StoryObj<typeof meta>

/** How it works, in Brazilian Portuguese (the default language). */
export const Help: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Como funciona o investimento dual' }),
    ).toBeVisible()
    await expect(canvas.getByText('0,30210000 BTC')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ver os produtos' })).toHaveAttribute(
      'href',
      '#/pages/invest/invest',
    )
  },
}
