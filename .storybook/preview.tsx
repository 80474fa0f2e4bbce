import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { authHandlerList } from '@/api/msw/auth'
import { commonHandlers } from '@/api/msw/common'
import { contentHandlerList } from '@/api/msw/content'
import { fiatHandlerList } from '@/api/msw/fiat'
import { languageOptions } from '@/i18n/languages'
import '@/styles/app.css'
import { i18nLoader, withI18n } from './decorators/withI18n'
import { withFrame } from './decorators/withFrame'
import { withInjectedProps } from './decorators/withInjectedProps'
import { withQuietMarket } from './decorators/withMarketSocket'
import { messageHandlerList } from '../src/api/msw/message'

const preview: Preview = {
  // the first is the innermost; withInjectedProps hands `parameters.inject` to the component
  decorators: [withInjectedProps, withQuietMarket, withFrame, withI18n],
  loaders: [
    i18nLoader,
    // an unmocked request is a story bug, not a silent network call
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ onUnhandledRequest: 'error', quiet: true })
      return worker
    }),
  ],
  initialGlobals: { locale: 'pt', theme: 'dark' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: languageOptions.map((l) => ({ value: l.tag, title: l.name })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: { icon: 'contrast', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  parameters: {
    a11y: { test: 'error' },
    // every story answers the common endpoints; stories override one domain key at a time
    msw: {
      handlers: {
        auth: authHandlerList,
        common: Object.values(commonHandlers),
        content: contentHandlerList,
        fiat: fiatHandlerList,
        // the home bell's unread count; stories that read messages bring their own mock
        message: messageHandlerList(),
      },
    },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
}

export default preview
