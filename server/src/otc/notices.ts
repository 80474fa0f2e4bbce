/**
 * What a user is told in the message centre when someone else moves their OTC order (issue 18):
 * the merchant (paid, released, cancelled), a reviewer (an appeal decided) or the payment window
 * (the timeout job). The `otc_order` socket event reaches an open app; these messages reach the
 * user whenever they next look. Written in the transaction of the change (repositories/otc.ts),
 * so a crash leaves both or neither.
 *
 * Texts by the platform's message language codes (message-seed.ts: en, pt, zh, hk, th, jp, kor,
 * fra, spa); a reader in another language reads English (repositories/message.ts).
 */
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { MessageText, NewMessage } from '../repositories/message'
import type { OtcActor, OtcOrderRow } from '../repositories/otc'

const OTC_PAGE = '#/pages/otc/otc'

export type OtcNoticeKind =
  | 'merchantPaid'
  | 'merchantReleased'
  | 'merchantCancelled'
  | 'appealReleased'
  | 'appealReturned'
  | 'timeout'

interface Facts {
  id: number
  amount: string
  coin: string
  total: string
  fiat: string
}

type Texts = Record<OtcNoticeKind, { title: (f: Facts) => string; body: (f: Facts) => string }>

const languages: Record<string, Texts & { link: string }> = {
  en: {
    merchantPaid: {
      title: (f) => `OTC order #${f.id}: the merchant has paid`,
      body: (f) =>
        `The merchant says they sent ${f.total} ${f.fiat}. Check your account and, once it has arrived, confirm receipt to release ${f.amount} ${f.coin}.`,
    },
    merchantReleased: {
      title: (f) => `OTC order #${f.id} completed`,
      body: (f) =>
        `The merchant confirmed your payment: ${f.amount} ${f.coin} are in your funds account.`,
    },
    merchantCancelled: {
      title: (f) => `OTC order #${f.id} cancelled by the merchant`,
      body: (f) =>
        `The merchant cancelled before paying. Your ${f.amount} ${f.coin} held for the order are available again.`,
    },
    appealReleased: {
      title: (f) => `OTC order #${f.id}: appeal decided`,
      body: (f) => `After review, the ${f.amount} ${f.coin} held for the order went to the buyer.`,
    },
    appealReturned: {
      title: (f) => `OTC order #${f.id}: appeal decided`,
      body: (f) =>
        `After review, the order was cancelled and the ${f.amount} ${f.coin} held for it went back to the seller.`,
    },
    timeout: {
      title: (f) => `OTC order #${f.id} cancelled: time to pay ran out`,
      body: (f) =>
        `The payment window passed without payment, so the order was cancelled and the ${f.amount} ${f.coin} held for it went back to the seller.`,
    },
    link: 'OTC',
  },
  pt: {
    merchantPaid: {
      title: (f) => `Ordem OTC nº ${f.id}: o comerciante pagou`,
      body: (f) =>
        `O comerciante informa que enviou ${f.total} ${f.fiat}. Confira sua conta e, quando o valor chegar, confirme o recebimento para liberar ${f.amount} ${f.coin}.`,
    },
    merchantReleased: {
      title: (f) => `Ordem OTC nº ${f.id} concluída`,
      body: (f) =>
        `O comerciante confirmou seu pagamento: ${f.amount} ${f.coin} estão na sua conta de fundos.`,
    },
    merchantCancelled: {
      title: (f) => `Ordem OTC nº ${f.id} cancelada pelo comerciante`,
      body: (f) =>
        `O comerciante cancelou antes de pagar. Seus ${f.amount} ${f.coin} retidos para a ordem estão disponíveis novamente.`,
    },
    appealReleased: {
      title: (f) => `Ordem OTC nº ${f.id}: recurso decidido`,
      body: (f) =>
        `Após análise, os ${f.amount} ${f.coin} retidos para a ordem foram ao comprador.`,
    },
    appealReturned: {
      title: (f) => `Ordem OTC nº ${f.id}: recurso decidido`,
      body: (f) =>
        `Após análise, a ordem foi cancelada e os ${f.amount} ${f.coin} retidos voltaram ao vendedor.`,
    },
    timeout: {
      title: (f) => `Ordem OTC nº ${f.id} cancelada: o prazo de pagamento acabou`,
      body: (f) =>
        `O prazo de pagamento passou sem pagamento, então a ordem foi cancelada e os ${f.amount} ${f.coin} retidos voltaram ao vendedor.`,
    },
    link: 'OTC',
  },
  zh: {
    merchantPaid: {
      title: (f) => `OTC 订单 #${f.id}：商家已付款`,
      body: (f) =>
        `商家表示已转出 ${f.total} ${f.fiat}。请核对您的账户，到账后确认收款以放行 ${f.amount} ${f.coin}。`,
    },
    merchantReleased: {
      title: (f) => `OTC 订单 #${f.id} 已完成`,
      body: (f) => `商家已确认您的付款：${f.amount} ${f.coin} 已存入您的资金账户。`,
    },
    merchantCancelled: {
      title: (f) => `OTC 订单 #${f.id} 已被商家取消`,
      body: (f) => `商家在付款前取消了订单。为该订单冻结的 ${f.amount} ${f.coin} 已恢复可用。`,
    },
    appealReleased: {
      title: (f) => `OTC 订单 #${f.id}：申诉已处理`,
      body: (f) => `经审核，为该订单冻结的 ${f.amount} ${f.coin} 已放行给买方。`,
    },
    appealReturned: {
      title: (f) => `OTC 订单 #${f.id}：申诉已处理`,
      body: (f) => `经审核，订单已取消，冻结的 ${f.amount} ${f.coin} 已退回卖方。`,
    },
    timeout: {
      title: (f) => `OTC 订单 #${f.id} 已取消：付款超时`,
      body: (f) => `付款期限内未付款，订单已取消，冻结的 ${f.amount} ${f.coin} 已退回卖方。`,
    },
    link: 'OTC',
  },
  hk: {
    merchantPaid: {
      title: (f) => `OTC 訂單 #${f.id}：商家已付款`,
      body: (f) =>
        `商家表示已轉出 ${f.total} ${f.fiat}。請核對您的賬戶，到賬後確認收款以放行 ${f.amount} ${f.coin}。`,
    },
    merchantReleased: {
      title: (f) => `OTC 訂單 #${f.id} 已完成`,
      body: (f) => `商家已確認您的付款：${f.amount} ${f.coin} 已存入您的資金賬戶。`,
    },
    merchantCancelled: {
      title: (f) => `OTC 訂單 #${f.id} 已被商家取消`,
      body: (f) => `商家在付款前取消了訂單。為該訂單凍結的 ${f.amount} ${f.coin} 已恢復可用。`,
    },
    appealReleased: {
      title: (f) => `OTC 訂單 #${f.id}：申訴已處理`,
      body: (f) => `經審核，為該訂單凍結的 ${f.amount} ${f.coin} 已放行給買方。`,
    },
    appealReturned: {
      title: (f) => `OTC 訂單 #${f.id}：申訴已處理`,
      body: (f) => `經審核，訂單已取消，凍結的 ${f.amount} ${f.coin} 已退回賣方。`,
    },
    timeout: {
      title: (f) => `OTC 訂單 #${f.id} 已取消：付款逾時`,
      body: (f) => `付款期限內未付款，訂單已取消，凍結的 ${f.amount} ${f.coin} 已退回賣方。`,
    },
    link: 'OTC',
  },
  th: {
    merchantPaid: {
      title: (f) => `คำสั่ง OTC #${f.id}: ผู้ค้าชำระเงินแล้ว`,
      body: (f) =>
        `ผู้ค้าแจ้งว่าได้โอน ${f.total} ${f.fiat} แล้ว โปรดตรวจสอบบัญชีของคุณ เมื่อเงินเข้าแล้วให้ยืนยันการรับเงินเพื่อปล่อย ${f.amount} ${f.coin}`,
    },
    merchantReleased: {
      title: (f) => `คำสั่ง OTC #${f.id} เสร็จสมบูรณ์`,
      body: (f) => `ผู้ค้ายืนยันการชำระเงินของคุณแล้ว: ${f.amount} ${f.coin} อยู่ในบัญชีเงินทุนของคุณ`,
    },
    merchantCancelled: {
      title: (f) => `คำสั่ง OTC #${f.id} ถูกผู้ค้ายกเลิก`,
      body: (f) => `ผู้ค้ายกเลิกก่อนชำระเงิน ${f.amount} ${f.coin} ที่กันไว้สำหรับคำสั่งนี้กลับมาใช้ได้แล้ว`,
    },
    appealReleased: {
      title: (f) => `คำสั่ง OTC #${f.id}: ตัดสินการอุทธรณ์แล้ว`,
      body: (f) => `หลังการตรวจสอบ ${f.amount} ${f.coin} ที่กันไว้ได้ปล่อยให้ผู้ซื้อแล้ว`,
    },
    appealReturned: {
      title: (f) => `คำสั่ง OTC #${f.id}: ตัดสินการอุทธรณ์แล้ว`,
      body: (f) => `หลังการตรวจสอบ คำสั่งถูกยกเลิกและ ${f.amount} ${f.coin} ที่กันไว้ได้คืนให้ผู้ขายแล้ว`,
    },
    timeout: {
      title: (f) => `คำสั่ง OTC #${f.id} ถูกยกเลิก: หมดเวลาชำระเงิน`,
      body: (f) =>
        `ไม่มีการชำระเงินภายในเวลาที่กำหนด คำสั่งจึงถูกยกเลิกและ ${f.amount} ${f.coin} ที่กันไว้ได้คืนให้ผู้ขายแล้ว`,
    },
    link: 'OTC',
  },
  jp: {
    merchantPaid: {
      title: (f) => `OTC注文 #${f.id}：加盟店が支払いました`,
      body: (f) =>
        `加盟店は ${f.total} ${f.fiat} を送金したとしています。口座を確認し、着金したら受領を確認して ${f.amount} ${f.coin} を解放してください。`,
    },
    merchantReleased: {
      title: (f) => `OTC注文 #${f.id} が完了しました`,
      body: (f) =>
        `加盟店があなたの支払いを確認しました：${f.amount} ${f.coin} が資金口座に入金されています。`,
    },
    merchantCancelled: {
      title: (f) => `OTC注文 #${f.id} は加盟店によりキャンセルされました`,
      body: (f) =>
        `加盟店が支払い前にキャンセルしました。注文のために保留されていた ${f.amount} ${f.coin} は再び利用できます。`,
    },
    appealReleased: {
      title: (f) => `OTC注文 #${f.id}：申し立ての結果`,
      body: (f) => `審査の結果、保留されていた ${f.amount} ${f.coin} は買い手に渡されました。`,
    },
    appealReturned: {
      title: (f) => `OTC注文 #${f.id}：申し立ての結果`,
      body: (f) =>
        `審査の結果、注文はキャンセルされ、保留されていた ${f.amount} ${f.coin} は売り手に戻されました。`,
    },
    timeout: {
      title: (f) => `OTC注文 #${f.id} はキャンセルされました：支払い期限切れ`,
      body: (f) =>
        `支払い期限内に支払いがなかったため注文はキャンセルされ、保留されていた ${f.amount} ${f.coin} は売り手に戻されました。`,
    },
    link: 'OTC',
  },
  kor: {
    merchantPaid: {
      title: (f) => `OTC 주문 #${f.id}: 판매자가 결제했습니다`,
      body: (f) =>
        `판매자가 ${f.total} ${f.fiat}를 보냈다고 합니다. 계좌를 확인하고 입금되면 수령을 확인해 ${f.amount} ${f.coin}를 지급하세요.`,
    },
    merchantReleased: {
      title: (f) => `OTC 주문 #${f.id} 완료`,
      body: (f) =>
        `판매자가 결제를 확인했습니다: ${f.amount} ${f.coin}가 자금 계정에 입금되었습니다.`,
    },
    merchantCancelled: {
      title: (f) => `OTC 주문 #${f.id}가 판매자에 의해 취소되었습니다`,
      body: (f) =>
        `판매자가 결제 전에 취소했습니다. 주문을 위해 보류된 ${f.amount} ${f.coin}를 다시 사용할 수 있습니다.`,
    },
    appealReleased: {
      title: (f) => `OTC 주문 #${f.id}: 이의 제기 결과`,
      body: (f) => `검토 결과 보류된 ${f.amount} ${f.coin}가 구매자에게 지급되었습니다.`,
    },
    appealReturned: {
      title: (f) => `OTC 주문 #${f.id}: 이의 제기 결과`,
      body: (f) =>
        `검토 결과 주문이 취소되었고 보류된 ${f.amount} ${f.coin}는 판매자에게 반환되었습니다.`,
    },
    timeout: {
      title: (f) => `OTC 주문 #${f.id} 취소: 결제 시간 초과`,
      body: (f) =>
        `결제 기한 내에 결제되지 않아 주문이 취소되었고 보류된 ${f.amount} ${f.coin}는 판매자에게 반환되었습니다.`,
    },
    link: 'OTC',
  },
  fra: {
    merchantPaid: {
      title: (f) => `Ordre OTC n° ${f.id} : le marchand a payé`,
      body: (f) =>
        `Le marchand indique avoir envoyé ${f.total} ${f.fiat}. Vérifiez votre compte puis, une fois le virement reçu, confirmez la réception pour libérer ${f.amount} ${f.coin}.`,
    },
    merchantReleased: {
      title: (f) => `Ordre OTC n° ${f.id} terminé`,
      body: (f) =>
        `Le marchand a confirmé votre paiement : ${f.amount} ${f.coin} sont sur votre compte de fonds.`,
    },
    merchantCancelled: {
      title: (f) => `Ordre OTC n° ${f.id} annulé par le marchand`,
      body: (f) =>
        `Le marchand a annulé avant de payer. Vos ${f.amount} ${f.coin} bloqués pour l’ordre sont de nouveau disponibles.`,
    },
    appealReleased: {
      title: (f) => `Ordre OTC n° ${f.id} : litige tranché`,
      body: (f) => `Après examen, les ${f.amount} ${f.coin} bloqués ont été remis à l’acheteur.`,
    },
    appealReturned: {
      title: (f) => `Ordre OTC n° ${f.id} : litige tranché`,
      body: (f) =>
        `Après examen, l’ordre a été annulé et les ${f.amount} ${f.coin} bloqués sont revenus au vendeur.`,
    },
    timeout: {
      title: (f) => `Ordre OTC n° ${f.id} annulé : délai de paiement écoulé`,
      body: (f) =>
        `Le délai de paiement est passé sans paiement : l’ordre a été annulé et les ${f.amount} ${f.coin} bloqués sont revenus au vendeur.`,
    },
    link: 'OTC',
  },
  spa: {
    merchantPaid: {
      title: (f) => `Orden OTC n.º ${f.id}: el comerciante pagó`,
      body: (f) =>
        `El comerciante indica que envió ${f.total} ${f.fiat}. Revisa tu cuenta y, cuando llegue, confirma la recepción para liberar ${f.amount} ${f.coin}.`,
    },
    merchantReleased: {
      title: (f) => `Orden OTC n.º ${f.id} completada`,
      body: (f) =>
        `El comerciante confirmó tu pago: ${f.amount} ${f.coin} están en tu cuenta de fondos.`,
    },
    merchantCancelled: {
      title: (f) => `Orden OTC n.º ${f.id} cancelada por el comerciante`,
      body: (f) =>
        `El comerciante canceló antes de pagar. Tus ${f.amount} ${f.coin} retenidos para la orden vuelven a estar disponibles.`,
    },
    appealReleased: {
      title: (f) => `Orden OTC n.º ${f.id}: reclamación resuelta`,
      body: (f) => `Tras la revisión, los ${f.amount} ${f.coin} retenidos pasaron al comprador.`,
    },
    appealReturned: {
      title: (f) => `Orden OTC n.º ${f.id}: reclamación resuelta`,
      body: (f) =>
        `Tras la revisión, la orden se canceló y los ${f.amount} ${f.coin} retenidos volvieron al vendedor.`,
    },
    timeout: {
      title: (f) => `Orden OTC n.º ${f.id} cancelada: se agotó el plazo de pago`,
      body: (f) =>
        `El plazo de pago pasó sin pago, así que la orden se canceló y los ${f.amount} ${f.coin} retenidos volvieron al vendedor.`,
    },
    link: 'OTC',
  },
}

/** Which notice a change made by `actor` leaves. */
export function otcNoticeKind(order: OtcOrderRow, actor: Exclude<OtcActor, 'user'>): OtcNoticeKind {
  if (actor === 'timeout') return 'timeout'
  if (actor === 'reviewer') return order.status === 1 ? 'appealReleased' : 'appealReturned'
  if (order.status === 3) return 'merchantPaid'
  return order.status === 1 ? 'merchantReleased' : 'merchantCancelled'
}

/** The user's message-centre notice of a change someone else made to their order. */
export function otcNotice(
  order: OtcOrderRow,
  actor: Exclude<OtcActor, 'user'>,
  now: number,
): NewMessage {
  const kind = otcNoticeKind(order, actor)
  const facts: Facts = {
    id: order.id,
    amount: fromUnits(BigInt(order.amount_units), order.decimal_scale),
    coin: order.currency_name,
    total: order.total,
    fiat: order.fiat,
  }
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages)) {
    const body = l[kind].body(facts)
    texts[code] = {
      title: l[kind].title(facts),
      abstract: body,
      content: `<p>${body}</p><p><a href="${OTC_PAGE}">${l.link}</a></p>`,
    }
  }
  return { user_id: order.user_id, created_at: now, texts }
}
