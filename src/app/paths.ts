/**
 * Route paths (spec §2: hash routing, pages under /pages/, parameters only in the query string).
 * Only paths whose screens exist are routed (router.tsx); the rest are listed for links that
 * later issues wire up.
 */
export const paths = {
  home: '/',
  homeAlias: '/pages/index/index',
  login: '/pages/common/login',
  register: '/pages/common/register',
  forget: '/pages/common/forget',
  area: '/pages/common/area',
  article: '/pages/common/article',
  market: '/pages/market/market',
  marketSearch: '/pages/market/search',
  trade: '/pages/transaction/index',
  spotTrade: '/pages/transaction/currency',
  spotOrders: '/pages/transaction/currency_order',
  contract: '/pages/transaction/contract',
  contractOrders: '/pages/transaction/contract_order',
  options: '/pages/transaction/seconds',
  optionOrders: '/pages/transaction/seconds_order',
  optionCheck: '/pages/transaction/seconds_check',
  copyTrade: '/pages/copytrade/copy',
  copyTraders: '/pages/follow/index',
  copyTrader: '/pages/follow/trader',
  copyFollow: '/pages/follow/follow',
  copyMine: '/pages/copytrade/my',
  copyApply: '/pages/copytrade/trader',
  traderAgreementEn: '/pages/follow/agreement_en',
  traderAgreementZh: '/pages/follow/agreement_zh',
  lockming: '/pages/lockming/lockming',
  lockmingBuy: '/pages/lockming/buy',
  lockmingOrders: '/pages/lockming/order',
  lockmingWelcome: '/pages/lockming/welcome',
  ieo: '/pages/ieo/ieo',
  ieoSubscribe: '/pages/ieo/subscribe',
  ieoOrders: '/pages/ieo/order',
  invest: '/pages/invest/invest',
  investPurchase: '/pages/invest/purchase',
  investMine: '/pages/invest/mine',
  investHelp: '/pages/invest/help',
  finance: '/pages/other/financial/index',
  symbolDetail: '/pages/transaction/index2',
  assets: '/pages/fund/assets',
  fundSelect: '/pages/fund/select',
  deposit: '/pages/fund/receive',
  withdraw: '/pages/fund/withdraw',
  convert: '/pages/fund/transfer',
  fundTransfer: '/pages/fund/fundTransfer',
  depositWithdrawRecord: '/pages/fund/receive_withdraw_record',
  assetsRecord: '/pages/fund/assets_record',
  transferHistory: '/pages/fund/transfer_history',
  verification: '/pages/setting/real_mark',
  security: '/pages/setting/security',
  password: '/pages/setting/password',
  payPassword: '/pages/setting/payPassword',
  areas: '/pages/setting/areas',
  wallet: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  share: '/pages/setting/share',
  coupon: '/pages/setting/coupon',
  settings: '/pages/setting/setting',
  userInfo: '/pages/setting/userInfo',
  aboutUs: '/pages/common/aboutus',
  faq: '/pages/common/faq',
  contactUs: '/pages/common/contactus',
  compliance: '/pages/setting/operational_compliance',
  messageCentre: '/pages/other/mailMessage/mailMessage',
  messageList: '/pages/other/mailMessageList',
  messageDetail: '/pages/other/mailMessageDetail',
  announcements: '/pages/other/ggList',
  announcementDetail: '/pages/other/ggDetail',
  support: '/pages/other/kefu/index',
  // Issue 17 (NFT marketplace, spec §2 nft/…)
  nft: '/pages/nft/nft',
  nftArtworks: '/pages/nft/components/artwork',
  nftSearch: '/pages/nft/components/search',
  nftArtists: '/pages/nft/components/artist',
  nftArtistDetail: '/pages/nft/artistDetail',
  nftCollection: '/pages/nft/components/collection',
  nftArtworkDetail: '/pages/nft/artworkDetail',
  nftArtworkDetailVideo: '/pages/nft/artworkDetail_video',
  nftPurchaseOne: '/pages/nft/purchase_one',
  nftPurchase: '/pages/nft/purchase',
  nftMine: '/pages/nft/mine',
  nftResell: '/pages/nft/resell',
  myNft: '/pages/nft/myNft',
  // Issue 18 (OTC, quick buy, borrowing); quick buy has no spec page: designed here under fund/
  otc: '/pages/otc/otc',
  quickBuy: '/pages/fund/quick_buy',
  borrowing: '/pages/common/borrowing',
  // Issue 19 (quiz, contact, bills, remaining pages)
  game: '/pages/other/game/game',
  contactLinks: '/pages/other/kf/kf',
  webView: '/pages/common/webView',
  bill: '/pages/setting/bill',
  real: '/pages/setting/real',
  assetsAllRecord: '/pages/fund/assets_all_record',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const

export const href = (path: string) => `#${path}`

/** The link of news article `id` (spec §2 pages/common/article). */
export const articleHref = (id: number) => href(`${paths.article}?id=${id}`)

/** A system message (other/mailMessageDetail, `?id=`) and an announcement (other/ggDetail, `?id=`). */
export const messageHref = (id: number) => href(`${paths.messageDetail}?id=${id}`)
export const announcementHref = (id: number) => href(`${paths.announcementDetail}?id=${id}`)

/**
 * The detail page of a pair (spec §2 transaction/index2, `?symbol=BTC/USDT`); with `at` (unix s,
 * e.g. an option's settlement second) its 1-minute K-line opens on that second, marked, with the
 * engine's price at it (`&at=1735732710`).
 */
export const symbolHref = (symbol: string, opts: { at?: number } = {}) =>
  href(
    `${paths.symbolDetail}?symbol=${encodeURIComponent(symbol)}${opts.at === undefined ? '' : `&at=${opts.at}`}`,
  )

/** The spot ticket of a pair (spec §2 transaction/currency, `?symbol=BTC/USDT&side=buy`). */
export const tradeHref = (symbol: string, side?: 'buy' | 'sell') =>
  href(`${paths.spotTrade}?symbol=${encodeURIComponent(symbol)}${side ? `&side=${side}` : ''}`)

/** The futures ticket of a pair (spec §2 transaction/contract, `?symbol=BTC/USDT&side=long`). */
export const contractHref = (symbol: string, side?: 'long' | 'short') =>
  href(`${paths.contract}?symbol=${encodeURIComponent(symbol)}${side ? `&side=${side}` : ''}`)

/** The seconds-options ticket of a pair (`transaction/seconds?symbol=BTC/USDT`, the Trade tab's Options). */
export const optionsHref = (symbol: string) =>
  href(`${paths.options}?symbol=${encodeURIComponent(symbol)}`)

/** The public check of option `id` (sandbox `microtrade/verify`; anyone may open it). */
export const optionCheckHref = (id: number) => href(`${paths.optionCheck}?id=${id}`)

/** A trader's page (spec §2 follow/trader, `?id=`): statistics, 30-day P/L, history, Follow. */
export const traderHref = (id: number) => href(`${paths.copyTrader}?id=${id}`)

/** Following a trader, or editing the follow (spec §2 follow/follow, `?id=` the trader). */
export const followHref = (traderId: number) => href(`${paths.copyFollow}?id=${traderId}`)

/** The trader agreement in the reader's language where it exists (zh-CN/zh-HK: zh, else en). */
export const traderAgreementHref = (language: string) =>
  href(language.startsWith('zh') ? paths.traderAgreementZh : paths.traderAgreementEn)

/** Lock mining products of a kind (spec §2 lockming/lockming; home tiles `?type=defi` / `cloud`). */
export const lockmingHref = (type?: 'lock' | 'defi' | 'cloud') =>
  href(type && type !== 'lock' ? `${paths.lockming}?type=${type}` : paths.lockming)

/** Locking in lock-mining product `configId` (spec §2 lockming/buy, `?id=`). */
export const lockmingBuyHref = (configId: number) => href(`${paths.lockmingBuy}?id=${configId}`)

/** An IEO project and its subscription (spec §2 ieo/subscribe, `?id=` the project). */
export const ieoSubscribeHref = (projectId: number) => href(`${paths.ieoSubscribe}?id=${projectId}`)

/** Dual products of a coin and direction (spec §2 invest/invest, `?coin=1&type=call`). */
export const investHref = (opts: { coin?: number; type?: 'call' | 'put' } = {}) => {
  const q = [
    opts.coin === undefined ? '' : `coin=${opts.coin}`,
    opts.type === undefined ? '' : `type=${opts.type}`,
  ].filter(Boolean)
  return href(q.length ? `${paths.invest}?${q.join('&')}` : paths.invest)
}

/** Buying dual product `id` (spec §2 invest/purchase, `?id=`): its payoff card and the order. */
export const investPurchaseHref = (id: number) => href(`${paths.investPurchase}?id=${id}`)

/** An NFT's detail (spec §2 nft/artworkDetail, `?code=`); a video's is nft/artworkDetail_video. */
export const nftDetailHref = (item: { code: string; mediaType: string }) =>
  href(
    `${item.mediaType === 'video' ? paths.nftArtworkDetailVideo : paths.nftArtworkDetail}?code=${encodeURIComponent(item.code)}`,
  )

/** Confirming the purchase of a fixed-price NFT or a blind box (spec §2 nft/purchase_one, `?code=`). */
export const nftPurchaseOneHref = (code: string) =>
  href(`${paths.nftPurchaseOne}?code=${encodeURIComponent(code)}`)

/** One of the user's NFTs (spec §2 nft/myNft, `?id=`). */
export const myNftHref = (id: number) => href(`${paths.myNft}?id=${id}`)

/** Bidding on an auctioned NFT, or paying for a won one (spec §2 nft/purchase, `?code=`). */
export const nftBidHref = (code: string) =>
  href(`${paths.nftPurchase}?code=${encodeURIComponent(code)}`)

/** Reselling one of the user's NFTs (spec §2 nft/resell, `?id=`). */
export const nftResellHref = (id: number) => href(`${paths.nftResell}?id=${id}`)

/** An NFT artist's page (spec §2 nft/artistDetail, `?id=` the artist's user id). */
export const nftArtistHref = (uid: number) => href(`${paths.nftArtistDetail}?id=${uid}`)

/** The NFT search with a keyword (spec §2 nft/components/search, `?keyword=`). */
export const nftSearchHref = (keyword = '') =>
  href(keyword ? `${paths.nftSearch}?keyword=${encodeURIComponent(keyword)}` : paths.nftSearch)

/** A question of the prediction quiz (spec §2 other/game/game, `?id=`): its bets and result. */
export const quizHref = (id: number) => href(`${paths.game}?id=${id}`)
