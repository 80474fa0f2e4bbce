/**
 * Wire-shaped identity-verification data for MSW handlers, stories and unit tests, one `real/state`
 * answer per stage, in the exact shapes the sandbox sends (contract/kyc.ts).
 */
import type { RealDataWire, RealStateWire } from './kyc'

export const MockFrontPic = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg'
export const MockReversePic = '/uploads/a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg'

const basicRow: RealDataWire = {
  id: 7,
  name: 'Ana Souza',
  card_id: 'AB1234567',
  id_type: 1,
  front_pic: null,
  reverse_pic: null,
  review_status: 1,
  advanced_user: null,
  create_time: 1735732800000,
  fail_code: null,
  fail_reason: null,
}

const state = (
  statuses: [number, number, number],
  real_data: RealDataWire | null,
  bound: { email_bound?: number; phone_bound?: number } = {},
): RealStateWire => ({
  real_status: statuses[0],
  review_status: statuses[1],
  advanced_review_status: statuses[2],
  real_data,
  email_bound: 1,
  phone_bound: 1,
  ...bound,
})

const approved = { ...basicRow, review_status: 2 }
const advanced = { ...approved, front_pic: MockFrontPic, reverse_pic: MockReversePic }

/** `real/state` per stage. */
export const MockRealState = {
  unverified: state([0, 0, 0], null),
  /** Not verified, and no phone bound yet: the review would refuse. */
  unverifiedNoPhone: state([0, 0, 0], null, { phone_bound: 0 }),
  basicPending: state([1, 1, 0], basicRow),
  basicRejected: state([0, 3, 0], {
    ...basicRow,
    review_status: 3,
    fail_code: 'reviewRejected',
    fail_reason: 'The name does not match the document.',
  }),
  /** Refused by the rule of spec §5: no phone bound. */
  basicRejectedNoPhone: state(
    [0, 3, 0],
    { ...basicRow, review_status: 3, fail_code: 'contactNotBound' },
    { phone_bound: 0 },
  ),
  lv1: state([1, 2, 0], approved),
  advancedPending: state([2, 2, 1], { ...advanced, advanced_user: 1 }),
  advancedRejected: state([1, 2, 3], {
    ...advanced,
    advanced_user: 3,
    fail_code: 'reviewRejected',
    fail_reason: 'The reverse picture is blurred.',
  }),
  lv2: state([2, 2, 2], { ...advanced, advanced_user: 2 }),
} satisfies Record<string, RealStateWire>
