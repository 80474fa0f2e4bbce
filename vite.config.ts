/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts'
import { bootScript } from './src/app/boot-shell.ts'
import { ASSET_CACHE, HASHED_ASSET } from './src/app/offline-cache.ts'
import { LANGUAGE_STORAGE_KEY } from './src/i18n/storage-key.ts'

const sandboxTarget = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '8080'}`
// Storybook (its CLI and its Vitest plugin) loads this config too; the app-only build steps skip it
const isStorybook = process.env.STORYBOOK === 'true'

/**
 * The built app renders with Preact's React compatibility layer: react-dom is ~58 KiB brotli of
 * a first route, preact/compat ~5 (issue 10's 160 KiB goal). The dev server, stories and unit
 * tests keep React (fast refresh, React's warnings, the reference the compat layer follows); the
 * e2e journeys run the build, so every journey runs on what ships. Preact's documented
 * "alias in production only" set-up.
 */
function preactInBuild(): Plugin {
  return {
    name: 'preact-in-build',
    config: (_, { command }) =>
      command === 'build' && !isStorybook && !process.env.VITEST && !process.env.BUILD_WITH_REACT
        ? {
            resolve: {
              alias: [
                { find: /^react$/, replacement: 'preact/compat' },
                { find: /^react-dom$/, replacement: 'preact/compat' },
                { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
                { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
                { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
              ],
            },
          }
        : undefined,
  }
}

/**
 * react-router's package points every bundler at its development build (package.json `exports`
 * has no production condition; its dev warnings run on every render, behind a constant set to
 * true): the app's build takes the production one, the same code with that constant false.
 */
function productionRouter(): Plugin {
  const production = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  )
  return {
    name: 'production-router',
    config: (_, { command }) =>
      command === 'build' && !isStorybook && !process.env.VITEST
        ? { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }
        : undefined,
  }
}

/**
 * The app's HTTP client is axios on XMLHttpRequest (src/api/client.ts `adapter: 'xhr'`). axios's
 * fetch adapter is never used, yet importing it runs its feature tests (Request, ReadableStream,
 * Response) while the app's first modules evaluate: the build leaves it out (its `getFetch`
 * answers "not available", as on a platform without fetch).
 */
function axiosWithoutFetch(): Plugin {
  const unused = '\0axios-fetch-adapter-unused'
  return {
    name: 'axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './fetch.js' &&
      importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js')
        ? unused
        : undefined,
    load: (id) =>
      id === unused ? 'export const getFetch = () => false\nexport default false\n' : undefined,
  }
}

/**
 * Every chunk starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+,
 * ignored elsewhere): its functions are compiled on a background thread while the file streams
 * in, instead of on the main thread the first time each is called. The app is split so that a
 * chunk loads when its code is about to run (the boot's graph, then each screen's), so most of
 * what a chunk holds is called soon after it arrives. Cold loads of the markets tab at 4× CPU
 * (`npm run bench:boot`, 5 runs each): lazy compilation on the main thread (`V8.CompileCode`)
 * 190–290 ms → under 15 ms, the main thread's busy time (median) 1,010 → 850 ms.
 */
function compileAtLoad(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad'
  return {
    name: 'compile-at-load',
    apply: 'build',
    // on the written files: the hint must be the file's first line, and the build's last steps
    // (the preload helper's `__vite__mapDeps`) put code above any banner
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        const path = join(dir, file.fileName)
        const code = readFileSync(path, 'utf8')
        if (code.startsWith(hint)) continue
        writeFileSync(path, `${hint}\n${code}`)
        // one line more above the code: its source map starts one line later
        const mapPath = `${path}.map`
        if (!existsSync(mapPath)) continue
        const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string }
        map.mappings = `;${map.mappings}`
        writeFileSync(mapPath, JSON.stringify(map))
      }
    },
  }
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * once, so the sandbox serves them as they are (@fastify/static `preCompressed`) instead of
 * compressing each response. Runs after every other plugin wrote its files (the service worker
 * too); files under 1 KiB, and any a codec would not shrink, stay uncompressed.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue
          const bytes = readFileSync(file)
          const brotli = brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
          const gzip = gzipSync(bytes, { level: 9 })
          if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli)
          if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip)
        }
      },
    },
  }
}

/**
 * The app's stylesheet goes inline into index.html (9 KiB brotli with the page) instead of a
 * `<link>` that blocks the first paint until one more request returns: index.html's static shell
 * then paints as soon as the page arrives, before any script. The sandbox's CSP allows inline
 * `<style>` blocks of the built index.html by hash (server/src/plugins/security-headers.ts), so
 * this stays static. The `.css` file stays in the build for any chunk that links it.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\.?\/?(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const css = ctx.bundle?.[file]
            return css?.type === 'asset' ? `<style>${String(css.source).trim()}</style>` : tag
          },
        )
      },
    },
  }
}

/**
 * index.html's static shell gets its texts before any script of the app arrives: the route's title
 * and the tab labels in the stored language, by one inline script built here from the locale files
 * (src/app/boot-shell.ts). The sandbox's CSP allows it by its hash, like the inline stylesheet.
 */
function bootShell(): Plugin {
  const read = (lang: string, ns: string): Record<string, string> =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, 'locales', lang, `${ns}.json`), 'utf8'))
  return {
    name: 'boot-shell',
    transformIndexHtml(html) {
      return html.replace(
        '<!-- boot-shell-script -->',
        `<script>${bootScript(read, LANGUAGE_STORAGE_KEY)}</script>`,
      )
    },
  }
}

/**
 * The app's scripts are requested after the static shell's first paint, not before it. Served
 * fast, the entry graph arrives and runs before Chromium's first frame, so that frame waited for
 * it; Lighthouse then counts the scripts' download at slow 4G into FCP and LCP (0.7 s or 2 s by
 * chance). A tiny inline module adds the entry's `modulepreload` links (all at once, as Vite
 * wrote them) and imports the entry one frame later: at once in a hidden tab, where no frame
 * comes, and after 300 ms at the latest. A failed import is reported on the console.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
        const entry = entryTag.exec(html)?.[1]
        if (!entry) throw new Error('entry-after-first-paint: no entry <script> in index.html')
        const preloads = [...html.matchAll(preloadTag)].map((m) => m[1]!)
        // the modules main.tsx imports on their own (src/app/root.tsx: the React tree;
        // src/api/contract/market.ts then src/app/market-services.ts: the market feed) and their
        // static imports: fetched with the entry's files, each evaluated in a task of its own
        const bundle = ctx.bundle ?? {}
        const graph = new Set<string>()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (graph.has(file) || chunk?.type !== 'chunk') return
          graph.add(file)
          chunk.imports.forEach(visit)
        }
        for (const module of [
          '/src/app/root.tsx',
          '/src/api/contract/market.ts',
          '/src/app/market-services.ts',
        ]) {
          // its own chunk, or the shared one the bundler put it in
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(module)),
          )
          if (!chunk) throw new Error(`entry-after-first-paint: no chunk for ${module}`)
          visit(chunk.fileName)
        }
        for (const file of graph) {
          const href = `./${file}`
          if (href !== entry && !preloads.includes(href)) preloads.push(href)
        }
        const boot =
          `const e=${JSON.stringify(entry)},p=${JSON.stringify([entry, ...preloads])};let s=0;` +
          "const go=()=>{if(s++)return;for(const h of p){const l=document.createElement('link');" +
          "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}" +
          "import(e).catch((x)=>console.error('The app failed to load:',x))};" +
          'document.hidden?go():(requestAnimationFrame(()=>setTimeout(go)),setTimeout(go,300))'
        return html
          .replace(preloadTag, '')
          .replace(entryTag, `\n    <script type="module">${boot}</script>`)
      },
    },
  }
}

/**
 * The web app manifest and a Workbox service worker (`generateSW`), built by `vite build` only.
 * The worker precaches the shell (index.html, icons) and caches each hashed asset the first time
 * the app uses it (one cache-first route, src/app/offline-cache.ts, which also says why not all
 * of them up front), so a repeat visit paints offline; API answers, the socket and uploaded
 * pictures are never cached (navigations there never get the cached index.html either).
 * src/main.tsx registers it in production.
 * `autoUpdate`: a new worker takes over at once and the page reloads, because an old page
 * importing chunks that the new deploy removed would fail, and there is no update prompt in the
 * interface yet; a deploy reaches users at their next start.
 */
function installable() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Sandbox Exchange',
      short_name: 'Exchange',
      description: 'Crypto trading and finance: spot, futures, options, copy trading and wallet.',
      lang: 'pt',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#333333',
      background_color: '#333333',
      icons: [
        { src: 'brand/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'brand/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: 'brand/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // the shell only; each hashed file is cached when the app first uses it (offline-cache.ts)
      globPatterns: ['index.html', 'brand/*.{svg,png}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/uploads?\//],
      runtimeCaching: [
        {
          urlPattern: HASHED_ASSET,
          handler: 'CacheFirst',
          options: {
            cacheName: ASSET_CACHE.name,
            expiration: { maxEntries: ASSET_CACHE.maxEntries, purgeOnQuotaError: true },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
    },
  })
}

export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    ...(isStorybook
      ? []
      : [
          preactInBuild(),
          productionRouter(),
          axiosWithoutFetch(),
          compileAtLoad(),
          bootShell(),
          inlineStylesheet(),
          entryAfterFirstPaint(),
          installable(),
          precompress(),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // story support code (decorators, story-helpers): `@sb/decorators/withRouter`
      { find: '@sb', replacement: fileURLToPath(new URL('./.storybook', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: sandboxTarget, changeOrigin: false },
      '/upload': { target: sandboxTarget, changeOrigin: false },
      '/socket.io': { target: sandboxTarget, ws: true },
    },
  },
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's optional `useOptimistic` and falls back when it is absent,
        // as it is in preact/compat: expected, not a fault
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return
        warn(warning)
      },
    },
  },
  // pre-bundled up front: a dependency discovered mid-run makes Vitest reload the browser
  optimizeDeps: {
    include: [
      'msw-storybook-addon/csf3',
      'msw/browser',
      'msw',
      'react-i18next',
      'i18next',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'xstate',
      '@xstate/react',
      'big.js',
      'zod',
      'react-router-dom',
      'dompurify',
      'react-dom/client',
      'lightweight-charts',
      // found mid-run they would make Vite re-optimise and reload the test browser, ending the run
      'zod/mini',
      'socket.io-client',
      '@tanstack/react-virtual',
      'qrcode.react',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // node has no page origin to resolve `/api` against
          env: { VITE_API_BASE: 'http://sandbox.test/api' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          // each file builds its own in-memory database; keep them off each other's CPU
          pool: 'forks',
          // a first buildApp (migrations, seed, price engine) can take seconds on a busy machine
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // every story file in one page (the browser runs files one at a time either way): a fresh
          // iframe per file re-ran the preview, MSW's worker start and every import, which was
          // over half of the project's time (20 min → 7 min on 2 cores). Stories share no state
          // but what the preview sets up once; `npm run test:stories:stress` proves the pictures
          // and outcomes the same with both cores busy
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              contextOptions: {
                reducedMotion: 'reduce',
                timezoneId: 'UTC',
                locale: 'en-US',
                viewport: { width: 1280, height: 1000 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            // the page is as large as the tester iframe, so screenshots are not scaled down
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
                resolveScreenshotPath: ({ root, testFileName, arg, browserName, ext }) =>
                  `${root}/visual-baselines/vitest/${testFileName}/${arg}-${browserName}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
})
