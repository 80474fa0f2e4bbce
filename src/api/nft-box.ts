/**
 * Blind boxes API (issue 17; api-reference §19.2 openBlindBox; wire, rules and the client's check
 * in contract/nft-box.ts, the draw in contract/nft-box-math.ts). Buying a box is the NFT module's
 * buyNFT. To check an opening without trusting the server, keep the `info` read before opening
 * and pass it to `checkOpenedBox(opened, info)`.
 */
import { get, post, type RequestOptions } from './client'
import {
  BlindBoxInfoAnswer,
  type BlindBoxInfoRequest,
  type OpenBlindBoxRequest,
} from './contract/nft-box'

export const nftBoxApi = {
  /**
   * GET bind_box/getBlindBoxInfo (public): the box's series, odds, contents and commitment; once
   * opened also the revealed seeds, the draw and the template drawn.
   */
  info: (req: BlindBoxInfoRequest, opts?: RequestOptions) =>
    get('bind_box/getBlindBoxInfo', req, BlindBoxInfoAnswer, opts),
  /**
   * POST bind_box/openBlindBox: opens the caller's box with their client seed (required); a
   * repeat answers the first opening.
   */
  open: (req: OpenBlindBoxRequest, opts?: RequestOptions) =>
    post('bind_box/openBlindBox', req, BlindBoxInfoAnswer, opts),
}
