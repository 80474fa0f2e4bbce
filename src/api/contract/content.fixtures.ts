/**
 * Wire-shaped content for MSW handlers, stories and unit tests, in the exact shapes the sandbox
 * sends (contract/content.ts): banners, announcements and the pop-up in en and pt, one article,
 * and the home tiles. Images are the app's own SVGs under public/content/.
 */
import type { MenuItemWire, NewsDetailWire, NewsItemWire, NewsListWire } from './content'

/** 2025-01-12T09:00:00Z in unix seconds. */
export const MOCK_NEWS_TIME = 1736672400

export type MockLanguage = 'en' | 'pt'

const banner = (id: number, lang: MockLanguage, title: string, cover: string, sorts: number) =>
  ({ id, c_id: 5, lang, title, thumbnail: '', cover, sorts }) satisfies NewsItemWire

export const MockBanners: Record<MockLanguage, NewsItemWire[]> = {
  en: [
    banner(1, 'en', 'Live prices for 25 coins', '/content/banners/markets.svg', 4),
    banner(
      3,
      'en',
      'Copy trading: follow traders you trust',
      '/content/banners/copy-trading.svg',
      3,
    ),
    banner(
      5,
      'en',
      'Lock mining: the daily yield, up front',
      '/content/banners/lock-mining.svg',
      2,
    ),
  ],
  pt: [
    banner(2, 'pt', 'Preços ao vivo de 25 moedas', '/content/banners/markets.svg', 4),
    banner(
      4,
      'pt',
      'Copy trading: siga traders de confiança',
      '/content/banners/copy-trading.svg',
      3,
    ),
    banner(
      6,
      'pt',
      'Lock mining: o rendimento diário à vista',
      '/content/banners/lock-mining.svg',
      2,
    ),
  ],
}

const notice = (id: number, lang: MockLanguage, title: string, sorts = 0) =>
  ({ id, c_id: 4, lang, title, thumbnail: '', cover: '', sorts }) satisfies NewsItemWire

export const MockAnnouncements: Record<MockLanguage, NewsItemWire[]> = {
  en: [
    notice(9, 'en', 'Scheduled maintenance on 15 January, 02:00–04:00 UTC', 1),
    notice(12, 'en', 'New listing: TON/USDT spot trading is open'),
    notice(15, 'en', 'Risk warning: digital assets are highly volatile'),
  ],
  pt: [
    notice(10, 'pt', 'Manutenção programada em 15 de janeiro, 02:00–04:00 UTC', 1),
    notice(13, 'pt', 'Nova listagem: negociação spot de TON/USDT aberta'),
    notice(16, 'pt', 'Aviso de risco: ativos digitais são muito voláteis'),
  ],
}

/** A news page in the Custom C shape. */
export const newsPage = (list: NewsItemWire[], page = 1, limit = 15): NewsListWire => ({
  version: ['0.8.0'],
  list: list.slice((page - 1) * limit, page * limit),
  count: list.length,
  page,
  limit,
})

const detail = (
  item: NewsItemWire,
  fields: Pick<NewsDetailWire, 'abstract' | 'content'> & Partial<NewsDetailWire>,
): NewsDetailWire => ({
  ...item,
  views: 128,
  create_time: MOCK_NEWS_TIME,
  update_time: MOCK_NEWS_TIME,
  author: 'Sandbox Exchange',
  keyword: '',
  recommend: 0,
  ...fields,
})

/** The maintenance notice, with a heading, a list and an image. */
export const MockArticle: NewsDetailWire = detail(MockAnnouncements.en[0]!, {
  abstract: 'Deposits, withdrawals and transfers pause for two hours.',
  content:
    '<p>To upgrade our wallet services, the platform will be under maintenance on <strong>15 January 2025 from 02:00 to 04:00 UTC</strong>.</p><h3>During the maintenance</h3><ul><li>Deposits, withdrawals and transfers are paused.</li><li>Open orders and positions stay as they are; no order is cancelled.</li><li>Market data keeps updating.</li></ul><p><img src="/content/articles/maintenance.svg" alt="Maintenance window from 02:00 to 04:00 UTC"></p><p>Services resume by themselves when the work is done. If the window changes, we will post it here.</p>',
})

/** Every article the handlers know, by id. */
export const MockArticles: NewsDetailWire[] = [
  MockArticle,
  detail(MockAnnouncements.en[1]!, {
    abstract: 'Toncoin can now be traded against USDT.',
    content:
      '<p>TON (Toncoin) is now listed against USDT on the spot market.</p><p>Find it under <a href="#/pages/market/market">Markets</a>.</p>',
  }),
  detail(MockAnnouncements.en[2]!, {
    abstract: 'Trade only with money you can afford to lose.',
    content:
      '<p>Prices of digital assets can rise or fall sharply within minutes.</p><ul><li>Only trade with money you can afford to lose.</li></ul>',
  }),
]

export const MockPopups: Record<MockLanguage, NewsDetailWire> = {
  en: {
    id: 19,
    c_id: 32,
    lang: 'en',
    title: 'Welcome to the sandbox',
    abstract: '',
    content:
      '<p>Everything here is a simulation: prices follow a seeded random walk, balances are not real money and no order reaches a real market.</p><p>Before you trade, read the <a href="#/pages/common/article?id=15">risk warning</a>.</p>',
    cover: '/content/popup/welcome.svg',
    thumbnail: '',
    views: 0,
    create_time: MOCK_NEWS_TIME,
    update_time: MOCK_NEWS_TIME,
    author: 'Sandbox Exchange',
    keyword: '',
    recommend: 0,
  },
  pt: {
    id: 18,
    c_id: 32,
    lang: 'pt',
    title: 'Boas-vindas ao sandbox',
    abstract: '',
    content:
      '<p>Tudo aqui é uma simulação: os preços seguem um passeio aleatório com semente fixa, os saldos não são dinheiro real e nenhuma ordem chega a um mercado real.</p><p>Antes de negociar, leia o <a href="#/pages/common/article?id=16">aviso de risco</a>.</p>',
    cover: '/content/popup/welcome.svg',
    thumbnail: '',
    views: 0,
    create_time: MOCK_NEWS_TIME,
    update_time: MOCK_NEWS_TIME,
    author: 'Sandbox Exchange',
    keyword: '',
    recommend: 0,
  },
}

const tile = (id: number, title: string, icon: string, url: string): MenuItemWire => ({
  id,
  title,
  icon,
  url,
  open_type: 'navigate',
  show: 1,
  sort: id,
})

/** The sandbox's sixteen tiles: two pages of eight. */
export const MockMenu: MenuItemWire[] = [
  tile(1, 'recharge', 'recharge.svg', '/pages/fund/select?url=receive'),
  tile(2, 'withdraw', 'withdraw.svg', '/pages/fund/select?url=withdraw'),
  tile(3, 'transfer', 'transfer.svg', '/pages/fund/transfer'),
  tile(4, 'quicklyBuyCoins', 'quick-buy.svg', '/pages/fund/select?url=receive'),
  tile(5, 'copytrade', 'copytrade.svg', '/pages/copytrade/copy'),
  tile(6, 'lockming', 'lockming.svg', '/pages/lockming/lockming'),
  tile(7, 'financial', 'financial.svg', '/pages/other/financial/index'),
  tile(8, 'ieo', 'ieo.svg', '/pages/ieo/ieo'),
  tile(9, 'otc', 'otc.svg', '/pages/otc/otc'),
  tile(10, 'borrowing', 'borrowing.svg', '/pages/common/borrowing'),
  tile(11, 'coupon', 'coupon.svg', '/pages/setting/coupon'),
  tile(12, 'game', 'game.svg', '/pages/game/game'),
  tile(13, 'chatroom', 'chatroom.svg', '/pages/kefu/index'),
  tile(14, 'defiMining', 'defi-mining.svg', '/pages/lockming/lockming?type=defi'),
  tile(15, 'cloudMining', 'cloud-mining.svg', '/pages/lockming/lockming?type=cloud'),
  tile(16, 'nft', 'nft.svg', '/pages/nft/nft'),
]
