/**
 * Route modules are discovered, not listed. Every module under src/routes/ (sub-folders too)
 * exports `routes = routeModule(plugin, { prefix, options })`, and buildApp mounts them all in
 * path order. A module there without that export stops the app at start, so a route file cannot
 * be left unmounted unnoticed; a domain's helpers live outside routes/ (src/wallet/, src/market/).
 */
import { readdirSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyPluginAsync, FastifyRegisterOptions } from 'fastify'

/** What buildApp resolved (from its options and the environment) that a route module may need. */
export interface RouteSettings {
  /** Mount the sandbox's dev tools: the `/api/dev` modules, and the dev routes of a module. */
  devTools: boolean
  /** Where uploaded pictures are written. */
  uploadsDir: string
  /** Seconds after which the scripted KYC reviewer approves a submission; 0 = off. */
  kycAutoApproveSeconds: number
  /** Seconds after which the scripted operator credits a deposit claim; 0 = off. */
  depositAutoCreditSeconds: number
  /** One new conversion per user per this many seconds; 0 = no limit. */
  convertIntervalSeconds: number
}

/**
 * `/api` for the wire API; `/api/dev` for the sandbox's dev tools, mounted only with `devTools`;
 * `''` for a module whose routes carry their whole path (uploads: `/api/upload`, `/uploads/…`).
 */
export type RoutePrefix = '/api' | '/api/dev' | ''

export class RouteModule {
  constructor(
    readonly prefix: RoutePrefix,
    readonly mount: (app: FastifyInstance, settings: RouteSettings) => Promise<void>,
  ) {}
}

/** How a module under src/routes/ is mounted: export the result as `routes`. */
export function routeModule(plugin: FastifyPluginAsync, mount: { prefix: RoutePrefix }): RouteModule
export function routeModule<O extends object>(
  plugin: FastifyPluginAsync<O>,
  mount: { prefix: RoutePrefix; options: (settings: RouteSettings) => O },
): RouteModule
export function routeModule<O extends object>(
  plugin: FastifyPluginAsync<O>,
  { prefix, options }: { prefix: RoutePrefix; options?: (settings: RouteSettings) => O },
): RouteModule {
  return new RouteModule(prefix, async (app, settings) => {
    const registerOptions = { ...options?.(settings), prefix } as FastifyRegisterOptions<O>
    await app.register(plugin, registerOptions)
  })
}

const ROUTES_DIR = fileURLToPath(new URL('../routes/', import.meta.url))

/** The modules under `dir`, as paths relative to it with `/`, in order. */
export function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !/\.d\.[cm]?ts$/.test(file))
    .map((file) => file.split(sep).join('/'))
    .sort()
}

/** Mounts every route module under `dir` (default src/routes/), in path order. */
export async function registerRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  dir = ROUTES_DIR,
): Promise<void> {
  for (const file of routeFiles(dir)) {
    const path = join(dir, file)
    const module = (await import(pathToFileURL(path).href)) as { routes?: unknown }
    if (!(module.routes instanceof RouteModule)) {
      throw new Error(
        `${path} does not export \`routes = routeModule(...)\`: every module under routes/ is mounted`,
      )
    }
    if (module.routes.prefix === '/api/dev' && !settings.devTools) continue
    await module.routes.mount(app, settings)
  }
}
