/**
 * Profile API (api-reference §3.1; contract and design notes in contract/profile.ts): the
 * nickname, the signature and the avatar of the signed-in user. The avatar's picture itself goes
 * through `uploadApi` first; this saves the path it answered.
 */
import { post, type RequestOptions } from './client'
import {
  AffectedRows,
  type EditNicknameRequest,
  type EditSignatureRequest,
  type HeadPortraitRequest,
} from './contract/profile'

export const profileApi = {
  /** POST user/editNickname. */
  editNickname: (req: EditNicknameRequest, opts?: RequestOptions) =>
    post('user/editNickname', { ...req }, AffectedRows, opts),
  /** POST user/editSignature. */
  editSignature: (req: EditSignatureRequest, opts?: RequestOptions) =>
    post('user/editSignature', { ...req }, AffectedRows, opts),
  /** POST user/uploadHeadPortrait with the path `POST upload` answered. */
  setAvatar: (req: HeadPortraitRequest, opts?: RequestOptions) =>
    post('user/uploadHeadPortrait', { ...req }, AffectedRows, opts),
}
