import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect } from 'storybook/test'
import { traderAgreementHandlerList, traderAgreementScenarios } from '@/api/msw/info-pages'
import { paths } from '@/app/paths'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { TraderAgreementEnScreen, TraderAgreementZhScreen } from './TraderAgreementScreen'

const pages = (first: RequestHandler[] = []) => ({
  msw: { handlers: { infoPages: [...first, ...traderAgreementHandlerList] } },
})

const meta = {
  component: TraderAgreementEnScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.traderAgreementEn,
    // public: read before logging in
    session: { token: null },
    ...pages(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderAgreementEnScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An English reader: the English version, no note. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trader agreement' })).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { name: '2. No guarantee of profit' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}

/** A Chinese reader on the Chinese address: the Chinese version in Chinese, no note. */
export const Chinese: Story = {
  render: () => <TraderAgreementZhScreen />,
  parameters: { route: paths.traderAgreementZh },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '交易员协议' })).toBeVisible()
    const heading = await canvas.findByRole('heading', { name: '二、不保证盈利' })
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'zh-CN')
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}

/**
 * A Portuguese reader: the agreement exists in English and Chinese only; the note says so, that
 * this is the English version, and links to the Chinese one.
 */
export const PortugueseReader: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('complementary', { name: 'Idiomas do contrato' })
    await expect(note).toHaveTextContent(
      'O contrato do trader é publicado em inglês e chinês. Esta é a versão em inglês.',
    )
    const heading = await canvas.findByRole('heading', { name: '2. No guarantee of profit' })
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en')
    await expect(canvas.getByRole('link', { name: 'Ler em chinês' })).toHaveAttribute(
      'href',
      `#${paths.traderAgreementZh}`,
    )
  },
}

/** A Portuguese reader on the Chinese address: the note names the Chinese version. */
export const PortugueseReaderChinese: Story = {
  render: () => <TraderAgreementZhScreen />,
  parameters: { route: paths.traderAgreementZh },
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('complementary')).toHaveTextContent(
      'Esta é a versão em chinês.',
    )
    await expect(canvas.getByRole('link', { name: 'Ler em inglês' })).toHaveAttribute(
      'href',
      `#${paths.traderAgreementEn}`,
    )
    await expect(await canvas.findByRole('heading', { name: '二、不保证盈利' })).toBeVisible()
  },
}

/** The agreement cannot be read: retry reads it again. */
export const Failed: Story = {
  parameters: pages([traderAgreementScenarios.down]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }))
    await expect(
      await canvas.findByRole('heading', { name: '2. No guarantee of profit' }),
    ).toBeVisible()
  },
}
