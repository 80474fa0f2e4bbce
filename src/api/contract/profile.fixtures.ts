/**
 * Wire-shaped profile data for MSW handlers, stories and unit tests (contract/profile.ts): a
 * user with a nickname, a signature, an avatar and a VIP level, as `user/info` sends them.
 */
import type { UserInfoWire } from './auth'
import { MockUser } from './auth.fixtures'

/** An upload path of the signed-in user (`POST upload` answered it). */
export const MockAvatarPath = '/uploads/5f0c2a9e8d7b6c5a4f3e2d1c0b9a8f7e.jpg'

/** A drawn portrait (SVG): what the MSW handlers serve for any `/uploads/…` picture. */
export const MockAvatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2f6f8f"/>' +
  '<circle cx="48" cy="38" r="18" fill="#f2c9a0"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#f0b90b"/>' +
  '<path d="M30 34c0-14 8-22 18-22s18 8 18 22c-4-6-10-9-18-9s-14 3-18 9z" fill="#3b2a20"/></svg>'

/** A profile with everything filled in, VIP 1. */
export const MockProfileUser = {
  ...MockUser,
  nickname: 'Ana2025',
  signature: 'Long-term holder, short-term learner.',
  head_portrait: MockAvatarPath,
  vip: 1,
} satisfies UserInfoWire
