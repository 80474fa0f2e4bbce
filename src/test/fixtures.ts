/**
 * The mock entities under their long-standing import path for stories and tests. They live beside
 * their contracts (`src/api/contract/*.fixtures.ts`) so that machine fixtures, which may not import
 * test code, can use them too.
 */
export { MockEmailCode, MockToken, MockUser } from '@/api/contract/auth.fixtures'
export { MockSiteConfig } from '@/api/contract/common.fixtures'
