/**
 * One snapshot per state the verification screen can show (kyc.machine.ts), each with the
 * snapshots of the two document sides where the advanced form is open.
 */
import { RealState, type KycStatus } from '@/api/contract/kyc'
import { MockFrontPic, MockRealState, MockReversePic } from '@/api/contract/kyc.fixtures'
import { noKycError } from './kyc-errors'
import { frontSnapshots, reverseSnapshots } from './kyc-picture.fixtures'
import { kycMachine, type KycContext } from './kyc.machine'
import type { KycSnapshot, PictureSnapshot } from './kyc.view'

const status = (key: keyof typeof MockRealState): KycStatus => RealState.parse(MockRealState[key])

const base: KycContext = {
  status: null,
  idType: '',
  name: '',
  cardId: '',
  quality: 'compressed',
  pictures: { front: null, reverse: null },
  ...noKycError,
}

const unverified: KycContext = { ...base, status: status('unverified') }
const filled: KycContext = { ...unverified, idType: '1', name: 'Ana Souza', cardId: 'AB1234567' }
const lv1: KycContext = {
  ...base,
  status: status('lv1'),
  idType: '1',
  name: 'Ana Souza',
  cardId: 'AB1234567',
}
const uploaded = { front: MockFrontPic, reverse: MockReversePic }

type Value = Parameters<typeof kycMachine.resolveState>[0]['value']

interface KycFixture {
  kyc: KycSnapshot
  front?: PictureSnapshot
  reverse?: PictureSnapshot
}

function at(
  value: Value,
  context: KycContext,
  front?: PictureSnapshot,
  reverse?: PictureSnapshot,
): KycFixture {
  return { kyc: kycMachine.resolveState({ value, context }) as KycSnapshot, front, reverse }
}

const advanced = (
  form: 'editing' | 'submitting',
  front: PictureSnapshot,
  reverse: PictureSnapshot,
  over: Partial<KycContext> = {},
) => at({ advanced: form }, { ...lv1, ...over }, front, reverse)

/** One entry per state of the verification screen. */
export const kycSnapshots = {
  loading: at('loading', base),
  loadFailed: at('loadFailed', { ...base, error: 'network' }),
  basicEmpty: at({ basic: 'editing' }, unverified),
  basicNoPhone: at({ basic: 'editing' }, { ...base, status: status('unverifiedNoPhone') }),
  basicFilled: at({ basic: 'editing' }, filled),
  basicInvalidName: at(
    { basic: 'editing' },
    { ...filled, name: 'Ana <Souza>', error: 'specialCharacters', errorField: 'name' },
  ),
  basicNoIdType: at(
    { basic: 'editing' },
    { ...filled, idType: '', error: 'idTypeRequired', errorField: 'idType' },
  ),
  basicCardTaken: at(
    { basic: 'editing' },
    { ...filled, error: 'cardIdTaken', errorField: 'cardId' },
  ),
  basicNetworkError: at({ basic: 'editing' }, { ...filled, error: 'network' }),
  basicSubmitting: at({ basic: 'submitting' }, filled),
  basicReview: at({ basicReview: 'waiting' }, { ...base, status: status('basicPending') }),
  basicReviewChecking: at({ basicReview: 'checking' }, { ...base, status: status('basicPending') }),
  basicRejected: at('basicRejected', { ...base, status: status('basicRejected') }),
  basicRejectedNoPhone: at('basicRejected', { ...base, status: status('basicRejectedNoPhone') }),
  lv1: at('lv1', lv1),
  advancedEmpty: advanced('editing', frontSnapshots.empty, reverseSnapshots.empty),
  advancedMissing: advanced('editing', frontSnapshots.uploaded, reverseSnapshots.empty, {
    pictures: { front: MockFrontPic, reverse: null },
    error: 'pictureRequired',
    errorField: 'reverse',
  }),
  advancedPreparing: advanced('editing', frontSnapshots.preparing, reverseSnapshots.empty),
  advancedUploading: advanced('editing', frontSnapshots.uploaded, reverseSnapshots.uploading, {
    pictures: { front: MockFrontPic, reverse: null },
  }),
  advancedWrongType: advanced('editing', frontSnapshots.wrongType, reverseSnapshots.tooLarge),
  advancedUploadFailed: advanced('editing', frontSnapshots.uploaded, reverseSnapshots.failed, {
    pictures: { front: MockFrontPic, reverse: null },
  }),
  advancedUnreadable: advanced('editing', frontSnapshots.unreadable, reverseSnapshots.empty),
  advancedReady: advanced('editing', frontSnapshots.uploaded, reverseSnapshots.uploaded, {
    pictures: uploaded,
  }),
  advancedOriginal: advanced('editing', frontSnapshots.empty, reverseSnapshots.empty, {
    quality: 'original',
  }),
  advancedPictureInvalid: advanced('editing', frontSnapshots.uploaded, reverseSnapshots.uploaded, {
    pictures: uploaded,
    error: 'pictureInvalid',
  }),
  advancedSubmitting: advanced('submitting', frontSnapshots.uploaded, reverseSnapshots.uploaded, {
    pictures: uploaded,
  }),
  advancedReview: at({ advancedReview: 'waiting' }, { ...lv1, status: status('advancedPending') }),
  advancedRejected: at('advancedRejected', { ...lv1, status: status('advancedRejected') }),
  lv2: at('lv2', { ...lv1, status: status('lv2') }),
}
