/** Every locale has exactly en's keys and the same {{variables}} per key (STYLE §2.11). */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageTags } from '@/api/contract/languages'
import { namespaces } from './languages'

const root = join(import.meta.dirname, '../../locales')
const load = (tag: string, ns: string) =>
  JSON.parse(readFileSync(join(root, tag, `${ns}.json`), 'utf8')) as Record<string, string>
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locales', () => {
  it('has a folder per language and a file per namespace', () => {
    expect(readdirSync(root).sort()).toEqual([...languageTags].sort())
    for (const tag of languageTags) {
      expect(readdirSync(join(root, tag)).sort()).toEqual(
        namespaces.map((ns) => `${ns}.json`).sort(),
      )
    }
  })

  for (const ns of namespaces) {
    const source = load('en', ns)
    it(`${ns}: en keys are flat, alphabetised strings`, () => {
      const keys = Object.keys(source)
      expect(keys).toEqual([...keys].sort())
      for (const value of Object.values(source)) expect(typeof value).toBe('string')
    })
    for (const tag of languageTags.filter((t) => t !== 'en')) {
      it(`${tag}/${ns}: same keys and variables as en, none empty`, () => {
        const target = load(tag, ns)
        expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort())
        for (const [key, text] of Object.entries(source)) {
          expect(variables(target[key] ?? ''), `${tag}/${ns}:${key}`).toEqual(variables(text))
          expect(target[key]?.trim(), `${tag}/${ns}:${key} is empty`).not.toBe('')
        }
      })
    }
  }
})
