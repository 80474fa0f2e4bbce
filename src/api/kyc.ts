/** Identity verification API (api-reference §3.3, spec §7 real/state and user/real). */
import { get, post, type RequestOptions } from './client'
import { Notice } from './contract/auth'
import { RealState, type AdvancedKycRequest, type BasicKycRequest } from './contract/kyc'

export const kycApi = {
  /** GET real/state, normalised to a KycStatus (level, stage, refusal, contacts). */
  state: (opts?: RequestOptions) => get('real/state', {}, RealState, opts),
  /** POST user/real: the basic level (real_type 1) or the advanced one (real_type 2). */
  submit: (req: BasicKycRequest | AdvancedKycRequest, opts?: RequestOptions) =>
    post('user/real', { ...req }, Notice, opts),
}
