/**
 * The message-centre notice of a quick buy credited (issue 18): the socket event
 * (`quick_buy_credited`) reaches an open app; this message reaches the user whenever they next
 * look. Written in the transaction that credits the USDT, so a crash leaves both or neither.
 * Texts by the platform's message language codes (en, pt, zh, hk, th, jp, kor, fra, spa); a
 * reader in another language reads English (repositories/message.ts).
 */
import type { MessageText, NewMessage } from '../repositories/message'

interface Facts {
  /** USDT credited, at its scale. */
  usdt: string
  /** Whole fiat paid, with its code ("100 USD"). */
  paid: string
  reference: string
}

const languages: Record<string, { title: (f: Facts) => string; body: (f: Facts) => string }> = {
  en: {
    title: (f) => `Quick buy credited: ${f.usdt} USDT`,
    body: (f) =>
      `Your transfer of ${f.paid} (reference ${f.reference}) was received. ${f.usdt} USDT has been credited to your funds account.`,
  },
  pt: {
    title: (f) => `Compra rápida creditada: ${f.usdt} USDT`,
    body: (f) =>
      `Sua transferência de ${f.paid} (referência ${f.reference}) foi recebida. ${f.usdt} USDT foram creditados na sua conta de fundos.`,
  },
  zh: {
    title: (f) => `快捷买币已到账：${f.usdt} USDT`,
    body: (f) =>
      `您的 ${f.paid} 转账（参考号 ${f.reference}）已收到，${f.usdt} USDT 已存入您的资金账户。`,
  },
  hk: {
    title: (f) => `快捷買幣已到賬：${f.usdt} USDT`,
    body: (f) =>
      `您的 ${f.paid} 轉賬（參考號 ${f.reference}）已收到，${f.usdt} USDT 已存入您的資金賬戶。`,
  },
  th: {
    title: (f) => `ซื้อด่วนเข้าบัญชีแล้ว: ${f.usdt} USDT`,
    body: (f) =>
      `ได้รับการโอนเงิน ${f.paid} ของคุณแล้ว (เลขอ้างอิง ${f.reference}) ${f.usdt} USDT ได้เข้าบัญชีเงินทุนของคุณแล้ว`,
  },
  jp: {
    title: (f) => `クイック購入の入金完了：${f.usdt} USDT`,
    body: (f) =>
      `${f.paid} のお振込み（参照番号 ${f.reference}）を確認しました。${f.usdt} USDT が資金口座に入金されました。`,
  },
  kor: {
    title: (f) => `빠른 구매 입금 완료: ${f.usdt} USDT`,
    body: (f) =>
      `${f.paid} 송금(참조 번호 ${f.reference})이 확인되었습니다. ${f.usdt} USDT가 자금 계정에 입금되었습니다.`,
  },
  fra: {
    title: (f) => `Achat rapide crédité : ${f.usdt} USDT`,
    body: (f) =>
      `Votre virement de ${f.paid} (référence ${f.reference}) a été reçu. ${f.usdt} USDT ont été crédités sur votre compte de fonds.`,
  },
  spa: {
    title: (f) => `Compra rápida acreditada: ${f.usdt} USDT`,
    body: (f) =>
      `Recibimos tu transferencia de ${f.paid} (referencia ${f.reference}). Se acreditaron ${f.usdt} USDT en tu cuenta de fondos.`,
  },
}

/** The owner's message once order `facts.reference` is credited. */
export function creditedNotice(userId: number, facts: Facts, now: number): NewMessage {
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages)) {
    // the facts are digits, codes and the reference's [0-9A-Z]: nothing to escape
    texts[code] = {
      title: l.title(facts),
      abstract: l.body(facts),
      content: `<p>${l.body(facts)}</p>`,
    }
  }
  return { user_id: userId, created_at: now, texts }
}
