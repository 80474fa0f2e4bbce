import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { MockIeoNow } from '@/api/contract/ieo.fixtures'
import { msToWireTime } from '@/api/contract/wallet/common'
import { ok } from '@/api/msw/envelope'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { paths } from '@/app/paths'
import { ieoListMachine } from '@/machines/ieo-list/ieo-list.machine'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { IeoScreen } from './IeoScreen'

/** The countdowns' second lasts an hour: the picture does not depend on the machine's speed. */
const frozen = ieoListMachine.provide({ delays: { tick: 3_600_000 } })

/** A fresh sandbox stand-in; `first` answers before it. */
const ieo = (...first: RequestHandler[]) => ({
  msw: { handlers: { ieo: [...first, ...createIeoMock().list] } },
})

const meta = {
  component: IeoScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof IeoScreen>({ machine: frozen }),
    frame: 'screen',
    route: paths.ieo,
    // public: no session needed
    session: { token: null },
    ...ieo(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof IeoScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The three seeded projects from the sandbox's clock; the chips filter them. */
export const Projects: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'IEO' })).toBeVisible()
    const nova = await canvas.findByRole('link', { name: 'NOVA Nova Grid' })
    await expect(nova).toHaveAttribute('href', '#/pages/ieo/subscribe?id=2')
    await expect(within(nova.closest('li')!).getByText('Ends in 3 days 00:00:00')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My subscriptions' })).toHaveAttribute(
      'href',
      '#/pages/ieo/order',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Not started' }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'LUMA Luma Health' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: ieo(ieoScenarios.projectsPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading projects')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: ieo(ieoScenarios.projectsDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: ieo(http.get('*/api/project', () => ok({ list: [], now: msToWireTime(MockIeoNow) }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No IEO projects yet')).toBeVisible()
  },
}
