/**
 * Wire-shaped information pages (contract/info-pages.ts) in en and pt, for MSW handlers, stories
 * and unit tests: shorter cousins of what the sandbox seeds, in the same HTML shapes.
 */
import type { NewsDetailWire } from './content'
import {
  infoPages,
  traderAgreementPage,
  type InfoPageKey,
  type TraderAgreementVersion,
} from './info-pages'

export type MockInfoLanguage = 'en' | 'pt'

const PUBLISHED = 1735722000 // 2025-01-01 09:00 UTC

const ids: Record<InfoPageKey, number> = { about: 901, faq: 902, contact: 903, compliance: 904 }

const page = (
  key: InfoPageKey,
  lang: MockInfoLanguage,
  title: string,
  content: string,
): NewsDetailWire => ({
  id: ids[key] + (lang === 'pt' ? 10 : 0),
  c_id: infoPages[key].category,
  lang,
  title,
  abstract: '',
  content,
  cover: '',
  thumbnail: '',
  views: 0,
  create_time: PUBLISHED,
  update_time: PUBLISHED,
  author: 'Sandbox Exchange',
  keyword: '',
  recommend: 0,
})

const qa = (items: Array<[string, string]>) =>
  items.map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join('')

export const MockSupportEmail = 'support@sandbox.test'

export const MockInfoPages: Record<InfoPageKey, Record<MockInfoLanguage, NewsDetailWire>> = {
  about: {
    en: page(
      'about',
      'en',
      'About us',
      '<p>Sandbox Exchange is a practice platform for digital-asset trading. It works like a real exchange app, but no real money is involved.</p><h3>What is simulated</h3><ul><li>Prices come from a simulated market, not from a real exchange.</li><li>Balances, orders and positions exist only in this sandbox.</li><li>Fees, limits and formulas are shown before you confirm.</li></ul>',
    ),
    pt: page(
      'about',
      'pt',
      'Sobre nós',
      '<p>A Sandbox Exchange é uma plataforma de prática para negociação de ativos digitais. Funciona como o app de uma corretora real, mas sem dinheiro real.</p><h3>O que é simulado</h3><ul><li>Os preços vêm de um mercado simulado, não de uma corretora real.</li><li>Saldos, ordens e posições existem apenas neste sandbox.</li><li>Taxas, limites e fórmulas são mostrados antes de você confirmar.</li></ul>',
    ),
  },
  faq: {
    en: page(
      'faq',
      'en',
      'Frequently asked questions',
      qa([
        [
          'Is the money on this platform real?',
          'No. Balances, deposits and trades are sandbox records, and no order reaches a real market.',
        ],
        [
          'How do I verify my identity?',
          'Open Settings, then Identity verification. Bind your e-mail and phone first.',
        ],
        [
          'What is my VIP level?',
          'A level from 0 to 2 that the platform gives your account. It cannot be bought.',
        ],
      ]),
    ),
    pt: page(
      'faq',
      'pt',
      'Perguntas frequentes',
      qa([
        [
          'O dinheiro nesta plataforma é real?',
          'Não. Saldos, depósitos e negociações são registros do sandbox, e nenhuma ordem chega a um mercado real.',
        ],
        [
          'Como verifico minha identidade?',
          'Abra Configurações e depois Verificação de identidade. Vincule antes seu e-mail e telefone.',
        ],
        [
          'O que é o meu nível VIP?',
          'Um nível de 0 a 2 que a plataforma atribui à sua conta. Ele não pode ser comprado.',
        ],
      ]),
    ),
  },
  contact: {
    en: page(
      'contact',
      'en',
      'Contact us',
      `<p>Questions about your account? Write to us and include your UID.</p><h3>E-mail</h3><p><a href="mailto:${MockSupportEmail}">${MockSupportEmail}</a></p><p>We aim to reply within two working days.</p>`,
    ),
    pt: page(
      'contact',
      'pt',
      'Fale conosco',
      `<p>Dúvidas sobre sua conta? Escreva para nós e informe seu UID.</p><h3>E-mail</h3><p><a href="mailto:${MockSupportEmail}">${MockSupportEmail}</a></p><p>Procuramos responder em até dois dias úteis.</p>`,
    ),
  },
  compliance: {
    en: page(
      'compliance',
      'en',
      'Operational compliance',
      '<p>How this platform is run.</p><h3>Simulation only</h3><p>Sandbox Exchange is a test environment. It holds no customer funds and gives no investment advice.</p><h3>Fair dealing</h3><p>Prices come from one simulation that is the same for every user, and every fee is shown before you confirm.</p>',
    ),
    pt: page(
      'compliance',
      'pt',
      'Conformidade operacional',
      '<p>Como esta plataforma é operada.</p><h3>Apenas simulação</h3><p>A Sandbox Exchange é um ambiente de testes. Não guarda fundos de clientes e não dá recomendações de investimento.</p><h3>Tratamento justo</h3><p>Os preços vêm de uma única simulação, igual para todos, e toda taxa é mostrada antes de você confirmar.</p>',
    ),
  },
}

const section = (heading: string, text: string) => `<h3>${heading}</h3><p>${text}</p>`

/** The trader agreement's two versions (trader_agreement): shorter cousins of migration 016's. */
export const MockTraderAgreement: Record<TraderAgreementVersion, NewsDetailWire> = {
  en: {
    ...page('compliance', 'en', 'Trader agreement', ''),
    id: 951,
    c_id: traderAgreementPage.category,
    content:
      '<p>This agreement applies to every user who holds the trader flag. By applying to become a trader you accept it.</p>' +
      section(
        '1. Your positions are copied',
        'Each follower\u2019s copy opens and closes automatically with your position, at your prices.',
      ) +
      section(
        '2. No guarantee of profit',
        'You must never promise or suggest a profit, a return or a win rate.',
      ) +
      section(
        '3. Public statistics',
        'Your statistics are computed by the platform from your real positions and are public.',
      ),
  },
  zh: {
    ...page('compliance', 'en', '交易员协议', ''),
    id: 952,
    lang: 'zh',
    c_id: traderAgreementPage.category,
    content:
      '<p>本协议适用于拥有交易员身份的所有用户。申请成为交易员即表示您接受本协议。</p>' +
      section('一、您的仓位会被复制', '跟随者的复制仓位会按您的价格随您的仓位自动开平。') +
      section('二、不保证盈利', '您不得承诺或暗示盈利、收益率或胜率。') +
      section('三、统计数据公开', '您的统计数据由平台根据您的真实仓位计算并公开。'),
  },
}
