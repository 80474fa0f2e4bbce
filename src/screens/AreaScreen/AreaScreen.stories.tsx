import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { expect, within } from 'storybook/test'
import { authHandlerList, authScenarios } from '@/api/msw/auth'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AreaScreen } from './AreaScreen'

const meta = {
  component: AreaScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/common/area', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof AreaScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The whole list, in the reader's language, the remembered area (or the language's) marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Country or region' })
    await expect(
      within(list).getByRole('button', { name: /^United States\s*\+1/ }),
    ).toHaveAttribute('aria-current', 'true')
  },
}

export const InPortuguese: Story = {
  globals: { locale: 'pt' },
  parameters: { route: '/pages/setting/areas' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'País ou região' })
    await expect(within(list).getByRole('button', { name: /^Brasil\s*\+55/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

/** The choice is remembered: the register form's phone field starts there. */
export const ChooseThenRegister: Story = {
  parameters: { route: '/pages/common/area?back=/pages/common/register' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Search'), 'japan')
    await userEvent.click(await canvas.findByRole('button', { name: /^Japan\s*\+81/ }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }))
    await expect(
      canvas.getByRole('button', { name: 'Country or region: Japan, +81' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    loadingIndicator: 'immediate',
    msw: { handlers: { auth: [authScenarios.areaCodesPending, ...authHandlerList] } },
  },
  play: ({ canvasElement }) => loadingOverlayShown(canvasElement),
}

export const Failed: Story = {
  parameters: {
    msw: { handlers: { auth: [authScenarios.areaCodesNetworkError, ...authHandlerList] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}
