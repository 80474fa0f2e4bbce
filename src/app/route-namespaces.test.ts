/**
 * Each route of router.tsx names the i18n namespaces it loads with its chunk. Read from the source
 * (importing the screens needs a browser): every namespace a screen's import graph uses
 * (`useTranslation(...)`, `'ns:key'` literals) must be in its route's list or in the base ones,
 * and the app frame (shell, main) may only use the base ones, or a screen would show raw keys.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { baseNamespaces, namespaces } from '@/i18n/languages'

const src = fileURLToPath(new URL('..', import.meta.url))
const known = new Set<string>(namespaces)

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? resolve(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  return (
    ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null
  )
}

/** Namespaces used by `entry` and every module it imports (type-only imports aside). */
function namespacesOf(entry: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const used = new Set<string>()
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file) || skip.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const [, args] of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
      if (args!.trim() === '') used.add('common')
      for (const [, ns] of args!.matchAll(/'([\w-]+)'/g)) used.add(ns!)
    }
    for (const [, ns] of code.matchAll(/['"`]([\w-]+):[a-zA-Z]/g)) if (known.has(ns!)) used.add(ns!)
    for (const [, type, spec] of code.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
      const target = type ? null : resolveImport(file, spec!)
      if (target) stack.push(target)
    }
  }
  return used
}

const router = readFileSync(`${src}app/router.tsx`, 'utf8')
const routes = [
  ...router.matchAll(
    /path: (paths\.\w+),\s*ns: \[([^\]]*)\],\s*screen:\s*(?:home|\(\) =>\s*import\('([^']+)'\))/g,
  ),
].map(([, path, ns, module]) => ({
  path: path!,
  ns: [...ns!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!),
  file: resolveImport(`${src}app/router.tsx`, module ?? '@/screens/HomeScreen/HomeScreen')!,
}))
const base = new Set<string>(baseNamespaces)

describe('route namespaces', () => {
  it('reads every screen route of router.tsx', () => {
    expect(routes.length).toBe([...router.matchAll(/^\s*\{?\s*path: paths\./gm)].length)
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((route) => !route.file)).toEqual([])
  })

  it('the app frame uses only the base namespaces', () => {
    const screens = new Set(routes.map((r) => r.file))
    for (const frame of ['app/shell.tsx', 'main.tsx']) {
      const extra = [...namespacesOf(`${src}${frame}`, screens)].filter((ns) => !base.has(ns))
      expect({ frame, extra }).toEqual({ frame, extra: [] })
    }
  })

  it.each(routes)('$path loads every namespace its screen uses', ({ file, ns }) => {
    const missing = [...namespacesOf(file)].filter((used) => !base.has(used) && !ns.includes(used))
    expect(missing).toEqual([])
  })
})
