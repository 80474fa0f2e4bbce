import type { SecurityInfo } from '@/api/contract/auth-security'
import { securityMachine, type SecurityContext } from './security.machine'

const emailOnly: SecurityInfo = {
  email: 'ana@example.com',
  phone: '',
  area_code: '',
  has_pay_password: false,
}
const allBound: SecurityInfo = {
  email: 'ana@example.com',
  phone: '+8613800138000',
  area_code: '86',
  has_pay_password: true,
}
const phoneOnly: SecurityInfo = {
  email: '',
  phone: '+447700900123',
  area_code: '44',
  has_pay_password: false,
}

const at = (value: 'loading' | 'ready' | 'failed', context: Partial<SecurityContext>) =>
  securityMachine.resolveState({ value, context: { info: null, error: null, ...context } })

export const securitySnapshots = {
  loading: at('loading', {}),
  emailOnly: at('ready', { info: emailOnly }),
  phoneOnly: at('ready', { info: phoneOnly }),
  allBound: at('ready', { info: allBound }),
  failed: at('failed', { error: 'network' }),
}
