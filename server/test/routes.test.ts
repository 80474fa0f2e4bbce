/** Route modules are discovered: every module under src/routes/ is mounted, or the app does not start. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { RouteModule, registerRoutes, routeFiles, type RouteSettings } from '../src/plugins/routes'

const settings: RouteSettings = {
  devTools: true,
  uploadsDir: tmpdir(),
  kycAutoApproveSeconds: 0,
  depositAutoCreditSeconds: 0,
  convertIntervalSeconds: 0,
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('route discovery', () => {
  it('finds the modules of sub-folders too, in path order', () => {
    const files = routeFiles()
    expect(files).toContain('auth.ts')
    expect(files).toContain('wallet/withdrawals.ts')
    expect(files).toEqual([...files].sort())
  })

  it('every module under src/routes/ exports its RouteModule', async () => {
    for (const file of routeFiles()) {
      const url = new URL(`../src/routes/${file}`, import.meta.url).href
      const module = (await import(/* @vite-ignore */ url)) as { routes?: unknown }
      expect({ file, mounted: module.routes instanceof RouteModule }).toEqual({
        file,
        mounted: true,
      })
    }
  })

  it('refuses to start with a module that does not say how it is mounted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-routes-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'forgotten.mjs'), 'export const forgottenRoutes = async () => {}\n')
    const app = Fastify()
    await expect(registerRoutes(app, settings, dir)).rejects.toThrow(
      /forgotten\.mjs does not export `routes/,
    )
    await app.close()
  })
})
