import { describe, expect, it } from 'vitest'
import { checkImport, checkName, parseImports } from './architecture.mjs'

const imp = (spec, typeOnly = false) => ({ spec, typeOnly, line: 1 })

describe('architecture lint', () => {
  it('reads type-only, inline-type, multi-line, side-effect and dynamic imports', () => {
    const text = [
      "import type { A } from '@/a'",
      "import { type B, type C } from '@/b'",
      "import D, { type E } from '@/d'",
      "import {\n  F,\n  type G,\n} from '@/f'",
      "import '@/styles/app.css'",
      "const x = import('@/screens/X/X')",
    ].join('\n')
    expect(parseImports(text).map((i) => [i.spec, i.typeOnly])).toEqual([
      ['@/a', true],
      ['@/b', true],
      ['@/d', false],
      ['@/f', false],
      ['@/styles/app.css', false],
      ['@/screens/X/X', false],
    ])
  })

  it('does not read a translation key ending in "from" as an import', () => {
    const text = "export function Form() {\n  return t('convert.from')\n}\nimport { H } from '@/h'"
    expect(parseImports(text).map((i) => i.spec)).toEqual(['@/h'])
  })

  it('keeps the contract free of everything but zod and big.js', () => {
    expect(checkImport('src/api/contract/auth.ts', imp('zod'))).toEqual([])
    expect(checkImport('src/api/contract/auth.ts', imp('./common'))).toEqual([])
    expect(checkImport('src/api/contract/auth.ts', imp('axios'))).toHaveLength(1)
    expect(
      checkImport('src/api/contract/auth.ts', imp('@/machines/login/login.machine')),
    ).toHaveLength(1)
  })

  it('lets components see machines and the API only as types', () => {
    expect(
      checkImport(
        'src/components/LoginForm/LoginForm.tsx',
        imp('@/machines/login/login.view', true),
      ),
    ).toEqual([])
    expect(
      checkImport('src/components/LoginForm/LoginForm.tsx', imp('@/machines/login/login.view'))[0],
    ).toMatch(/only types/)
    expect(
      checkImport('src/components/LoginForm/LoginForm.tsx', imp('@xstate/react')),
    ).toHaveLength(1)
    expect(checkImport('src/components/LoginForm/LoginForm.tsx', imp('@/api/client'))).toHaveLength(
      1,
    )
    expect(
      checkImport('src/components/ui/Button/Button.tsx', imp('@/components/LoginForm/LoginForm')),
    ).toHaveLength(1)
  })

  it('keeps machines away from React, screens and i18next', () => {
    expect(checkImport('src/machines/login/login.machine.ts', imp('@/api/auth'))).toEqual([])
    expect(checkImport('src/machines/login/login.machine.ts', imp('react'))).toHaveLength(1)
    expect(checkImport('src/machines/login/login.machine.ts', imp('i18next'))).toHaveLength(1)
    expect(
      checkImport('src/machines/login/login.machine.ts', imp('@/screens/LoginScreen/LoginScreen')),
    ).toHaveLength(1)
  })

  it('lets the server import only the contract from src, and nobody import the server', () => {
    expect(checkImport('server/src/routes/auth.ts', imp('../../../src/api/contract/auth'))).toEqual(
      [],
    )
    expect(checkImport('server/src/routes/auth.ts', imp('../../../src/api/client'))).toHaveLength(1)
    expect(checkImport('src/screens/X/X.tsx', imp('../../../server/src/app'))).toHaveLength(1)
  })

  it('lets stories and tests import anything but keeps test code out of the app', () => {
    expect(checkImport('src/screens/X/X.stories.tsx', imp('@/api/msw/auth'))).toEqual([])
    expect(checkImport('src/machines/x/x.machine.ts', imp('@/test/fixtures'))).toHaveLength(1)
  })

  it('reads @sb/ as .storybook/, story support code that only stories and tests import', () => {
    expect(checkImport('src/screens/X/X.stories.tsx', imp('@sb/decorators/withRouter'))).toEqual([])
    expect(checkImport('src/screens/X/x.stories-helpers.tsx', imp('@sb/story-helpers'))).toEqual([])
    expect(
      checkImport('src/screens/X/X.stories.tsx', imp('../../../.storybook/story-helpers')),
    ).toEqual([])
    expect(checkImport('src/screens/X/X.tsx', imp('@sb/story-helpers'))[0]).toMatch(/test code/)
    expect(checkImport('src/components/X/X.tsx', imp('@sb/decorators/withFrame'))[0]).toMatch(
      /test code/,
    )
  })

  it('enforces names and forbids barrels', () => {
    expect(checkName('src/components/ui/Button/Button.tsx')).toEqual([])
    expect(checkName('src/components/ui/button/Button.tsx')).toHaveLength(1)
    expect(checkName('src/machines/login/index.ts')).toHaveLength(1)
    expect(checkName('src/machines/login/loginMachine.ts')).toHaveLength(1)
    expect(checkName('src/machines/login/login.machine.ts')).toEqual([])
  })
})
