/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts'

const sandboxTarget = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '8080'}`

export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: sandboxTarget, changeOrigin: false },
      '/upload': { target: sandboxTarget, changeOrigin: false },
      '/socket.io': { target: sandboxTarget, ws: true },
    },
  },
  build: { sourcemap: true, manifest: true },
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
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
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
