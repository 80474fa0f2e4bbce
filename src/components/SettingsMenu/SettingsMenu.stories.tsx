import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MockAvatarPath } from '@/api/contract/profile.fixtures'
import { uploadsHandler } from '@/api/msw/profile'
import { languageOptions } from '@/i18n/languages'
import { fiatSnapshots } from '@/machines/fiat/fiat.fixtures'
import { toFiatView } from '@/machines/fiat/fiat.view'
import { settingsSnapshots } from '@/machines/settings/settings.fixtures'
import { toSettingsView, toVipSummary } from '@/machines/settings/settings.view'
import { SettingsMenu } from './SettingsMenu'

const state = (name: keyof typeof settingsSnapshots) => toSettingsView(settingsSnapshots[name])
const { rate: _rate, ...fiat } = toFiatView(fiatSnapshots.readyEuro)

/** Story-only: the page scrolls inside the phone frame, and sheets land inside it. */
const withPage: Decorator = (Story) => (
  <div className="absolute inset-0 overflow-y-auto p-4 [contain:paint]">
    <Story />
  </div>
)

const meta = {
  component: SettingsMenu,
  decorators: [withPage],
  args: {
    ...state('ready'),
    user: { name: 'Ana2025', uid: 1001, avatar: MockAvatarPath, vip: toVipSummary(1) },
    links: {
      profile: '#/pages/setting/userInfo',
      security: '#/pages/setting/security',
      verification: '#/pages/setting/real_mark',
      bank: '#/pages/setting/bank',
      addresses: '#/pages/setting/wallet',
      invite: '#/pages/setting/share',
      coupons: '#/pages/setting/coupon',
      about: '#/pages/common/aboutus',
      faq: '#/pages/common/faq',
      contact: '#/pages/common/contactus',
      compliance: '#/pages/setting/operational_compliance',
    },
    version: '0.8.0',
    languages: languageOptions,
    language: 'en',
    fiat,
    isLoggingOut: false,
    onOpenLanguage: fn(),
    onOpenFiat: fn(),
    onLogout: fn(),
    onClosePanel: fn(),
    onCopyUid: fn(),
    onRetryVerification: fn(),
    onChooseLanguage: fn(),
    onChooseFiat: fn(),
    onRetryFiat: fn(),
    onConfirmLogout: fn(),
  },
  parameters: { frame: 'screen', msw: { handlers: { profile: [uploadsHandler] } } },
  globals: { locale: 'en' },
} satisfies Meta<typeof SettingsMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Ana2025' })).toHaveAttribute(
      'href',
      '#/pages/setting/userInfo',
    )
    await expect(canvas.getByText('VIP level: VIP 1')).toBeInTheDocument()
    await expect(
      canvas.getByRole('link', { name: /Identity verification\s*Lv1 · Basic/ }),
    ).toHaveAttribute('href', '#/pages/setting/real_mark')
    await expect(canvas.getByRole('button', { name: /Language\s*English/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Display currency\s*EUR/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy UID 1001' }))
    await expect(args.onCopyUid).toHaveBeenCalledOnce()
  },
}

/** The account and about rows, further down the page. */
export const ReadyScrolled: Story = {
  play: async ({ canvas }) => {
    const about = canvas.getByRole('region', { name: 'About' })
    await expect(within(about).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '#/pages/common/faq',
    )
    await expect(within(about).getByText('0.8.0')).toBeVisible()
    canvas.getByRole('button', { name: 'Log out' }).scrollIntoView({ block: 'end' })
  },
}

export const LoadingLevel: Story = {
  args: state('loading'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Identity verification\s*Checking/ }),
    ).toBeVisible()
  },
}

export const LevelFailed: Story = {
  args: state('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the verification level again' }))
    await expect(args.onRetryVerification).toHaveBeenCalledOnce()
  },
}

/** A visitor's first steps: no avatar, standard level, not verified. */
export const Unverified: Story = {
  args: {
    ...state('unverified'),
    user: { name: 'demo', uid: 1, avatar: null, vip: toVipSummary(0) },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Identity verification\s*Not verified/ }),
    ).toBeVisible()
  },
}

export const InReview: Story = { args: state('inReview') }

export const AdvancedVip2: Story = {
  args: {
    ...state('advanced'),
    user: { name: 'trader', uid: 4, avatar: null, vip: toVipSummary(2) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Lv2 · Advanced/ })).toBeVisible()
  },
}

export const ChoosingLanguage: Story = {
  args: state('choosingLanguage'),
  play: async ({ canvas, userEvent, args }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Language' }))
    await userEvent.click(sheet.getByRole('radio', { name: /한국어/ }))
    await expect(args.onChooseLanguage).toHaveBeenCalledWith('ko')
  },
}

export const ChoosingFiat: Story = {
  args: state('choosingFiat'),
  play: async ({ canvas, userEvent, args }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Display currency' }))
    await expect(sheet.getByRole('radio', { name: /euro/i })).toBeChecked()
    await userEvent.click(sheet.getByRole('radio', { name: /yen/i }))
    await expect(args.onChooseFiat).toHaveBeenCalledWith('JPY')
  },
}

export const ConfirmingLogout: Story = {
  args: state('confirmingLogout'),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'Log out of this device?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Log out' }))
    await expect(args.onConfirmLogout).toHaveBeenCalledOnce()
  },
}

/** Portuguese, the default language. */
export const ReadyPortuguese: Story = { args: { language: 'pt' }, globals: { locale: 'pt' } }

/** Thai, for the longest labels. */
export const ReadyThai: Story = { args: { language: 'th' }, globals: { locale: 'th' } }
