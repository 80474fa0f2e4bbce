import { describe, expect, it } from 'vitest'
import { migrateStorage, STORAGE_VERSION_KEY } from './storage-version'

function storage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    clear: () => map.clear(),
    map,
  }
}

describe('storage version marker', () => {
  it('clears old storage once and sets the marker to 1', () => {
    const s = storage({ token: 'old', lang: 'zh-CN' })
    expect(migrateStorage(s)).toBe(true)
    expect(Object.fromEntries(s.map)).toEqual({ [STORAGE_VERSION_KEY]: '1' })
    s.setItem('token', 'new')
    expect(migrateStorage(s)).toBe(false)
    expect(s.map.get('token')).toBe('new')
  })
  it('treats a garbage marker as below 1', () => {
    const s = storage({ [STORAGE_VERSION_KEY]: 'x', token: 't' })
    expect(migrateStorage(s)).toBe(true)
    expect(s.map.has('token')).toBe(false)
  })
})
