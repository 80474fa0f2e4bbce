import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { credentials } from '@/api/credentials'
import { createMarketServices, MarketProvider } from '@/app/market'
import { createAppRouter } from '@/app/router'
import { AppServices } from '@/app/services'
import { createI18n, LANGUAGE_STORAGE_KEY, storedLanguage } from '@/i18n/i18n'
import { tagToCode } from '@/i18n/languages'
import { migrateStorage } from '@/lib/storage-version'
import { TOKEN_KEY } from '@/machines/session/session.machine'
import '@/styles/app.css'

async function boot() {
  migrateStorage(localStorage)
  const lng = storedLanguage(localStorage)
  const i18n = await createI18n({ lng })
  const applyLanguage = (tag: string) => {
    credentials.setLang(tagToCode(tag))
    document.documentElement.lang = tag
    localStorage.setItem(LANGUAGE_STORAGE_KEY, tag)
  }
  applyLanguage(i18n.language)
  i18n.on('languageChanged', applyLanguage)
  // the stored token goes to the client before anything renders: screens' machines start in
  // effects, which React runs before the session provider's own effect starts the session (whose
  // entry publishes it), and a first request without the token would end the session (999)
  credentials.setToken(localStorage.getItem(TOKEN_KEY))

  // one feed for the whole app, opened at boot so the first screen's prices arrive early
  const market = createMarketServices()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppServices storage={localStorage}>
          <MarketProvider services={market}>
            <RouterProvider router={createAppRouter()} />
          </MarketProvider>
        </AppServices>
      </I18nextProvider>
    </StrictMode>,
  )
}

void boot()
