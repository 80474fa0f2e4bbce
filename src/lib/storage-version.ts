/** Spec §4: client storage is cleared once when the stored version marker is below 1, then set to 1. */
export const STORAGE_VERSION = 1
export const STORAGE_VERSION_KEY = 'storageVersion'

export function migrateStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'clear'>): boolean {
  const stored = Number(storage.getItem(STORAGE_VERSION_KEY) ?? '0')
  if (Number.isInteger(stored) && stored >= STORAGE_VERSION) return false
  storage.clear()
  storage.setItem(STORAGE_VERSION_KEY, String(STORAGE_VERSION))
  return true
}
