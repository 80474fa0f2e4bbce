/** Every locale, loaded eagerly: the catalogue switches language from the toolbar without a network. */
import type { i18n as I18n, Resource } from 'i18next'
import { createI18n } from '@/i18n/i18n'
import type { LanguageTag } from '@/i18n/languages'

const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', {
  eager: true,
})

const resources: Resource = {}
for (const [path, module] of Object.entries(files)) {
  const [, tag, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
  if (!tag || !ns) continue
  resources[tag] = { ...resources[tag], [ns]: module.default }
}

const instances = new Map<LanguageTag, Promise<I18n>>()

export function storyI18n(lng: LanguageTag): Promise<I18n> {
  let instance = instances.get(lng)
  if (!instance) {
    instance = createI18n({ lng, resources })
    instances.set(lng, instance)
  }
  return instance
}
