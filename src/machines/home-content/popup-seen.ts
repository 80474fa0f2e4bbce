/** The home pop-up ids already shown, kept in the injected storage (a JSON array, newest last). */
type SeenStorage = Pick<Storage, 'getItem' | 'setItem'>

export const POPUP_SEEN_KEY = 'homePopupSeen'
const POPUP_SEEN_MAX = 20

/** The ids shown so far; none when the stored value is unreadable. */
export function readSeen(storage: SeenStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(POPUP_SEEN_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

/** Remembers `id` as the newest shown, keeping the last `POPUP_SEEN_MAX`. */
export function rememberSeen(storage: SeenStorage, id: number) {
  const seen = readSeen(storage).filter((other) => other !== id)
  storage.setItem(POPUP_SEEN_KEY, JSON.stringify([...seen, id].slice(-POPUP_SEEN_MAX)))
}
