/** Auth entities shared by stories, MSW handlers, machine fixtures and unit tests (coder's entities.ts). */
import type { Token, UserInfoWire } from './auth'

export const MockToken: Token = '0123456789abcdef0123456789abcdef'

export const MockUser = {
  id: 1001,
  account_number: 'ana@example.com',
  email: 'ana@example.com',
  phone: null,
  nickname: 'ana',
  head_portrait: null,
  extension_code: 'K7Q2M9XA',
  review_status: '0',
  vip: 0,
  create_date: '2026-11-01 10:00:00',
} satisfies UserInfoWire

/** The code the MSW auth handlers accept; any other six digits is "wrong". */
export const MockEmailCode = '246810'
