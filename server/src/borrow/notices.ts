/**
 * What a borrower is told in the message centre when the loan desk approves or rejects the
 * application, and when the loan is closed by force (issue 18). The socket event `borrow_loan`
 * reaches an open app; these messages reach the borrower whenever they next look. Written in the
 * transaction that changes the loan, so a crash leaves both or neither.
 *
 * Texts by the platform's message language codes (message-seed.ts: en, pt, zh, hk, th, jp, kor,
 * fra, spa); a reader in another language reads English (repositories/message.ts).
 */
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { LoanNotices, LoanRow } from '../repositories/borrow'
import type { MessageText, NewMessage } from '../repositories/message'

const MY_LOANS = '#/pages/common/borrowing'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

interface Facts {
  id: number
  amount: string
  coin: string
  collateral: string
  pledge: string
  due: string
  reason: string
  sold: string
  returned: string
  price: string
}

interface Language {
  approvedTitle: (f: Facts) => string
  approved: (f: Facts) => string
  rejectedTitle: (f: Facts) => string
  rejected: (f: Facts) => string
  liquidatedTitle: (f: Facts) => string
  liquidated: (f: Facts) => string
  link: string
}

const languages: Record<string, Language> = {
  en: {
    approvedTitle: (f) => `Loan #${f.id} approved`,
    approved: (f) =>
      `${f.amount} ${f.coin} has been credited to your funds account. Your ${f.collateral} ${f.pledge} stays held as collateral until you repay. The loan is due on ${f.due} UTC.`,
    rejectedTitle: (f) => `Loan application #${f.id} not approved`,
    rejected: (f) =>
      `Your application for ${f.amount} ${f.coin} was not approved${f.reason ? `: ${f.reason}` : ''}. Your ${f.collateral} ${f.pledge} collateral is back in your funds account.`,
    liquidatedTitle: (f) => `Loan #${f.id} closed by force`,
    liquidated: (f) =>
      `The risk rate of your ${f.amount} ${f.coin} loan fell below 110 %. ${f.sold} ${f.pledge} of your collateral was sold at ${f.price} USDT to cover the debt, and ${f.returned} ${f.pledge} was returned to your funds account. You keep the borrowed coins and owe nothing more.`,
    link: 'My loans',
  },
  pt: {
    approvedTitle: (f) => `Empréstimo nº ${f.id} aprovado`,
    approved: (f) =>
      `${f.amount} ${f.coin} foram creditados na sua conta de fundos. Seus ${f.collateral} ${f.pledge} continuam retidos como garantia até o pagamento. O vencimento é em ${f.due} UTC.`,
    rejectedTitle: (f) => `Pedido de empréstimo nº ${f.id} não aprovado`,
    rejected: (f) =>
      `Seu pedido de ${f.amount} ${f.coin} não foi aprovado${f.reason ? `: ${f.reason}` : ''}. Sua garantia de ${f.collateral} ${f.pledge} voltou para a sua conta de fundos.`,
    liquidatedTitle: (f) => `Empréstimo nº ${f.id} liquidado à força`,
    liquidated: (f) =>
      `A taxa de risco do seu empréstimo de ${f.amount} ${f.coin} caiu abaixo de 110 %. ${f.sold} ${f.pledge} da sua garantia foram vendidos a ${f.price} USDT para cobrir a dívida e ${f.returned} ${f.pledge} voltaram para a sua conta de fundos. Você fica com as moedas emprestadas e não deve mais nada.`,
    link: 'Meus empréstimos',
  },
  zh: {
    approvedTitle: (f) => `借款 #${f.id} 已批准`,
    approved: (f) =>
      `${f.amount} ${f.coin} 已存入您的资金账户。您的 ${f.collateral} ${f.pledge} 将作为抵押物冻结至还款。到期时间为 ${f.due} UTC。`,
    rejectedTitle: (f) => `借款申请 #${f.id} 未获批准`,
    rejected: (f) =>
      `您申请的 ${f.amount} ${f.coin} 借款未获批准${f.reason ? `：${f.reason}` : ''}。您的 ${f.collateral} ${f.pledge} 抵押物已退回资金账户。`,
    liquidatedTitle: (f) => `借款 #${f.id} 已强制平仓`,
    liquidated: (f) =>
      `您的 ${f.amount} ${f.coin} 借款风险率低于 110%。已按 ${f.price} USDT 卖出 ${f.sold} ${f.pledge} 抵押物以偿还债务，剩余 ${f.returned} ${f.pledge} 已退回资金账户。借入的币归您所有，无需再还款。`,
    link: '我的借款',
  },
  hk: {
    approvedTitle: (f) => `借款 #${f.id} 已批准`,
    approved: (f) =>
      `${f.amount} ${f.coin} 已存入您的資金帳戶。您的 ${f.collateral} ${f.pledge} 將作為抵押品凍結至還款。到期時間為 ${f.due} UTC。`,
    rejectedTitle: (f) => `借款申請 #${f.id} 未獲批准`,
    rejected: (f) =>
      `您申請的 ${f.amount} ${f.coin} 借款未獲批准${f.reason ? `：${f.reason}` : ''}。您的 ${f.collateral} ${f.pledge} 抵押品已退回資金帳戶。`,
    liquidatedTitle: (f) => `借款 #${f.id} 已強制平倉`,
    liquidated: (f) =>
      `您的 ${f.amount} ${f.coin} 借款風險率低於 110%。已按 ${f.price} USDT 賣出 ${f.sold} ${f.pledge} 抵押品以償還債務，餘下 ${f.returned} ${f.pledge} 已退回資金帳戶。借入的幣歸您所有，無需再還款。`,
    link: '我的借款',
  },
  th: {
    approvedTitle: (f) => `อนุมัติเงินกู้ #${f.id} แล้ว`,
    approved: (f) =>
      `โอน ${f.amount} ${f.coin} เข้าบัญชีเงินทุนของคุณแล้ว ${f.collateral} ${f.pledge} ของคุณจะถูกกันไว้เป็นหลักประกันจนกว่าจะชำระคืน ครบกำหนดวันที่ ${f.due} UTC`,
    rejectedTitle: (f) => `ไม่อนุมัติคำขอกู้ #${f.id}`,
    rejected: (f) =>
      `คำขอกู้ ${f.amount} ${f.coin} ของคุณไม่ได้รับอนุมัติ${f.reason ? `: ${f.reason}` : ''} หลักประกัน ${f.collateral} ${f.pledge} ได้คืนเข้าบัญชีเงินทุนของคุณแล้ว`,
    liquidatedTitle: (f) => `เงินกู้ #${f.id} ถูกปิดบังคับ`,
    liquidated: (f) =>
      `อัตราความเสี่ยงของเงินกู้ ${f.amount} ${f.coin} ต่ำกว่า 110% จึงขายหลักประกัน ${f.sold} ${f.pledge} ที่ราคา ${f.price} USDT เพื่อชำระหนี้ และคืน ${f.returned} ${f.pledge} เข้าบัญชีเงินทุนของคุณ เหรียญที่กู้ยังเป็นของคุณและไม่มีหนี้คงค้าง`,
    link: 'เงินกู้ของฉัน',
  },
  jp: {
    approvedTitle: (f) => `借入 #${f.id} が承認されました`,
    approved: (f) =>
      `${f.amount} ${f.coin} を資金口座に入金しました。${f.collateral} ${f.pledge} は返済まで担保として拘束されます。返済期限は ${f.due} UTC です。`,
    rejectedTitle: (f) => `借入申請 #${f.id} は承認されませんでした`,
    rejected: (f) =>
      `${f.amount} ${f.coin} の借入申請は承認されませんでした${f.reason ? `：${f.reason}` : ''}。担保の ${f.collateral} ${f.pledge} は資金口座に戻りました。`,
    liquidatedTitle: (f) => `借入 #${f.id} は強制決済されました`,
    liquidated: (f) =>
      `${f.amount} ${f.coin} の借入のリスク率が 110% を下回りました。債務の返済のため担保 ${f.sold} ${f.pledge} を ${f.price} USDT で売却し、残りの ${f.returned} ${f.pledge} を資金口座に戻しました。借りたコインはそのままで、これ以上の返済は不要です。`,
    link: '借入一覧',
  },
  kor: {
    approvedTitle: (f) => `대출 #${f.id} 승인`,
    approved: (f) =>
      `${f.amount} ${f.coin}이(가) 자금 계정에 입금되었습니다. ${f.collateral} ${f.pledge}은(는) 상환할 때까지 담보로 보류됩니다. 만기는 ${f.due} UTC입니다.`,
    rejectedTitle: (f) => `대출 신청 #${f.id} 미승인`,
    rejected: (f) =>
      `${f.amount} ${f.coin} 대출 신청이 승인되지 않았습니다${f.reason ? `: ${f.reason}` : ''}. 담보 ${f.collateral} ${f.pledge}이(가) 자금 계정으로 반환되었습니다.`,
    liquidatedTitle: (f) => `대출 #${f.id} 강제 청산`,
    liquidated: (f) =>
      `${f.amount} ${f.coin} 대출의 위험률이 110% 아래로 떨어졌습니다. 부채를 갚기 위해 담보 ${f.sold} ${f.pledge}을(를) ${f.price} USDT에 매각했고, 남은 ${f.returned} ${f.pledge}은(는) 자금 계정으로 반환되었습니다. 빌린 코인은 그대로 보유하며 더 갚을 금액은 없습니다.`,
    link: '내 대출',
  },
  fra: {
    approvedTitle: (f) => `Prêt n° ${f.id} accordé`,
    approved: (f) =>
      `${f.amount} ${f.coin} ont été crédités sur votre compte de fonds. Vos ${f.collateral} ${f.pledge} restent bloqués en garantie jusqu’au remboursement. Échéance : ${f.due} UTC.`,
    rejectedTitle: (f) => `Demande de prêt n° ${f.id} refusée`,
    rejected: (f) =>
      `Votre demande de ${f.amount} ${f.coin} n’a pas été acceptée${f.reason ? ` : ${f.reason}` : ''}. Votre garantie de ${f.collateral} ${f.pledge} est revenue sur votre compte de fonds.`,
    liquidatedTitle: (f) => `Prêt n° ${f.id} clôturé d’office`,
    liquidated: (f) =>
      `Le taux de risque de votre prêt de ${f.amount} ${f.coin} est passé sous 110 %. ${f.sold} ${f.pledge} de votre garantie ont été vendus à ${f.price} USDT pour couvrir la dette, et ${f.returned} ${f.pledge} sont revenus sur votre compte de fonds. Vous gardez les fonds empruntés et ne devez plus rien.`,
    link: 'Mes prêts',
  },
  spa: {
    approvedTitle: (f) => `Préstamo n.º ${f.id} aprobado`,
    approved: (f) =>
      `Se abonaron ${f.amount} ${f.coin} en tu cuenta de fondos. Tus ${f.collateral} ${f.pledge} quedan retenidos como garantía hasta que devuelvas el préstamo. Vence el ${f.due} UTC.`,
    rejectedTitle: (f) => `Solicitud de préstamo n.º ${f.id} no aprobada`,
    rejected: (f) =>
      `Tu solicitud de ${f.amount} ${f.coin} no fue aprobada${f.reason ? `: ${f.reason}` : ''}. Tu garantía de ${f.collateral} ${f.pledge} volvió a tu cuenta de fondos.`,
    liquidatedTitle: (f) => `Préstamo n.º ${f.id} cerrado de forma forzosa`,
    liquidated: (f) =>
      `La tasa de riesgo de tu préstamo de ${f.amount} ${f.coin} bajó del 110 %. Se vendieron ${f.sold} ${f.pledge} de tu garantía a ${f.price} USDT para cubrir la deuda y ${f.returned} ${f.pledge} volvieron a tu cuenta de fondos. Conservas las monedas prestadas y no debes nada más.`,
    link: 'Mis préstamos',
  },
}

const factsOf = (r: LoanRow): Facts => ({
  id: r.id,
  amount: fromUnits(r.amount, r.currency_scale),
  coin: r.currency_name,
  collateral: fromUnits(r.collateral_amount, r.collateral_scale),
  pledge: r.collateral_name,
  due: r.due_at === null ? '' : new Date(r.due_at).toISOString().slice(0, 16).replace('T', ' '),
  reason: r.reason ?? '',
  sold: r.collateral_sold === null ? '0' : fromUnits(r.collateral_sold, r.collateral_scale),
  returned:
    r.collateral_returned === null ? '0' : fromUnits(r.collateral_returned, r.collateral_scale),
  price: r.close_collateral_price ?? '',
})

function message(
  r: LoanRow,
  at: number,
  title: (l: Language, f: Facts) => string,
  body: (l: Language, f: Facts) => string,
): NewMessage {
  const facts = factsOf(r)
  const html = { ...facts, reason: escapeHtml(facts.reason) }
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages))
    texts[code] = {
      title: title(l, facts),
      abstract: body(l, facts),
      content: `<p>${body(l, html)}</p><p><a href="${MY_LOANS}">${escapeHtml(l.link)}</a></p>`,
    }
  return { user_id: r.user_id, created_at: at, texts }
}

export const loanNotices: LoanNotices = {
  approved: (r, at) =>
    message(
      r,
      at,
      (l, f) => l.approvedTitle(f),
      (l, f) => l.approved(f),
    ),
  rejected: (r, at) =>
    message(
      r,
      at,
      (l, f) => l.rejectedTitle(f),
      (l, f) => l.rejected(f),
    ),
  liquidated: (r, at) =>
    message(
      r,
      at,
      (l, f) => l.liquidatedTitle(f),
      (l, f) => l.liquidated(f),
    ),
}
