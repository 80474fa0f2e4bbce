import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY } from '@/i18n/storage-key'
import { bootScript, type ReadTexts } from './boot-shell'
import { paths } from './paths'

const read: ReadTexts = (lang, ns) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'))

/** Just enough of the document for the script: the title, the tab bar and its four labels. */
function shell() {
  const title = { textContent: '', className: 'boot-title' }
  const row = { removed: false, remove: () => (row.removed = true) }
  const marker = { textContent: '', parentNode: row }
  const items = [0, 1, 2, 3].map(() => ({ className: '' }))
  const labels = items.map((li) => ({ textContent: '', parentNode: li }))
  const tabs = {
    removed: false,
    remove: () => (tabs.removed = true),
    querySelectorAll: () => labels,
  }
  const documentElement = { lang: 'pt' }
  const document = {
    documentElement,
    getElementById: (id: string) =>
      id === 'boot-title' ? title : id === 'boot-marker' && !row.removed ? marker : null,
    querySelector: (selector: string) => (selector === '.boot-tabs' && !tabs.removed ? tabs : null),
  }
  return { document, title, marker, row, tabs, labels, items, documentElement }
}

function run(hash: string, stored: Record<string, string>) {
  const dom = shell()
  const storage = { getItem: (key: string) => stored[key] ?? null }
  new Function('document', 'localStorage', 'location', bootScript(read, LANGUAGE_STORAGE_KEY))(
    dom.document,
    storage,
    { hash },
  )
  return dom
}

describe('the static shell’s boot script', () => {
  it('writes the markets title and the tab labels in the default language, marking the tab', () => {
    const dom = run(`#${paths.market}`, {})
    expect(dom.title).toEqual({ textContent: 'Mercados', className: 'boot-text' })
    expect(dom.labels.map((l) => l.textContent)).toEqual([
      'Início',
      'Mercados',
      'Negociar',
      'Ativos',
    ])
    expect(dom.items.map((i) => i.className)).toEqual(['', 'on', '', ''])
    expect(dom.documentElement.lang).toBe('pt')
    // the price feed's marker as the app first draws it, connecting
    expect(dom.marker.textContent).toBe('Conectando às cotações…')
    expect(dom.row.removed).toBe(false)
  })

  it('takes the stored language, query string and all, as the app does', () => {
    const dom = run(`#${paths.market}?tab=favourites`, { storageVersion: '1', lang: 'ja' })
    expect(dom.title.textContent).toBe('マーケット')
    expect(dom.marker.textContent).toBe('価格に接続中…')
    expect(dom.labels[0]!.textContent).toBe('ホーム')
    expect(dom.documentElement.lang).toBe('ja')
  })

  it('ignores a stored language the app is about to clear (storage older than its version)', () => {
    expect(run(`#${paths.market}`, { lang: 'en' }).title.textContent).toBe('Mercados')
    expect(run(`#${paths.market}`, { storageVersion: '1', lang: 'xx' }).title.textContent).toBe(
      'Mercados',
    )
  })

  it('keeps the grey title bar where it knows no title, and the tab bar only on tab routes', () => {
    const home = run('', { storageVersion: '1', lang: 'en' })
    expect(home.title).toEqual({ textContent: '', className: 'boot-title' })
    expect(home.tabs.removed).toBe(false)
    expect(home.items[0]!.className).toBe('on')

    const settings = run(`#${paths.settings}`, {})
    expect(settings.title.textContent).toBe('')
    expect(settings.tabs.removed).toBe(true)
    // no price feed marker there: its row goes
    expect(home.row.removed).toBe(true)
    expect(settings.row.removed).toBe(true)
  })

  it('refuses to build when a language lacks one of its texts', () => {
    const missing: ReadTexts = (lang, ns) =>
      lang === 'ko' && ns === 'common' ? {} : read(lang, ns)
    expect(() => bootScript(missing, LANGUAGE_STORAGE_KEY)).toThrow(/ko\/common\.json/)
  })
})
