import type { Decorator, Loader } from '@storybook/react-vite'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { isLanguageTag } from '@/i18n/i18n'
import { storyI18n } from '../i18n'

/** Loads the toolbar's locale before the story renders. */
export const i18nLoader: Loader = async ({ globals }) => {
  const locale: unknown = globals.locale
  if (!isLanguageTag(locale)) throw new Error(`withI18n: unknown locale global "${String(locale)}"`)
  return { i18n: await storyI18n(locale) }
}

/** Wraps the story in the locale chosen in the toolbar (`globals.locale`). */
export const withI18n: Decorator = (Story, context) => {
  const i18n = (context.loaded as { i18n?: I18n }).i18n
  if (!i18n) throw new Error('withI18n: i18nLoader did not run; is it in preview.loaders?')
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  )
}
