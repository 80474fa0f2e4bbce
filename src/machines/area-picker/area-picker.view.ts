import type { SnapshotFrom } from 'xstate'
import type { Area } from '@/api/contract/auth'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { AreaChoice } from '../account-fields'
import type { areaPickerMachine } from './area-picker.machine'

export type AreaPickerSnapshot = SnapshotFrom<typeof areaPickerMachine>

export interface AreaOption extends AreaChoice {
  id: number
  /** The country or region in the reader's language. */
  name: string
  isSelected: boolean
}

export interface AreaPickerView {
  isOpen: boolean
  status: 'idle' | 'loading' | 'ready' | 'failed'
  query: string
  /** The areas matching `query`, in the reader's alphabetical order. */
  options: AreaOption[]
  error: ErrorCode | null
}

type Named = { area: Area; name: string; key: string }

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "sao" "São Tomé". */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// naming and sorting ~250 areas is cheap, but not on every keystroke
const cache = new WeakMap<Area[], Map<string, Named[]>>()

/** The areas named in `locale` (Intl.DisplayNames; the English name when it has none), sorted. */
function named(areas: Area[], locale: string): Named[] {
  let byLocale = cache.get(areas)
  if (!byLocale) cache.set(areas, (byLocale = new Map()))
  let list = byLocale.get(locale)
  if (!list) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' })
    const collator = new Intl.Collator(locale)
    list = areas
      .map((area) => {
        const name = names.of(area.iso) ?? area.name
        return { area, name, key: fold(`${name} ${area.name} ${area.iso}`) }
      })
      .sort((a, b) => collator.compare(a.name, b.name))
    byLocale.set(locale, list)
  }
  return list
}

function matches(item: Named, query: string): boolean {
  const q = fold(query.trim())
  if (!q) return true
  const digits = q.replace(/^\+/, '')
  if (/^\d+$/.test(digits)) return item.area.area_code.startsWith(digits)
  return item.key.includes(q)
}

/** `locale` is the interface language (a BCP-47 tag); names and order follow it. */
export function toAreaPickerView(s: AreaPickerSnapshot, locale: string): AreaPickerView {
  const { areas, query, selected, error } = s.context
  // idle: the list is not asked for until the sheet opens
  const status = s.matches({ list: 'idle' }) ? 'idle' : loadStatus(s)
  const options = named(areas, locale)
    .filter((item) => matches(item, query))
    .map(({ area, name }) => ({
      id: area.id,
      iso: area.iso,
      areaCode: area.area_code,
      name,
      isSelected: selected?.iso === area.iso,
    }))
  return {
    isOpen: s.hasTag('sheetOpen'),
    status,
    query,
    options,
    error,
  }
}
