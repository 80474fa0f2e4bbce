import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, type RequestHandler } from 'msw'
import { expect } from 'storybook/test'
import { MockSiteConfig } from '@/api/contract/common.fixtures'
import { tagToCode } from '@/api/contract/languages'
import { credentials } from '@/api/credentials'
import { commonHandlers } from '@/api/msw/common'
import { ok } from '@/api/msw/envelope'
import { infoPageHandlerList, infoPageScenarios } from '@/api/msw/info-pages'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AboutUsScreen, ComplianceScreen, ContactUsScreen, FaqScreen } from './InfoScreen'

const pages = (...first: RequestHandler[]) => ({
  msw: { handlers: { infoPages: [...first, ...infoPageHandlerList] } },
})

/** The site config names the online customer service. */
const withSupport = http.get('*/api/getSiteConfig', () =>
  ok({ ...MockSiteConfig, support_url: 'https://example.com/support' }),
)

const meta = {
  component: AboutUsScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/common/aboutus',
    session: { token: null },
    ...pages(),
  },
  globals: { locale: 'en' },
  // the client sends the story's language, as the app sends the interface's
  beforeEach: ({ globals }) => {
    credentials.setLang(tagToCode(String(globals.locale)))
    return () => credentials.setLang('pt')
  },
} satisfies Meta<typeof AboutUsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    await expect(await canvas.findByText(/practice platform/)).toBeVisible()
  },
}

/** The FAQ as an accordion: a question opens to its answer. */
export const Faq: Story = {
  render: () => <FaqScreen />,
  parameters: { route: '/pages/common/faq' },
  play: async ({ canvas, userEvent }) => {
    const question = await canvas.findByText('How do I verify my identity?')
    await userEvent.click(question)
    await expect(canvas.getByText(/Bind your e-mail and phone first/)).toBeVisible()
  },
}

/** Contact us: the support e-mail, and the online customer service from the site config. */
export const Contact: Story = {
  render: () => <ContactUsScreen />,
  parameters: {
    route: '/pages/common/contactus',
    msw: { handlers: { common: [withSupport, ...Object.values(commonHandlers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'support@sandbox.test' })).toBeVisible()
    await expect(
      await canvas.findByRole('link', { name: /Open customer service/ }),
    ).toHaveAttribute('href', 'https://example.com/support')
  },
}

export const Compliance: Story = {
  render: () => <ComplianceScreen />,
  parameters: { route: '/pages/setting/operational_compliance' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Operational compliance' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Fair dealing' }),
    ).toBeVisible()
  },
}

/** Portuguese, the default: the page comes in the reader's language. */
export const AboutPortuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible()
    await expect(await canvas.findByText(/plataforma de prática/)).toBeVisible()
  },
}

/** Thai has no page of its own in the mock: the English one, marked as English. */
export const EnglishFallback: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/practice platform/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot=safe-html]')).toHaveAttribute('lang', 'en')
  },
}

export const Loading: Story = {
  parameters: pages(infoPageScenarios.pending('about')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the page' })).toBeVisible()
  },
}

/** The platform has not written the page. */
export const Empty: Story = {
  render: () => <ComplianceScreen />,
  parameters: {
    route: '/pages/setting/operational_compliance',
    ...pages(infoPageScenarios.missing('compliance')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing here yet')).toBeVisible()
  },
}

export const FailedThenRetried: Story = {
  parameters: pages(infoPageScenarios.down('about')),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Network error/)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByText(/practice platform/)).toBeVisible()
  },
}
