/**
 * The sandbox's one reader of translated texts (STYLE §2.11): `locales/<tag>/<namespace>.json`,
 * the same files the client uses. A key is looked up in the language of the request's product code
 * (`lang`), then in English, and is answered itself when no file has it. Files are read once.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SOURCE_LANGUAGE, codeToTag } from '../../src/api/contract/languages'

/** The namespaces the sandbox speaks from: envelope sentences, field sentences, wire labels. */
export type Namespace = 'errors' | 'settings' | 'payout' | 'coupon' | 'wallet' | 'chat'

/** Values of a sentence's i18next-style `{{name}}` placeholders. */
export type TextParams = Record<string, string | number>

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))

type Texts = Record<string, string>
const cache = new Map<string, Texts | null>()

function load(namespace: Namespace, tag: string): Texts | null {
  const file = `${tag}/${namespace}.json`
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(`${LOCALES_DIR}${file}`, 'utf8')))
    } catch {
      cache.set(file, null)
    }
  }
  return cache.get(file) ?? null
}

/**
 * The `<namespace>:<key>` sentence in the language of product code `lang`, then English, then
 * the key, with its `{{name}}` placeholders filled from `params` (a name without a value is left
 * as written).
 */
export function text(
  namespace: Namespace,
  key: string,
  lang: string | undefined,
  params?: TextParams,
): string {
  const found =
    load(namespace, codeToTag(lang))?.[key] ?? load(namespace, SOURCE_LANGUAGE)?.[key] ?? key
  if (!params) return found
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}
