/**
 * Architecture rules of STYLE §2.2 and §2.4, checked on import statements:
 * dependency direction between layers, type-only imports where a layer may only see types,
 * file naming, and no barrel index files.
 *
 * Why a script and not `import/no-restricted-paths`: the project type-checks with TypeScript 7
 * (the native compiler), which typescript-eslint cannot load, and oxlint has no zone rule; this
 * stays small, fast and has its own tests (architecture.test.mjs).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'

// the clause may span lines but never holds `(`, `)` or `;`: so `export function f() { t('x.from') }`
// is not read as an import of `)…`
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^;()]*?)\s*from\s*['"]([^'"]+)['"]/gm
const SIDE_EFFECT = /^\s*import\s+['"]([^'"]+)['"]/gm
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every import of a source text: { spec, typeOnly, line }. */
export function parseImports(text) {
  const found = []
  const lineOf = (index) => text.slice(0, index).split('\n').length
  for (const m of text.matchAll(IMPORT)) {
    const clause = m[3] ?? ''
    const names = /\{([\s\S]*)\}/.exec(clause)?.[1]
    const inlineTypes =
      !!names &&
      !/^[\w$]+\s*,/.test(clause.trim()) &&
      names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '))
    found.push({ spec: m[4], typeOnly: Boolean(m[2]) || inlineTypes, line: lineOf(m.index) })
  }
  for (const m of text.matchAll(SIDE_EFFECT))
    found.push({ spec: m[1], typeOnly: false, line: lineOf(m.index) })
  for (const m of text.matchAll(DYNAMIC))
    found.push({ spec: m[1], typeOnly: false, line: lineOf(m.index) })
  return found
}

/** The layer a repository-relative path belongs to. */
export function layerOf(path) {
  const p = path.split(sep).join('/')
  if (p.startsWith('server/')) return 'server'
  if (p.startsWith('locales/')) return 'locales'
  // story support code: stories, their helper files, src/test/ and .storybook/ (decorators, helpers)
  if (/\.(stories|stories-helpers|test)\.[mc]?[jt]sx?$/.test(p)) return 'test'
  if (p.startsWith('src/test/') || p.startsWith('.storybook/')) return 'test'
  if (p.startsWith('src/api/contract/')) return 'contract'
  if (p.startsWith('src/api/msw/')) return 'msw'
  const top = /^src\/(api|machines|components\/ui|components|screens|app|lib|i18n|styles)\//.exec(
    p,
  )?.[1]
  if (top) return top === 'components/ui' ? 'ui' : top
  if (p.startsWith('src/')) return 'app'
  return 'other'
}

/** For each layer: the layers it may import at runtime, and those it may import types from. */
export const rules = {
  // big.js: the money formulas live once in the contract, shared by the client preview and the sandbox;
  // @noble/hashes: the blind box's provably fair draw (nft-box-math), the same code in the check page and the sandbox
  contract: { runtime: ['contract'], types: [], packages: ['zod', 'big.js', '@noble/hashes'] },
  api: { runtime: ['contract', 'api'], types: [], packages: ['zod', 'axios', 'socket.io-client'] },
  msw: { runtime: ['contract', 'api', 'msw', 'test'], types: [], packages: ['msw', 'zod'] },
  machines: { runtime: ['contract', 'api', 'machines'], types: [], packages: ['xstate', 'zod'] },
  lib: {
    runtime: ['lib'],
    types: [],
    packages: ['big.js', 'clsx', 'tailwind-merge', 'dompurify', 'react'],
  },
  // react: the translation hooks (use-row-translation.ts builds on React's own hooks)
  i18n: {
    runtime: ['i18n', 'contract', 'lib', 'locales'],
    types: ['api'],
    packages: ['i18next', 'react-i18next', 'react'],
  },
  ui: {
    runtime: ['ui', 'lib', 'i18n'],
    types: ['contract', 'api'],
    packages: ['react', 'react-i18next', 'class-variance-authority'],
  },
  components: {
    runtime: ['components', 'ui', 'lib', 'i18n'],
    types: ['contract', 'api', 'machines'],
    packages: [
      'react',
      'react-i18next',
      'class-variance-authority',
      'dompurify',
      '@tanstack/react-virtual',
      'lightweight-charts',
      'qrcode.react',
    ],
  },
  screens: { runtime: ['*'], types: ['*'], packages: ['*'] },
  app: { runtime: ['*'], types: ['*'], packages: ['*'] },
  test: { runtime: ['*'], types: ['*'], packages: ['*'] },
  styles: { runtime: [], types: [], packages: [] },
  server: { runtime: ['server', 'contract', 'locales'], types: ['contract'], packages: ['*'] },
}

const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]

/** Problems with one import of `from` (a repo-relative path), or []. */
export function checkImport(from, imp, root = '.') {
  const layer = layerOf(from)
  const rule = rules[layer]
  if (!rule) return []
  const where = `${from}:${imp.line}`
  const local = imp.spec.startsWith('.') || imp.spec.startsWith('@/') || imp.spec.startsWith('@sb/')
  if (!local) {
    if (imp.spec.startsWith('node:') && layer !== 'server' && layer !== 'test') {
      return [`${where} ${layer} must not import ${imp.spec}`]
    }
    const name = packageName(imp.spec)
    if (
      imp.typeOnly ||
      rule.packages.includes('*') ||
      rule.packages.includes(name) ||
      imp.spec.startsWith('node:')
    )
      return []
    return [`${where} ${layer} must not import the package "${name}"`]
  }
  // the aliases of tsconfig.base.json and vite.config.ts: @/ is src/, @sb/ is .storybook/
  const target = imp.spec.startsWith('@/')
    ? join('src', imp.spec.slice(2))
    : imp.spec.startsWith('@sb/')
      ? join('.storybook', imp.spec.slice(4))
      : relative(root, resolve(root, dirname(from), imp.spec))
  if (target.split(sep)[0] === 'server' && layer !== 'server')
    return [`${where} only the server imports server/`]
  if (layer === 'server' && target.startsWith('src') && layerOf(target) !== 'contract') {
    return [`${where} the server may import only src/api/contract, not ${target}`]
  }
  const targetLayer = layerOf(target.match(/\.[a-z]+$/) ? target : `${target}.ts`)
  if (targetLayer === 'test' && !['test', 'msw'].includes(layer))
    return [`${where} ${layer} must not import test code (${target})`]
  const allowed = rule.runtime.includes('*') || rule.runtime.includes(targetLayer)
  const typeAllowed = rule.types.includes('*') || rule.types.includes(targetLayer)
  if (allowed || (imp.typeOnly && typeAllowed)) return []
  return [
    typeAllowed
      ? `${where} ${layer} may import only types from ${targetLayer} (use \`import type\`): ${imp.spec}`
      : `${where} ${layer} must not import ${targetLayer}: ${imp.spec}`,
  ]
}

const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const KEBAB_FILE =
  /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.(ts|tsx|mjs|js|sql|json|css|md|svg|webm)$/

/** File-naming and barrel problems for one repo-relative path. */
export function checkName(path) {
  const p = path.split(sep).join('/')
  const file = basename(p)
  if (file === 'README.md') return []
  if (/^index\.[jt]sx?$/.test(file))
    return [`${p}: no barrel index files; import the file directly`]
  const component = /^src\/(components(?:\/ui)?|screens)\/([^/]+)\/([^/]+)$/.exec(p)
  if (component) {
    const [, , folder, name] = component
    if (!PASCAL.test(folder)) return [`${p}: component folders are PascalCase`]
    if (/\.tsx$/.test(name) && !name.startsWith(folder) && !KEBAB_FILE.test(name)) {
      return [
        `${p}: files in ${folder}/ are ${folder}.tsx, ${folder}.stories.tsx or kebab-case helpers`,
      ]
    }
    return []
  }
  if (
    /^(src|server|e2e)\//.test(p) &&
    !p.startsWith('src/components/') &&
    !p.startsWith('src/screens/')
  ) {
    if (!KEBAB_FILE.test(file)) return [`${p}: file names outside components are kebab-case`]
  }
  return []
}

export function walk(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out
}

export function checkTree(root) {
  const problems = []
  const files = ['src', 'server', 'e2e'].flatMap((d) => {
    try {
      return walk(join(root, d))
    } catch {
      return []
    }
  })
  for (const full of files) {
    const path = relative(root, full)
    problems.push(...checkName(path))
    if (!/\.(ts|tsx|mjs)$/.test(path)) continue
    for (const imp of parseImports(readFileSync(full, 'utf8')))
      problems.push(...checkImport(path, imp, root))
  }
  return { problems, files: files.length }
}
