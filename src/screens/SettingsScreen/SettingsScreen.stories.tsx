import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import type { i18n as I18n } from 'i18next'
import { http, type RequestHandler } from 'msw'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { expect, waitFor, within } from 'storybook/test'
import type { RealStateWire } from '@/api/contract/kyc'
import { tagToCode } from '@/api/contract/languages'
import { credentials } from '@/api/credentials'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { MockProfileUser } from '@/api/contract/profile.fixtures'
import { kycHandlerList, kycScenarios, kycStateHandler } from '@/api/msw/kyc'
import { marketHandlers } from '@/api/msw/market'
import { uploadsHandler } from '@/api/msw/profile'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { SettingsScreen } from './SettingsScreen'

/**
 * Story-only: an i18n instance of the story's own, so choosing a language here never changes the
 * language of the catalogue's shared instance (and of the stories after this one).
 */
const withOwnLanguage: Decorator = (Story, context) => (
  <OwnLanguage shared={(context.loaded as { i18n: I18n }).i18n}>
    <Story />
  </OwnLanguage>
)

function OwnLanguage({ shared, children }: { shared: I18n; children: ReactNode }) {
  const [own] = useState(() => shared.cloneInstance())
  return <I18nextProvider i18n={own}>{children}</I18nextProvider>
}

const at = (state: RealStateWire, ...first: RequestHandler[]) => ({
  msw: {
    handlers: {
      kyc: [...first, kycStateHandler(state), ...kycHandlerList],
      profile: [uploadsHandler],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: SettingsScreen,
  decorators: [withRouter, withSession, withContainedLayers, withOwnLanguage],
  parameters: {
    frame: 'screen',
    route: '/pages/setting/setting',
    session: { token: MockToken, user: MockProfileUser },
    ...at(MockRealState.lv1),
  },
  globals: { locale: 'en' },
  // the client sends the story's language (home's content after logging out follows it)
  beforeEach: ({ globals }) => {
    credentials.setLang(tagToCode(String(globals.locale)))
    return () => credentials.setLang('pt')
  },
} satisfies Meta<typeof SettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

const avatarLoaded = (root: HTMLElement) =>
  waitFor(() => {
    const img = root.querySelector<HTMLImageElement>('[data-slot=user-avatar] img')
    expect(img?.complete && img.naturalWidth > 0).toBe(true)
  })

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ana2025' })).toHaveAttribute(
      'href',
      '#/pages/setting/userInfo',
    )
    await expect(canvas.getByText('VIP level: VIP 1')).toBeInTheDocument()
    await expect(
      await canvas.findByRole('link', { name: /Identity verification\s*Lv1 · Basic/ }),
    ).toHaveAttribute('href', '#/pages/setting/real_mark')
    await avatarLoaded(canvasElement)
  },
}

/** The language applies at once: the hub speaks English as soon as it is chosen. */
export const LanguageChanged: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Idioma\s*Português/ }))
    const sheet = within(canvas.getByRole('dialog', { name: 'Idioma' }))
    await userEvent.click(sheet.getByRole('radio', { name: /English/ }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: /Language\s*English/ })).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}

/** The display currency goes to the app-wide fiat actor, which keeps it. */
export const FiatChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Display currency\s*USD/ }))
    const sheet = within(canvas.getByRole('dialog', { name: 'Display currency' }))
    // the rates arrive first (the picker says so while they load)
    await waitFor(() => expect(sheet.queryByRole('status')).toBeNull())
    await userEvent.click(sheet.getByRole('radio', { name: /euro/i }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: /Display currency\s*EUR/ })).toBeVisible()
  },
}

/** Logging out asks first, then ends the session and returns home, which says so. */
export const LoggedOut: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }))
    const dialog = within(canvas.getByRole('dialog', { name: 'Log out of this device?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Log out' }))
    await expect(await canvas.findByText('You are logged out')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '#/pages/common/login',
    )
    // home has loaded its content and decoded its pictures: a stable screenshot
    await waitFor(
      () => {
        const busy = canvasElement.querySelector(
          ['banner-carousel', 'announcement-ticker', 'menu-grid']
            .map((slot) => `[data-slot="${slot}"][data-state="loading"]`)
            .join(', '),
        )
        expect(busy).toBeNull()
        for (const img of canvasElement.querySelectorAll('img'))
          expect(img.complete && img.naturalWidth > 0, img.src).toBe(true)
      },
      { timeout: 5000 },
    )
  },
}

/** The verification level could not load; the row offers to load it again. */
export const LevelRetry: Story = {
  parameters: at(
    MockRealState.lv1,
    http.get('*/api/real/state', () => Response.error(), { once: true }),
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(
      await canvas.findByRole('link', { name: /Identity verification\s*Could not load/ }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load the verification level again' }))
    await expect(
      await canvas.findByRole('link', { name: /Identity verification\s*Lv1 · Basic/ }),
    ).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}

/** A trader at the top level, fully verified, without an avatar. */
export const Vip2Verified: Story = {
  parameters: {
    session: { token: MockToken, user: { ...MockUser, nickname: 'trader', vip: 2 } },
    ...at(MockRealState.lv2),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP level: VIP 2')).toBeInTheDocument()
    await expect(await canvas.findByRole('link', { name: /Lv2 · Advanced/ })).toBeVisible()
  },
}

export const LevelLoading: Story = {
  parameters: at(MockRealState.lv1, kycScenarios.statePending),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: /Identity verification\s*Checking/ }),
    ).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}

/** The route needs a session (spec §6). */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Please log in first', { selector: '[role=alert] *, [role=alert]' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** The default language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /Lv1 · Básica/ })).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}
