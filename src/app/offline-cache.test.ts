import { describe, expect, it, vi } from 'vitest'
import { cacheLoadedAssets, HASHED_ASSET } from './offline-cache'

describe('HASHED_ASSET', () => {
  it('matches the build’s hashed scripts and stylesheets, and nothing else', () => {
    const base = 'https://app.example/trade'
    for (const path of ['/assets/index-Dl5rBSaH.js', '/assets/index-CmhtAEx3.css'])
      expect(HASHED_ASSET.test(`${base}${path}`)).toBe(true)
    for (const path of [
      '/assets/index-Dl5rBSaH.js.map',
      '/index.html',
      '/sw.js',
      '/api/currency/quotation_new',
      '/uploads/assets/a.js',
      '/uploads/assets/photo-12345678.js',
      '/api/assets/x-12345678.js',
      '/socket.io/?EIO=4',
      '/brand/icon-192.png',
    ])
      expect({ path, cached: HASHED_ASSET.test(`${base}${path}`) }).toEqual({ path, cached: false })
  })
})

function worker(controlled: boolean) {
  const postMessage = vi.fn()
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage } }),
  } as unknown as ServiceWorkerContainer
  return { container, postMessage }
}

const loaded = [
  { name: 'http://127.0.0.1/assets/index-Dl5rBSaH.js' },
  { name: 'http://127.0.0.1/api/currency/quotation_new' },
  { name: 'http://127.0.0.1/assets/common-KewuDTRU.js' },
]

describe('cacheLoadedAssets', () => {
  it('hands a new worker the hashed files the page loaded before it, in Workbox’s message', async () => {
    const { container, postMessage } = worker(false)
    const urls = await cacheLoadedAssets(container, loaded)
    expect(urls).toEqual([loaded[0]!.name, loaded[2]!.name])
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
  })

  it('says nothing when the worker already controls the page (its loads went through it)', async () => {
    const { container, postMessage } = worker(true)
    expect(await cacheLoadedAssets(container, loaded)).toEqual([])
    expect(postMessage).not.toHaveBeenCalled()
  })
})
