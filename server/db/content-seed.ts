/**
 * Reference content of schema v3, inserted by the migration (db/migrations/003-content.sql) so an
 * upgraded database gets it too: home banners and announcements in en and pt (zh has its own
 * announcements; every other language falls back to en), the home pop-up in all nine languages,
 * and the home tiles. Images are the app's own SVGs under public/content/.
 *
 * Tiles (spec §2 "Home tiles", api-reference §3.5): each `url` is the spec route the tile opens.
 * Deposit and quick buy both open the deposit picker, as in the original client; DeFi and cloud
 * mining open the lock-mining list on their product type. `mining` (the original's duplicate of
 * locked mining) is kept hidden (`show` 0).
 */
import type Database from 'better-sqlite3'
import { NewsCategory } from '../../src/api/contract/content'
import { contentRepository, type NewMenuItem, type NewNews } from '../src/repositories/content'

const at = (day: number, hour = 9) => Date.UTC(2025, 0, day, hour)

type Text = { title: string; abstract: string; content: string }
type Localised = Partial<Record<'en' | 'pt' | 'zh', Text>>

/* ---- banners (c_id 5) ---- */

const banners: Array<{ cover: string; sorts: number; day: number; text: Localised }> = [
  {
    cover: '/content/banners/markets.svg',
    sorts: 4,
    day: 2,
    text: {
      en: {
        title: 'Live prices for 25 coins',
        abstract: 'Quotes, K-lines and depth for every pair against USDT.',
        content:
          '<p>Follow 25 coins against USDT with live quotes, K-line charts from one minute to one year, and the order book around the price.</p><p>Add the pairs you watch to your favourites to find them first.</p>',
      },
      pt: {
        title: 'Preços ao vivo de 25 moedas',
        abstract: 'Cotações, gráficos K-line e profundidade de cada par contra USDT.',
        content:
          '<p>Acompanhe 25 moedas contra USDT com cotações ao vivo, gráficos K-line de um minuto a um ano e o livro de ofertas em torno do preço.</p><p>Adicione os pares que você acompanha aos favoritos para encontrá-los primeiro.</p>',
      },
    },
  },
  {
    cover: '/content/banners/copy-trading.svg',
    sorts: 3,
    day: 3,
    text: {
      en: {
        title: 'Copy trading: follow traders you trust',
        abstract: 'See each trader’s record before you follow.',
        content:
          '<p>Every trader shows their rate of return, accuracy and number of profitable orders, computed from their real orders.</p><p>Choose a fixed multiple or fixed lots, and stop following whenever you like.</p>',
      },
      pt: {
        title: 'Copy trading: siga traders de confiança',
        abstract: 'Veja o histórico de cada trader antes de seguir.',
        content:
          '<p>Cada trader mostra a taxa de retorno, a precisão e o número de ordens lucrativas, calculados a partir das ordens reais dele.</p><p>Escolha um múltiplo fixo ou lotes fixos e pare de seguir quando quiser.</p>',
      },
    },
  },
  {
    cover: '/content/banners/lock-mining.svg',
    sorts: 2,
    day: 4,
    text: {
      en: {
        title: 'Lock mining: the daily yield, up front',
        abstract: 'Yield, lock period and early-redemption penalty before you commit.',
        content:
          '<p>Each lock-mining product states its daily yield, lock period and minimum amount. At maturity the principal returns to your funds account automatically.</p><p>Redeeming early costs a penalty, shown to you before you confirm.</p>',
      },
      pt: {
        title: 'Lock mining: o rendimento diário à vista',
        abstract: 'Rendimento, prazo e multa de resgate antecipado antes de confirmar.',
        content:
          '<p>Cada produto de lock mining informa o rendimento diário, o prazo de bloqueio e o valor mínimo. No vencimento, o principal volta automaticamente para a sua conta de fundos.</p><p>O resgate antecipado tem uma multa, mostrada antes de você confirmar.</p>',
      },
    },
  },
  {
    cover: '/content/banners/verification.svg',
    sorts: 1,
    day: 5,
    text: {
      en: {
        title: 'Verify your identity to raise your limits',
        abstract: 'Basic and advanced verification.',
        content:
          '<p><strong>Basic (Lv1):</strong> withdraw up to 200 BTC in 24 hours and trade up to 2,000 USDT per fiat trade.</p><p><strong>Advanced (Lv2):</strong> withdraw up to 500 BTC in 24 hours and trade up to 1,000,000 USDT per fiat trade.</p>',
      },
      pt: {
        title: 'Verifique sua identidade para aumentar seus limites',
        abstract: 'Verificação básica e avançada.',
        content:
          '<p><strong>Básica (Lv1):</strong> saque até 200 BTC em 24 horas e negocie até 2.000 USDT por operação em moeda fiduciária.</p><p><strong>Avançada (Lv2):</strong> saque até 500 BTC em 24 horas e negocie até 1.000.000 USDT por operação em moeda fiduciária.</p>',
      },
    },
  },
]

/* ---- announcements (c_id 4) ---- */

const announcements: Array<{ key: string; sorts: number; day: number; text: Localised }> = [
  {
    key: 'maintenance',
    sorts: 1,
    day: 12,
    text: {
      en: {
        title: 'Scheduled maintenance on 15 January, 02:00–04:00 UTC',
        abstract: 'Deposits, withdrawals and transfers pause for two hours.',
        content:
          '<p>To upgrade our wallet services, the platform will be under maintenance on <strong>15 January 2025 from 02:00 to 04:00 UTC</strong>.</p><h3>During the maintenance</h3><ul><li>Deposits, withdrawals and transfers are paused.</li><li>Open orders and positions stay as they are; no order is cancelled.</li><li>Market data keeps updating.</li></ul><p><img src="/content/articles/maintenance.svg" alt="Maintenance window from 02:00 to 04:00 UTC"></p><p>Services resume by themselves when the work is done. If the window changes, we will post it here.</p>',
      },
      pt: {
        title: 'Manutenção programada em 15 de janeiro, 02:00–04:00 UTC',
        abstract: 'Depósitos, saques e transferências ficam suspensos por duas horas.',
        content:
          '<p>Para atualizar nossos serviços de carteira, a plataforma ficará em manutenção em <strong>15 de janeiro de 2025, das 02:00 às 04:00 UTC</strong>.</p><h3>Durante a manutenção</h3><ul><li>Depósitos, saques e transferências ficam suspensos.</li><li>Ordens e posições abertas permanecem como estão; nenhuma ordem é cancelada.</li><li>Os dados de mercado continuam sendo atualizados.</li></ul><p><img src="/content/articles/maintenance.svg" alt="Janela de manutenção das 02:00 às 04:00 UTC"></p><p>Os serviços voltam sozinhos quando o trabalho terminar. Se o horário mudar, publicaremos aqui.</p>',
      },
      zh: {
        title: '1月15日 02:00–04:00（UTC）系统维护公告',
        abstract: '维护期间暂停充值、提现和划转两小时。',
        content:
          '<p>为升级钱包服务，平台将于 <strong>2025年1月15日 02:00 至 04:00（UTC）</strong> 进行维护。</p><h3>维护期间</h3><ul><li>暂停充值、提现和划转。</li><li>当前委托和持仓保持不变，不会撤销任何订单。</li><li>行情数据照常更新。</li></ul><p><img src="/content/articles/maintenance.svg" alt="维护时段 02:00 至 04:00 UTC"></p><p>维护完成后服务自动恢复。如时间有变，我们将在此另行公告。</p>',
      },
    },
  },
  {
    key: 'listing',
    sorts: 0,
    day: 10,
    text: {
      en: {
        title: 'New listing: TON/USDT spot trading is open',
        abstract: 'Toncoin can now be traded against USDT.',
        content:
          '<p>TON (Toncoin) is now listed against USDT on the spot market.</p><ul><li>Pair: <strong>TON/USDT</strong></li><li>Price precision: 3 decimals</li><li>Trading opened: 10 January 2025, 08:00 UTC</li></ul><p>Find it under <a href="#/pages/market/market">Markets</a>. Deposits and withdrawals of TON are not supported yet.</p>',
      },
      pt: {
        title: 'Nova listagem: negociação spot de TON/USDT aberta',
        abstract: 'A Toncoin já pode ser negociada contra USDT.',
        content:
          '<p>A TON (Toncoin) agora está listada contra USDT no mercado spot.</p><ul><li>Par: <strong>TON/USDT</strong></li><li>Precisão de preço: 3 casas decimais</li><li>Abertura da negociação: 10 de janeiro de 2025, 08:00 UTC</li></ul><p>Encontre-a em <a href="#/pages/market/market">Mercados</a>. Depósitos e saques de TON ainda não são suportados.</p>',
      },
      zh: {
        title: '新币上线：TON/USDT 现货交易已开放',
        abstract: 'Toncoin 现已支持 USDT 交易对。',
        content:
          '<p>TON（Toncoin）现已在现货市场上线 USDT 交易对。</p><ul><li>交易对：<strong>TON/USDT</strong></li><li>价格精度：3 位小数</li><li>开放交易：2025年1月10日 08:00（UTC）</li></ul><p>可在<a href="#/pages/market/market">行情</a>中找到。TON 暂不支持充值和提现。</p>',
      },
    },
  },
  {
    key: 'risk',
    sorts: 0,
    day: 6,
    text: {
      en: {
        title: 'Risk warning: digital assets are highly volatile',
        abstract: 'Trade only with money you can afford to lose.',
        content:
          '<p>Prices of digital assets can rise or fall sharply within minutes. With contracts and options you can lose your whole margin in a short time.</p><ul><li>Only trade with money you can afford to lose.</li><li>Read how fees, overnight fees and liquidation work before you open a position.</li><li>No one can guarantee returns. We never ask for your password or verification codes.</li></ul>',
      },
      pt: {
        title: 'Aviso de risco: ativos digitais são muito voláteis',
        abstract: 'Negocie apenas com dinheiro que você pode perder.',
        content:
          '<p>Os preços de ativos digitais podem subir ou cair bruscamente em minutos. Com contratos e opções, você pode perder toda a margem em pouco tempo.</p><ul><li>Negocie apenas com dinheiro que você pode perder.</li><li>Entenda como funcionam as taxas, as taxas overnight e a liquidação antes de abrir uma posição.</li><li>Ninguém pode garantir retornos. Nunca pedimos sua senha nem códigos de verificação.</li></ul>',
      },
      zh: {
        title: '风险提示：数字资产价格波动剧烈',
        abstract: '请仅使用可承受损失的资金进行交易。',
        content:
          '<p>数字资产价格可能在几分钟内大幅涨跌。合约和期权交易可能在短时间内损失全部保证金。</p><ul><li>请仅使用可承受损失的资金进行交易。</li><li>开仓前请了解手续费、隔夜费和强平规则。</li><li>任何人都无法保证收益。我们绝不会索要您的密码或验证码。</li></ul>',
      },
    },
  },
]

/* ---- the home pop-up (c_id 32), one per language; it links to the risk warning ---- */

const popups: Record<string, { title: string; content: string }> = {
  pt: {
    title: 'Boas-vindas ao sandbox',
    content:
      '<p>Tudo aqui é uma simulação: os preços seguem um passeio aleatório com semente fixa, os saldos não são dinheiro real e nenhuma ordem chega a um mercado real.</p><p>Antes de negociar, leia o <a href="#/pages/common/article?id={{risk}}">aviso de risco</a>.</p>',
  },
  en: {
    title: 'Welcome to the sandbox',
    content:
      '<p>Everything here is a simulation: prices follow a seeded random walk, balances are not real money and no order reaches a real market.</p><p>Before you trade, read the <a href="#/pages/common/article?id={{risk}}">risk warning</a>.</p>',
  },
  zh: {
    title: '欢迎来到沙盒环境',
    content:
      '<p>这里的一切都是模拟：价格按固定种子的随机游走生成，余额不是真实资金，任何订单都不会进入真实市场。</p><p>交易前请阅读<a href="#/pages/common/article?id={{risk}}">风险提示</a>。</p>',
  },
  hk: {
    title: '歡迎來到沙盒環境',
    content:
      '<p>這裡的一切都是模擬：價格按固定種子的隨機漫步產生，餘額不是真實資金，任何訂單都不會進入真實市場。</p><p>交易前請閱讀<a href="#/pages/common/article?id={{risk}}">風險提示</a>。</p>',
  },
  th: {
    title: 'ยินดีต้อนรับสู่แซนด์บ็อกซ์',
    content:
      '<p>ทุกอย่างที่นี่เป็นการจำลอง: ราคาเป็นการสุ่มแบบมีค่าเริ่มต้นคงที่ ยอดเงินไม่ใช่เงินจริง และไม่มีคำสั่งซื้อขายใดไปถึงตลาดจริง</p><p>ก่อนซื้อขาย โปรดอ่าน<a href="#/pages/common/article?id={{risk}}">คำเตือนความเสี่ยง</a></p>',
  },
  jp: {
    title: 'サンドボックスへようこそ',
    content:
      '<p>ここにあるものはすべてシミュレーションです。価格は固定シードのランダムウォークで生成され、残高は実際のお金ではなく、注文が実際の市場に届くことはありません。</p><p>取引の前に<a href="#/pages/common/article?id={{risk}}">リスク警告</a>をお読みください。</p>',
  },
  kor: {
    title: '샌드박스에 오신 것을 환영합니다',
    content:
      '<p>여기의 모든 것은 시뮬레이션입니다. 가격은 고정 시드의 랜덤 워크를 따르고, 잔액은 실제 돈이 아니며, 어떤 주문도 실제 시장에 전달되지 않습니다.</p><p>거래하기 전에 <a href="#/pages/common/article?id={{risk}}">위험 경고</a>를 읽어 주세요.</p>',
  },
  fra: {
    title: 'Bienvenue dans le bac à sable',
    content:
      '<p>Tout ici est une simulation : les prix suivent une marche aléatoire à graine fixe, les soldes ne sont pas de l’argent réel et aucun ordre n’atteint un marché réel.</p><p>Avant de trader, lisez l’<a href="#/pages/common/article?id={{risk}}">avertissement sur les risques</a>.</p>',
  },
  spa: {
    title: 'Bienvenido al sandbox',
    content:
      '<p>Todo aquí es una simulación: los precios siguen un paseo aleatorio con semilla fija, los saldos no son dinero real y ninguna orden llega a un mercado real.</p><p>Antes de operar, lee el <a href="#/pages/common/article?id={{risk}}">aviso de riesgo</a>.</p>',
  },
}

/* ---- home tiles ---- */

// prettier-ignore
export const seedMenu: NewMenuItem[] = [
  { id: 1, title: 'recharge', icon: 'recharge.svg', url: '/pages/fund/select?url=receive', sort: 1 },
  { id: 2, title: 'withdraw', icon: 'withdraw.svg', url: '/pages/fund/select?url=withdraw', sort: 2 },
  { id: 3, title: 'transfer', icon: 'transfer.svg', url: '/pages/fund/transfer', sort: 3 },
  { id: 4, title: 'quicklyBuyCoins', icon: 'quick-buy.svg', url: '/pages/fund/select?url=receive', sort: 4 },
  { id: 5, title: 'copytrade', icon: 'copytrade.svg', url: '/pages/copytrade/copy', sort: 5 },
  { id: 6, title: 'lockming', icon: 'lockming.svg', url: '/pages/lockming/lockming', sort: 6 },
  { id: 7, title: 'financial', icon: 'financial.svg', url: '/pages/other/financial/index', sort: 7 },
  { id: 8, title: 'ieo', icon: 'ieo.svg', url: '/pages/ieo/ieo', sort: 8 },
  { id: 9, title: 'otc', icon: 'otc.svg', url: '/pages/otc/otc', sort: 9 },
  { id: 10, title: 'borrowing', icon: 'borrowing.svg', url: '/pages/common/borrowing', sort: 10 },
  { id: 11, title: 'coupon', icon: 'coupon.svg', url: '/pages/setting/coupon', sort: 11 },
  { id: 12, title: 'game', icon: 'game.svg', url: '/pages/game/game', sort: 12 },
  { id: 13, title: 'chatroom', icon: 'chatroom.svg', url: '/pages/kefu/index', sort: 13 },
  { id: 14, title: 'defiMining', icon: 'defi-mining.svg', url: '/pages/lockming/lockming?type=defi', sort: 14 },
  { id: 15, title: 'cloudMining', icon: 'cloud-mining.svg', url: '/pages/lockming/lockming?type=cloud', sort: 15 },
  { id: 16, title: 'nft', icon: 'nft.svg', url: '/pages/nft/nft', sort: 16 },
  { id: 17, title: 'mining', icon: 'lockming.svg', url: '/pages/lockming/welcome', sort: 17, show: 0 },
]

/** Every seeded news row, in insertion order (ids follow it, from 1). */
export function seedNewsRows(): NewNews[] {
  const rows: NewNews[] = []
  const add = (row: NewNews) => rows.push(row)
  for (const b of banners) {
    for (const [lang, text] of Object.entries(b.text)) {
      add({
        c_id: NewsCategory.banner,
        lang,
        ...text,
        cover: b.cover,
        sorts: b.sorts,
        created_at: at(b.day),
      })
    }
  }
  const riskIds: Record<string, number> = {}
  for (const a of announcements) {
    for (const [lang, text] of Object.entries(a.text)) {
      add({ c_id: NewsCategory.announcement, lang, ...text, sorts: a.sorts, created_at: at(a.day) })
      if (a.key === 'risk') riskIds[lang] = rows.length
    }
  }
  for (const [lang, popup] of Object.entries(popups)) {
    const risk = riskIds[lang] ?? riskIds.en!
    add({
      c_id: NewsCategory.popup,
      lang,
      title: popup.title,
      content: popup.content.replace('{{risk}}', String(risk)),
      cover: '/content/popup/welcome.svg',
      created_at: at(14),
    })
  }
  return rows.map((row) => ({ author: 'Sandbox Exchange', ...row }))
}

export function seedContent(db: Database.Database): void {
  const content = contentRepository(db)
  for (const row of seedNewsRows()) content.insertNews(row)
  for (const item of seedMenu) content.insertMenuItem(item)
}
