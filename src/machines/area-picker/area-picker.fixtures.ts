import type { Area } from '@/api/contract/auth'
import { areaPickerMachine, type AreaPickerContext } from './area-picker.machine'

/** A handful of areas, enough for a picture; the MSW handlers answer the full list. */
export const MockAreaSample: Area[] = [
  { id: 30, iso: 'BR', area_code: '55', name: 'Brazil' },
  { id: 45, iso: 'CN', area_code: '86', name: 'China' },
  { id: 56, iso: 'CI', area_code: '225', name: 'Côte d’Ivoire' },
  { id: 77, iso: 'FR', area_code: '33', name: 'France' },
  { id: 99, iso: 'HK', area_code: '852', name: 'Hong Kong SAR China' },
  { id: 112, iso: 'JP', area_code: '81', name: 'Japan' },
  { id: 199, iso: 'KR', area_code: '82', name: 'South Korea' },
  { id: 202, iso: 'ES', area_code: '34', name: 'Spain' },
  { id: 217, iso: 'TH', area_code: '66', name: 'Thailand' },
  { id: 238, iso: 'GB', area_code: '44', name: 'United Kingdom' },
  { id: 239, iso: 'US', area_code: '1', name: 'United States' },
]

const base: AreaPickerContext = { page: false, areas: [], query: '', selected: null, error: null }
const ready: AreaPickerContext = {
  ...base,
  areas: MockAreaSample,
  selected: { areaCode: '86', iso: 'CN' },
}

type Value = { list: 'idle' | 'loading' | 'ready' | 'failed'; sheet: 'closed' | 'open' }
const at = (value: Value, context: AreaPickerContext) =>
  areaPickerMachine.resolveState({ value, context })

export const areaPickerSnapshots = {
  closed: at({ list: 'idle', sheet: 'closed' }, base),
  loading: at({ list: 'loading', sheet: 'open' }, base),
  ready: at({ list: 'ready', sheet: 'open' }, ready),
  searching: at({ list: 'ready', sheet: 'open' }, { ...ready, query: 'kor' }),
  searchingByCode: at({ list: 'ready', sheet: 'open' }, { ...ready, query: '+8' }),
  noMatch: at({ list: 'ready', sheet: 'open' }, { ...ready, query: 'Atlantis' }),
  failed: at({ list: 'failed', sheet: 'open' }, { ...base, error: 'network' }),
  /** Loaded earlier, closed again: the next open shows the list at once. */
  closedReady: at({ list: 'ready', sheet: 'closed' }, ready),
}
