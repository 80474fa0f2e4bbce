import 'i18next'
import type auth from '../../locales/en/auth.json'
import type contract from '../../locales/en/contract.json'
import type contractOrders from '../../locales/en/contractOrders.json'
import type common from '../../locales/en/common.json'
import type coupon from '../../locales/en/coupon.json'
import type errors from '../../locales/en/errors.json'
import type fiat from '../../locales/en/fiat.json'
import type home from '../../locales/en/home.json'
import type invite from '../../locales/en/invite.json'
import type kyc from '../../locales/en/kyc.json'
import type markets from '../../locales/en/markets.json'
import type optionCheck from '../../locales/en/optionCheck.json'
import type optionOrders from '../../locales/en/optionOrders.json'
import type optionPositions from '../../locales/en/optionPositions.json'
import type options from '../../locales/en/options.json'
import type message from '../../locales/en/message.json'
import type positions from '../../locales/en/positions.json'
import type payout from '../../locales/en/payout.json'
import type security from '../../locales/en/security.json'
import type settings from '../../locales/en/settings.json'
import type spotOrders from '../../locales/en/spotOrders.json'
import type symbol from '../../locales/en/symbol.json'
import type trade from '../../locales/en/trade.json'
import type traders from '../../locales/en/traders.json'
import type traderDetail from '../../locales/en/traderDetail.json'
import type followForm from '../../locales/en/followForm.json'
import type myCopy from '../../locales/en/myCopy.json'
import type traderApply from '../../locales/en/traderApply.json'
import type lockming from '../../locales/en/lockming.json'
import type lockmingOrders from '../../locales/en/lockmingOrders.json'
import type ieo from '../../locales/en/ieo.json'
import type ieoOrders from '../../locales/en/ieoOrders.json'
import type finance from '../../locales/en/finance.json'
import type dual from '../../locales/en/dual.json'
import type dualOrders from '../../locales/en/dualOrders.json'
import type chat from '../../locales/en/chat.json'
import type nft from '../../locales/en/nft.json'
import type nftAuction from '../../locales/en/nftAuction.json'
import type nftBox from '../../locales/en/nftBox.json'
import type nftBuy from '../../locales/en/nftBuy.json'
import type otc from '../../locales/en/otc.json'
import type quickBuy from '../../locales/en/quickBuy.json'
import type borrow from '../../locales/en/borrow.json'
import type quiz from '../../locales/en/quiz.json'
import type bill from '../../locales/en/bill.json'
import type location from '../../locales/en/location.json'
import type contact from '../../locales/en/contact.json'
import type nftMine from '../../locales/en/nftMine.json'
import type wallet from '../../locales/en/wallet.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    keySeparator: false
    nsSeparator: ':'
    resources: {
      common: typeof common
      errors: typeof errors
      auth: typeof auth
      fiat: typeof fiat
      symbol: typeof symbol
      markets: typeof markets
      home: typeof home
      kyc: typeof kyc
      payout: typeof payout
      invite: typeof invite
      coupon: typeof coupon
      security: typeof security
      wallet: typeof wallet
      message: typeof message
      settings: typeof settings
      spotOrders: typeof spotOrders
      trade: typeof trade
      contract: typeof contract
      positions: typeof positions
      contractOrders: typeof contractOrders
      options: typeof options
      optionPositions: typeof optionPositions
      optionOrders: typeof optionOrders
      optionCheck: typeof optionCheck
      traders: typeof traders
      traderDetail: typeof traderDetail
      followForm: typeof followForm
      myCopy: typeof myCopy
      traderApply: typeof traderApply
      lockming: typeof lockming
      lockmingOrders: typeof lockmingOrders
      ieo: typeof ieo
      ieoOrders: typeof ieoOrders
      finance: typeof finance
      dual: typeof dual
      dualOrders: typeof dualOrders
      chat: typeof chat
      nft: typeof nft
      nftAuction: typeof nftAuction
      nftBox: typeof nftBox
      nftBuy: typeof nftBuy
      otc: typeof otc
      quickBuy: typeof quickBuy
      borrow: typeof borrow
      quiz: typeof quiz
      bill: typeof bill
      location: typeof location
      contact: typeof contact
      nftMine: typeof nftMine
    }
  }
}
