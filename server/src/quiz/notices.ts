/**
 * What a bettor is told in the message centre when a bet settles (issue 19): written in the
 * transaction that settles it (repositories/quiz.ts `settle`), so a crash leaves both or neither.
 * The socket event `quiz_settled` reaches an open app; this reaches the bettor whenever they next
 * look. Texts by the platform's message language codes (en, pt, zh, hk, th, jp, kor, fra, spa);
 * a reader in another language reads English (repositories/message.ts).
 */
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { NewMessage, MessageText } from '../repositories/message'
import type { QuizBetRow } from '../repositories/quiz'

const MY_BETS = '#/pages/other/game/game?tab=mine'

interface Facts {
  symbol: string
  /** "above 30000.00", "at or below 30000.00", "between … and …" in the language. */
  pick: string
  amount: string
  payout: string
  currency: string
  price: string | null
  /** The resolution time, `YYYY-MM-DD HH:mm:ss UTC`. */
  time: string
}

interface Language {
  above: (v: string) => string
  atOrBelow: (v: string) => string
  between: (lo: string, hi: string) => string
  title: Record<'won' | 'missed' | 'refunded', (f: Facts) => string>
  body: Record<'won' | 'missed' | 'refunded', (f: Facts) => string>
  link: string
}

const languages: Record<string, Language> = {
  en: {
    above: (v) => `above ${v}`,
    atOrBelow: (v) => `at or below ${v}`,
    between: (lo, hi) => `above ${lo} and at most ${hi}`,
    title: {
      won: (f) => `Quiz won: ${f.symbol}`,
      missed: (f) => `Quiz missed: ${f.symbol}`,
      refunded: (f) => `Quiz stake refunded: ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} was ${f.price} at ${f.time}. You picked ${f.pick} with ${f.amount} ${f.currency}: ${f.payout} ${f.currency} has been paid to your funds account.`,
      missed: (f) =>
        `${f.symbol} was ${f.price} at ${f.time}. You picked ${f.pick} with ${f.amount} ${f.currency}; that outcome did not win.`,
      refunded: (f) =>
        `Nobody picked the winning outcome of ${f.symbol} at ${f.time}, or no price could be read, so your ${f.amount} ${f.currency} has been refunded in full.`,
    },
    link: 'My bets',
  },
  pt: {
    above: (v) => `acima de ${v}`,
    atOrBelow: (v) => `igual ou abaixo de ${v}`,
    between: (lo, hi) => `acima de ${lo} e no máximo ${hi}`,
    title: {
      won: (f) => `Você acertou: ${f.symbol}`,
      missed: (f) => `Você errou: ${f.symbol}`,
      refunded: (f) => `Aposta reembolsada: ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} estava em ${f.price} às ${f.time}. Você escolheu ${f.pick} com ${f.amount} ${f.currency}: ${f.payout} ${f.currency} foram pagos na sua conta de fundos.`,
      missed: (f) =>
        `${f.symbol} estava em ${f.price} às ${f.time}. Você escolheu ${f.pick} com ${f.amount} ${f.currency}; esse resultado não venceu.`,
      refunded: (f) =>
        `Ninguém escolheu o resultado vencedor de ${f.symbol} às ${f.time}, ou não foi possível ler o preço; seus ${f.amount} ${f.currency} foram reembolsados integralmente.`,
    },
    link: 'Minhas apostas',
  },
  zh: {
    above: (v) => `高于 ${v}`,
    atOrBelow: (v) => `不高于 ${v}`,
    between: (lo, hi) => `高于 ${lo} 且不高于 ${hi}`,
    title: {
      won: (f) => `竞猜猜中：${f.symbol}`,
      missed: (f) => `竞猜未中：${f.symbol}`,
      refunded: (f) => `竞猜投注已退还：${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} 在 ${f.time} 的价格为 ${f.price}。您以 ${f.amount} ${f.currency} 选择了"${f.pick}"：${f.payout} ${f.currency} 已发放到您的资金账户。`,
      missed: (f) =>
        `${f.symbol} 在 ${f.time} 的价格为 ${f.price}。您以 ${f.amount} ${f.currency} 选择了"${f.pick}"，该选项未猜中。`,
      refunded: (f) =>
        `${f.symbol} 在 ${f.time} 的获胜选项无人选择，或无法读取价格，您的 ${f.amount} ${f.currency} 已全额退还。`,
    },
    link: '我的投注',
  },
  hk: {
    above: (v) => `高於 ${v}`,
    atOrBelow: (v) => `不高於 ${v}`,
    between: (lo, hi) => `高於 ${lo} 且不高於 ${hi}`,
    title: {
      won: (f) => `競猜猜中：${f.symbol}`,
      missed: (f) => `競猜未中：${f.symbol}`,
      refunded: (f) => `競猜投注已退還：${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} 於 ${f.time} 的價格為 ${f.price}。您以 ${f.amount} ${f.currency} 選擇了「${f.pick}」：${f.payout} ${f.currency} 已發放到您的資金賬戶。`,
      missed: (f) =>
        `${f.symbol} 於 ${f.time} 的價格為 ${f.price}。您以 ${f.amount} ${f.currency} 選擇了「${f.pick}」，該選項未猜中。`,
      refunded: (f) =>
        `${f.symbol} 於 ${f.time} 的勝出選項無人選擇，或無法讀取價格，您的 ${f.amount} ${f.currency} 已全數退還。`,
    },
    link: '我的投注',
  },
  th: {
    above: (v) => `สูงกว่า ${v}`,
    atOrBelow: (v) => `ไม่เกิน ${v}`,
    between: (lo, hi) => `สูงกว่า ${lo} และไม่เกิน ${hi}`,
    title: {
      won: (f) => `ทายถูก: ${f.symbol}`,
      missed: (f) => `ทายผิด: ${f.symbol}`,
      refunded: (f) => `คืนเงินเดิมพัน: ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} อยู่ที่ ${f.price} เมื่อ ${f.time} คุณเลือก "${f.pick}" ด้วย ${f.amount} ${f.currency}: จ่าย ${f.payout} ${f.currency} เข้าบัญชีเงินทุนของคุณแล้ว`,
      missed: (f) =>
        `${f.symbol} อยู่ที่ ${f.price} เมื่อ ${f.time} คุณเลือก "${f.pick}" ด้วย ${f.amount} ${f.currency} ตัวเลือกนั้นไม่ชนะ`,
      refunded: (f) =>
        `ไม่มีใครเลือกตัวเลือกที่ชนะของ ${f.symbol} เมื่อ ${f.time} หรืออ่านราคาไม่ได้ จึงคืนเงิน ${f.amount} ${f.currency} ของคุณเต็มจำนวน`,
    },
    link: 'การเดิมพันของฉัน',
  },
  jp: {
    above: (v) => `${v} より上`,
    atOrBelow: (v) => `${v} 以下`,
    between: (lo, hi) => `${lo} より上かつ ${hi} 以下`,
    title: {
      won: (f) => `クイズ的中：${f.symbol}`,
      missed: (f) => `クイズはずれ：${f.symbol}`,
      refunded: (f) => `クイズのベット返金：${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.time} の ${f.symbol} は ${f.price} でした。${f.amount} ${f.currency} で「${f.pick}」を選び、${f.payout} ${f.currency} が資金口座に支払われました。`,
      missed: (f) =>
        `${f.time} の ${f.symbol} は ${f.price} でした。${f.amount} ${f.currency} で「${f.pick}」を選びましたが、その選択肢は当たりませんでした。`,
      refunded: (f) =>
        `${f.time} の ${f.symbol} の当たり選択肢を選んだ人がいない、または価格を読み取れなかったため、${f.amount} ${f.currency} を全額返金しました。`,
    },
    link: 'マイベット',
  },
  kor: {
    above: (v) => `${v} 초과`,
    atOrBelow: (v) => `${v} 이하`,
    between: (lo, hi) => `${lo} 초과 ${hi} 이하`,
    title: {
      won: (f) => `퀴즈 적중: ${f.symbol}`,
      missed: (f) => `퀴즈 미적중: ${f.symbol}`,
      refunded: (f) => `퀴즈 베팅 환불: ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.time} ${f.symbol} 가격은 ${f.price}였습니다. ${f.amount} ${f.currency}로 "${f.pick}"을(를) 선택하셨고, ${f.payout} ${f.currency}가 자금 계정으로 지급되었습니다.`,
      missed: (f) =>
        `${f.time} ${f.symbol} 가격은 ${f.price}였습니다. ${f.amount} ${f.currency}로 "${f.pick}"을(를) 선택하셨지만 해당 선택지는 적중하지 않았습니다.`,
      refunded: (f) =>
        `${f.time} ${f.symbol}의 당첨 선택지를 고른 사람이 없거나 가격을 읽을 수 없어 ${f.amount} ${f.currency}를 전액 환불했습니다.`,
    },
    link: '내 베팅',
  },
  fra: {
    above: (v) => `au-dessus de ${v}`,
    atOrBelow: (v) => `à ${v} ou en dessous`,
    between: (lo, hi) => `au-dessus de ${lo} et au plus ${hi}`,
    title: {
      won: (f) => `Quiz gagné : ${f.symbol}`,
      missed: (f) => `Quiz perdu : ${f.symbol}`,
      refunded: (f) => `Mise du quiz remboursée : ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} valait ${f.price} à ${f.time}. Vous avez choisi « ${f.pick} » avec ${f.amount} ${f.currency} : ${f.payout} ${f.currency} ont été versés sur votre compte de fonds.`,
      missed: (f) =>
        `${f.symbol} valait ${f.price} à ${f.time}. Vous avez choisi « ${f.pick} » avec ${f.amount} ${f.currency} ; ce résultat n’a pas gagné.`,
      refunded: (f) =>
        `Personne n’a choisi le résultat gagnant de ${f.symbol} à ${f.time}, ou aucun prix n’a pu être lu : vos ${f.amount} ${f.currency} ont été remboursés en totalité.`,
    },
    link: 'Mes mises',
  },
  spa: {
    above: (v) => `por encima de ${v}`,
    atOrBelow: (v) => `en ${v} o por debajo`,
    between: (lo, hi) => `por encima de ${lo} y como máximo ${hi}`,
    title: {
      won: (f) => `Quiz acertado: ${f.symbol}`,
      missed: (f) => `Quiz fallado: ${f.symbol}`,
      refunded: (f) => `Apuesta del quiz reembolsada: ${f.symbol}`,
    },
    body: {
      won: (f) =>
        `${f.symbol} estaba en ${f.price} a las ${f.time}. Elegiste «${f.pick}» con ${f.amount} ${f.currency}: se pagaron ${f.payout} ${f.currency} a tu cuenta de fondos.`,
      missed: (f) =>
        `${f.symbol} estaba en ${f.price} a las ${f.time}. Elegiste «${f.pick}» con ${f.amount} ${f.currency}; ese resultado no ganó.`,
      refunded: (f) =>
        `Nadie eligió el resultado ganador de ${f.symbol} a las ${f.time}, o no se pudo leer el precio: tus ${f.amount} ${f.currency} se reembolsaron por completo.`,
    },
    link: 'Mis apuestas',
  },
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`

/** The message-centre notice for one settled bet. */
export function settledNotice(bet: QuizBetRow, now: number): NewMessage {
  const outcome = bet.status === 1 ? 'won' : bet.status === 3 ? 'refunded' : 'missed'
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages)) {
    const pick =
      bet.lower === null
        ? l.atOrBelow(bet.upper!)
        : bet.upper === null
          ? l.above(bet.lower)
          : l.between(bet.lower, bet.upper)
    const facts: Facts = {
      symbol: bet.symbol,
      pick,
      amount: fromUnits(bet.amount, bet.decimal_scale),
      payout: fromUnits(bet.payout ?? 0n, bet.decimal_scale),
      currency: bet.currency_name,
      price: bet.resolve_price,
      time: utc(bet.resolve_tick),
    }
    const body = l.body[outcome](facts)
    texts[code] = {
      title: l.title[outcome](facts),
      abstract: body,
      content: `<p>${body}</p><p><a href="${MY_BETS}">${l.link}</a></p>`,
    }
  }
  return { user_id: bet.user_id, created_at: now, texts }
}
