/**
 * What a follower is told in the message centre (issue 15: "a copy that cannot be funded is
 * recorded with its reason and the follower is told"; "a trader who loses the flag has their
 * follows cancelled and followers told"). The socket events (`follow_copy`, `follow_cancelled`)
 * reach an open app; these messages reach the follower whenever they next look, so nothing is
 * missed while they are away. Written in the transaction that records the skip or the
 * cancellation, so a crash leaves both or neither.
 *
 * Texts by the platform's message language codes (message-seed.ts: en, pt, zh, hk, th, jp, kor,
 * fra, spa); a reader in another language reads English (repositories/message.ts).
 */
import type { CopySkipReason } from '../../../src/api/contract/follow-math'
import type { MessageText, NewMessage } from '../repositories/message'

const MY_COPY_TRADING = '#/pages/copytrade/my'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

interface SkipFacts {
  trader: string
  symbol: string
  long: boolean
  lots: number
  /** Margin + fee the copy needed, USDT. */
  cost: string
}

interface Language {
  skipTitle: (f: SkipFacts) => string
  skipped: (f: SkipFacts) => string
  reasons: Record<CopySkipReason, (f: SkipFacts) => string>
  revokedTitle: (trader: string) => string
  revoked: (trader: string) => string
  link: string
}

const languages: Record<string, Language> = {
  en: {
    skipTitle: (f) => `Copy skipped: ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} opened a ${f.long ? 'long' : 'short'} ${f.symbol} position. Your copy of ${f.lots} lots was not opened.`,
    reasons: {
      insufficientBalance: (f) =>
        `Your futures balance did not cover the ${f.cost} USDT (margin and fee) it needed.`,
      lotsOutOfRange: () => "The pair's lot limits do not allow that size.",
      pairClosed: () => 'The pair was closed for trading.',
    },
    revokedTitle: (t) => `${t} is no longer a trader`,
    revoked: (t) =>
      `${t} lost the trader flag, so your follow has ended. Copies still open stay open and close with the trader as before.`,
    link: 'My copy trading',
  },
  pt: {
    skipTitle: (f) => `Cópia não aberta: ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} abriu uma posição ${f.long ? 'comprada' : 'vendida'} em ${f.symbol}. Sua cópia de ${f.lots} lotes não foi aberta.`,
    reasons: {
      insufficientBalance: (f) =>
        `Seu saldo de futuros não cobria os ${f.cost} USDT (margem e taxa) necessários.`,
      lotsOutOfRange: () => 'Os limites de lotes do par não permitem esse tamanho.',
      pairClosed: () => 'O par estava fechado para negociação.',
    },
    revokedTitle: (t) => `${t} não é mais trader`,
    revoked: (t) =>
      `${t} perdeu o status de trader, então você deixou de segui-lo. As cópias abertas continuam abertas e fecham com o trader como antes.`,
    link: 'Meu copy trading',
  },
  zh: {
    skipTitle: (f) => `跟单未开仓：${f.symbol}`,
    skipped: (f) =>
      `${f.trader} 开了 ${f.symbol} ${f.long ? '多单' : '空单'}，您的 ${f.lots} 手跟单未开仓。`,
    reasons: {
      insufficientBalance: (f) => `您的合约余额不足以支付所需的 ${f.cost} USDT（保证金和手续费）。`,
      lotsOutOfRange: () => '该交易对的手数限制不允许此数量。',
      pairClosed: () => '该交易对已暂停交易。',
    },
    revokedTitle: (t) => `${t} 已不再是交易员`,
    revoked: (t) =>
      `${t} 已失去交易员资格，您的跟单已结束。仍持有的跟单仓位保持不变，并照常随交易员平仓。`,
    link: '我的跟单',
  },
  hk: {
    skipTitle: (f) => `跟單未開倉：${f.symbol}`,
    skipped: (f) =>
      `${f.trader} 開了 ${f.symbol} ${f.long ? '多單' : '空單'}，您的 ${f.lots} 手跟單未開倉。`,
    reasons: {
      insufficientBalance: (f) => `您的合約餘額不足以支付所需的 ${f.cost} USDT（保證金及手續費）。`,
      lotsOutOfRange: () => '該交易對的手數限制不允許此數量。',
      pairClosed: () => '該交易對已暫停交易。',
    },
    revokedTitle: (t) => `${t} 已不再是交易員`,
    revoked: (t) =>
      `${t} 已失去交易員資格，您的跟單已結束。仍持有的跟單倉位保持不變，並照常隨交易員平倉。`,
    link: '我的跟單',
  },
  th: {
    skipTitle: (f) => `ไม่ได้เปิดการคัดลอก: ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} เปิดสถานะ${f.long ? 'ลอง' : 'ชอร์ต'} ${f.symbol} แต่การคัดลอก ${f.lots} ล็อตของคุณไม่ได้เปิด`,
    reasons: {
      insufficientBalance: (f) =>
        `ยอดคงเหลือฟิวเจอร์สของคุณไม่พอสำหรับ ${f.cost} USDT (มาร์จิ้นและค่าธรรมเนียม) ที่ต้องใช้`,
      lotsOutOfRange: () => 'ขีดจำกัดล็อตของคู่นี้ไม่อนุญาตขนาดดังกล่าว',
      pairClosed: () => 'คู่นี้ปิดการซื้อขายอยู่',
    },
    revokedTitle: (t) => `${t} ไม่ได้เป็นเทรดเดอร์แล้ว`,
    revoked: (t) =>
      `${t} ถูกถอนสถานะเทรดเดอร์ การติดตามของคุณจึงสิ้นสุดลง สถานะที่คัดลอกไว้และยังเปิดอยู่จะยังคงเปิดและปิดพร้อมเทรดเดอร์เหมือนเดิม`,
    link: 'การคัดลอกเทรดของฉัน',
  },
  jp: {
    skipTitle: (f) => `コピーは見送られました：${f.symbol}`,
    skipped: (f) =>
      `${f.trader} が ${f.symbol} の${f.long ? 'ロング' : 'ショート'}ポジションを建てましたが、あなたの ${f.lots} ロットのコピーは建てられませんでした。`,
    reasons: {
      insufficientBalance: (f) =>
        `先物残高が必要な ${f.cost} USDT（証拠金と手数料）に足りませんでした。`,
      lotsOutOfRange: () => 'この銘柄のロット制限ではそのサイズは取引できません。',
      pairClosed: () => 'この銘柄は取引停止中でした。',
    },
    revokedTitle: (t) => `${t} はトレーダーではなくなりました`,
    revoked: (t) =>
      `${t} がトレーダー資格を失ったため、フォローは終了しました。保有中のコピーはそのまま残り、これまでどおりトレーダーと同時に決済されます。`,
    link: 'マイコピートレード',
  },
  kor: {
    skipTitle: (f) => `카피 미체결: ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} 님이 ${f.symbol} ${f.long ? '롱' : '숏'} 포지션을 열었지만, 회원님의 ${f.lots}랏 카피는 열리지 않았습니다.`,
    reasons: {
      insufficientBalance: (f) =>
        `선물 잔액이 필요한 ${f.cost} USDT(증거금과 수수료)를 충당하지 못했습니다.`,
      lotsOutOfRange: () => '해당 페어의 랏 한도가 그 수량을 허용하지 않습니다.',
      pairClosed: () => '해당 페어의 거래가 중단된 상태였습니다.',
    },
    revokedTitle: (t) => `${t} 님은 더 이상 트레이더가 아닙니다`,
    revoked: (t) =>
      `${t} 님이 트레이더 자격을 잃어 팔로우가 종료되었습니다. 열려 있는 카피 포지션은 그대로 유지되며 이전처럼 트레이더와 함께 청산됩니다.`,
    link: '내 카피 트레이딩',
  },
  fra: {
    skipTitle: (f) => `Copie non ouverte : ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} a ouvert une position ${f.long ? 'longue' : 'courte'} sur ${f.symbol}. Votre copie de ${f.lots} lots n’a pas été ouverte.`,
    reasons: {
      insufficientBalance: (f) =>
        `Votre solde futures ne couvrait pas les ${f.cost} USDT (marge et frais) nécessaires.`,
      lotsOutOfRange: () => 'Les limites de lots de la paire n’autorisent pas cette taille.',
      pairClosed: () => 'La paire était fermée à la négociation.',
    },
    revokedTitle: (t) => `${t} n’est plus trader`,
    revoked: (t) =>
      `${t} a perdu le statut de trader : votre suivi a pris fin. Les copies encore ouvertes le restent et se ferment avec le trader comme avant.`,
    link: 'Mon copy trading',
  },
  spa: {
    skipTitle: (f) => `Copia no abierta: ${f.symbol}`,
    skipped: (f) =>
      `${f.trader} abrió una posición ${f.long ? 'larga' : 'corta'} en ${f.symbol}. Tu copia de ${f.lots} lotes no se abrió.`,
    reasons: {
      insufficientBalance: (f) =>
        `Tu saldo de futuros no cubría los ${f.cost} USDT (margen y comisión) necesarios.`,
      lotsOutOfRange: () => 'Los límites de lotes del par no permiten ese tamaño.',
      pairClosed: () => 'El par estaba cerrado a la negociación.',
    },
    revokedTitle: (t) => `${t} ya no es trader`,
    revoked: (t) =>
      `${t} perdió la condición de trader, así que tu seguimiento terminó. Las copias abiertas siguen abiertas y se cierran con el trader como antes.`,
    link: 'Mi copy trading',
  },
}

const message = (
  userId: number,
  now: number,
  text: (l: Language, html: boolean) => { title: string; body: string },
): NewMessage => {
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages)) {
    const plain = text(l, false)
    const html = text(l, true)
    texts[code] = {
      title: plain.title,
      abstract: plain.body,
      content: `<p>${html.body}</p><p><a href="${MY_COPY_TRADING}">${escapeHtml(l.link)}</a></p>`,
    }
  }
  return { user_id: userId, created_at: now, texts }
}

/** The follower's message for a copy that was not opened. */
export function skipNotice(
  userId: number,
  facts: SkipFacts & { reason: CopySkipReason },
  now: number,
): NewMessage {
  return message(userId, now, (l, html) => {
    const f = html ? { ...facts, trader: escapeHtml(facts.trader) } : facts
    return {
      title: l.skipTitle(facts),
      body: `${l.skipped(f)} ${l.reasons[facts.reason](f)}`,
    }
  })
}

/** The follower's message when the trader lost the flag and the follow ended. */
export function revokedNotice(userId: number, trader: string, now: number): NewMessage {
  return message(userId, now, (l, html) => ({
    title: l.revokedTitle(trader),
    body: l.revoked(html ? escapeHtml(trader) : trader),
  }))
}
