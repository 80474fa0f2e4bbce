/**
 * What NFT auction users are told in the message centre (issue 17: "reminders in the message
 * centre and the deposit's fate spelled out"): outbid; won, with the deadline and what happens
 * to the deposit; the reminder 2 h before the deadline; paid (deposit returned); forfeited (the
 * winner) and the forfeited deposit received (the seller); deposit returned at the close (every
 * other bidder); a round that closed without a bid (the owner). The socket events reach an open
 * app; these reach the user whenever they next look. Written in the transaction that makes the
 * change, so a crash leaves both or neither.
 *
 * Texts by the platform's message language codes (as follow/notices.ts: en, pt, zh, hk, th, jp,
 * kor, fra, spa); times in UTC (`YYYY-MM-DD HH:MM UTC`), the same in every language.
 */
import type { MessageText, NewMessage } from '../repositories/message'

const MY_NFT_ORDERS = '#/pages/nft/myNft'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** `YYYY-MM-DD HH:MM UTC`. */
export const utcMinute = (ms: number) =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`

export interface AuctionFacts {
  /** The NFT's name. */
  name: string
  /** A price with its currency, e.g. "120.5 USDT". */
  price: string
  /** The deposit with its currency. */
  deposit: string
  /** The payment deadline, utcMinute. */
  deadline: string
}

type Text = (f: AuctionFacts) => { title: string; body: string }

interface Language {
  outbid: Text
  won: Text
  reminder: Text
  paid: Text
  forfeited: Text
  forfeitReceived: Text
  returned: Text
  unsold: Text
  link: string
}

const languages: Record<string, Language> = {
  en: {
    outbid: (f) => ({
      title: `Outbid: ${f.name}`,
      body: `Someone bid ${f.price} on ${f.name}. You can bid again until the auction ends; your deposit stays held until then and is returned if you do not win.`,
    }),
    won: (f) => ({
      title: `You won ${f.name}`,
      body: `Your bid of ${f.price} won. Pay by ${f.deadline}: your ${f.deposit} deposit is returned when you pay, and forfeited if the deadline passes unpaid.`,
    }),
    reminder: (f) => ({
      title: `Pay for ${f.name} by ${f.deadline}`,
      body: `Your winning bid of ${f.price} is still unpaid. Pay by ${f.deadline} or your ${f.deposit} deposit is forfeited and the NFT goes back to its owner.`,
    }),
    paid: (f) => ({
      title: `${f.name} is yours`,
      body: `You paid ${f.price}. Your ${f.deposit} deposit has been returned to your funds account.`,
    }),
    forfeited: (f) => ({
      title: `Deposit forfeited: ${f.name}`,
      body: `The payment deadline (${f.deadline}) passed without payment, so your ${f.deposit} deposit was forfeited to the seller and the NFT went back to its owner.`,
    }),
    forfeitReceived: (f) => ({
      title: `Unpaid auction: ${f.name}`,
      body: `The winner did not pay by ${f.deadline}. ${f.name} is yours again, unlisted, and their ${f.deposit} deposit has been credited to your funds account.`,
    }),
    returned: (f) => ({
      title: `Deposit returned: ${f.name}`,
      body: `The auction of ${f.name} ended at ${f.price} and you did not win. Your ${f.deposit} deposit has been returned to your funds account.`,
    }),
    unsold: (f) => ({
      title: `No bids: ${f.name}`,
      body: `The auction of ${f.name} ended without a bid. The NFT stays yours, unlisted; you can list it again.`,
    }),
    link: 'My NFTs',
  },
  pt: {
    outbid: (f) => ({
      title: `Lance superado: ${f.name}`,
      body: `Alguém deu um lance de ${f.price} em ${f.name}. Você pode dar um novo lance até o fim do leilão; seu depósito fica retido até lá e é devolvido se você não vencer.`,
    }),
    won: (f) => ({
      title: `Você venceu: ${f.name}`,
      body: `Seu lance de ${f.price} venceu. Pague até ${f.deadline}: seu depósito de ${f.deposit} é devolvido quando você pagar e perdido se o prazo passar sem pagamento.`,
    }),
    reminder: (f) => ({
      title: `Pague ${f.name} até ${f.deadline}`,
      body: `Seu lance vencedor de ${f.price} ainda não foi pago. Pague até ${f.deadline} ou seu depósito de ${f.deposit} será perdido e o NFT voltará ao dono.`,
    }),
    paid: (f) => ({
      title: `${f.name} é seu`,
      body: `Você pagou ${f.price}. Seu depósito de ${f.deposit} foi devolvido à sua conta de fundos.`,
    }),
    forfeited: (f) => ({
      title: `Depósito perdido: ${f.name}`,
      body: `O prazo de pagamento (${f.deadline}) passou sem pagamento: seu depósito de ${f.deposit} foi para o vendedor e o NFT voltou ao dono.`,
    }),
    forfeitReceived: (f) => ({
      title: `Leilão não pago: ${f.name}`,
      body: `O vencedor não pagou até ${f.deadline}. ${f.name} voltou a ser seu, fora de venda, e o depósito de ${f.deposit} dele foi creditado na sua conta de fundos.`,
    }),
    returned: (f) => ({
      title: `Depósito devolvido: ${f.name}`,
      body: `O leilão de ${f.name} terminou em ${f.price} e você não venceu. Seu depósito de ${f.deposit} foi devolvido à sua conta de fundos.`,
    }),
    unsold: (f) => ({
      title: `Sem lances: ${f.name}`,
      body: `O leilão de ${f.name} terminou sem lances. O NFT continua seu, fora de venda; você pode anunciá-lo de novo.`,
    }),
    link: 'Meus NFTs',
  },
  zh: {
    outbid: (f) => ({
      title: `出价被超越：${f.name}`,
      body: `有人对 ${f.name} 出价 ${f.price}。拍卖结束前您可以再次出价；保证金在此之前保持冻结，若未中拍将退还。`,
    }),
    won: (f) => ({
      title: `您已中拍：${f.name}`,
      body: `您的 ${f.price} 出价中拍。请于 ${f.deadline} 前付款：付款后退还 ${f.deposit} 保证金，逾期未付则保证金被没收。`,
    }),
    reminder: (f) => ({
      title: `请于 ${f.deadline} 前支付 ${f.name}`,
      body: `您 ${f.price} 的中拍出价尚未付款。请于 ${f.deadline} 前付款，否则 ${f.deposit} 保证金将被没收，NFT 退回原主人。`,
    }),
    paid: (f) => ({
      title: `${f.name} 已归您所有`,
      body: `您已支付 ${f.price}。${f.deposit} 保证金已退回您的资金账户。`,
    }),
    forfeited: (f) => ({
      title: `保证金已没收：${f.name}`,
      body: `付款期限（${f.deadline}）已过且未付款，您的 ${f.deposit} 保证金已归卖家，NFT 已退回原主人。`,
    }),
    forfeitReceived: (f) => ({
      title: `拍卖未付款：${f.name}`,
      body: `中拍者未在 ${f.deadline} 前付款。${f.name} 已退回给您（未上架），其 ${f.deposit} 保证金已计入您的资金账户。`,
    }),
    returned: (f) => ({
      title: `保证金已退还：${f.name}`,
      body: `${f.name} 的拍卖以 ${f.price} 结束，您未中拍。${f.deposit} 保证金已退回您的资金账户。`,
    }),
    unsold: (f) => ({
      title: `无人出价：${f.name}`,
      body: `${f.name} 的拍卖结束时无人出价。NFT 仍归您所有（未上架），您可以重新上架。`,
    }),
    link: '我的 NFT',
  },
  hk: {
    outbid: (f) => ({
      title: `出價被超越：${f.name}`,
      body: `有人對 ${f.name} 出價 ${f.price}。拍賣結束前您可以再次出價；保證金在此之前保持凍結，若未得標將退還。`,
    }),
    won: (f) => ({
      title: `您已得標：${f.name}`,
      body: `您的 ${f.price} 出價得標。請於 ${f.deadline} 前付款：付款後退還 ${f.deposit} 保證金，逾期未付則保證金被沒收。`,
    }),
    reminder: (f) => ({
      title: `請於 ${f.deadline} 前支付 ${f.name}`,
      body: `您 ${f.price} 的得標出價尚未付款。請於 ${f.deadline} 前付款，否則 ${f.deposit} 保證金將被沒收，NFT 退回原主人。`,
    }),
    paid: (f) => ({
      title: `${f.name} 已歸您所有`,
      body: `您已支付 ${f.price}。${f.deposit} 保證金已退回您的資金賬戶。`,
    }),
    forfeited: (f) => ({
      title: `保證金已沒收：${f.name}`,
      body: `付款期限（${f.deadline}）已過且未付款，您的 ${f.deposit} 保證金已歸賣家，NFT 已退回原主人。`,
    }),
    forfeitReceived: (f) => ({
      title: `拍賣未付款：${f.name}`,
      body: `得標者未在 ${f.deadline} 前付款。${f.name} 已退回給您（未上架），其 ${f.deposit} 保證金已計入您的資金賬戶。`,
    }),
    returned: (f) => ({
      title: `保證金已退還：${f.name}`,
      body: `${f.name} 的拍賣以 ${f.price} 結束，您未得標。${f.deposit} 保證金已退回您的資金賬戶。`,
    }),
    unsold: (f) => ({
      title: `無人出價：${f.name}`,
      body: `${f.name} 的拍賣結束時無人出價。NFT 仍歸您所有（未上架），您可以重新上架。`,
    }),
    link: '我的 NFT',
  },
  th: {
    outbid: (f) => ({
      title: `มีผู้ประมูลสูงกว่า: ${f.name}`,
      body: `มีผู้ประมูล ${f.name} ที่ ${f.price} คุณประมูลใหม่ได้จนกว่าการประมูลจะสิ้นสุด เงินมัดจำของคุณจะถูกพักไว้จนถึงตอนนั้นและคืนให้หากคุณไม่ชนะ`,
    }),
    won: (f) => ({
      title: `คุณชนะการประมูล ${f.name}`,
      body: `ราคาประมูล ${f.price} ของคุณชนะ โปรดชำระภายใน ${f.deadline} เงินมัดจำ ${f.deposit} จะคืนเมื่อชำระ และจะถูกริบหากเลยกำหนดโดยไม่ชำระ`,
    }),
    reminder: (f) => ({
      title: `ชำระค่า ${f.name} ภายใน ${f.deadline}`,
      body: `ราคาประมูลที่ชนะ ${f.price} ยังไม่ได้ชำระ โปรดชำระภายใน ${f.deadline} มิฉะนั้นเงินมัดจำ ${f.deposit} จะถูกริบและ NFT จะกลับไปยังเจ้าของ`,
    }),
    paid: (f) => ({
      title: `${f.name} เป็นของคุณแล้ว`,
      body: `คุณชำระ ${f.price} แล้ว เงินมัดจำ ${f.deposit} ถูกคืนเข้าบัญชีเงินทุนของคุณ`,
    }),
    forfeited: (f) => ({
      title: `เงินมัดจำถูกริบ: ${f.name}`,
      body: `เลยกำหนดชำระ (${f.deadline}) โดยไม่มีการชำระ เงินมัดจำ ${f.deposit} ของคุณจึงตกเป็นของผู้ขาย และ NFT กลับไปยังเจ้าของ`,
    }),
    forfeitReceived: (f) => ({
      title: `การประมูลที่ไม่ได้ชำระ: ${f.name}`,
      body: `ผู้ชนะไม่ได้ชำระภายใน ${f.deadline} ${f.name} กลับมาเป็นของคุณ (ไม่ได้ลงขาย) และเงินมัดจำ ${f.deposit} ของผู้ชนะถูกโอนเข้าบัญชีเงินทุนของคุณ`,
    }),
    returned: (f) => ({
      title: `คืนเงินมัดจำแล้ว: ${f.name}`,
      body: `การประมูล ${f.name} สิ้นสุดที่ ${f.price} และคุณไม่ได้ชนะ เงินมัดจำ ${f.deposit} ถูกคืนเข้าบัญชีเงินทุนของคุณ`,
    }),
    unsold: (f) => ({
      title: `ไม่มีผู้ประมูล: ${f.name}`,
      body: `การประมูล ${f.name} สิ้นสุดโดยไม่มีผู้ประมูล NFT ยังเป็นของคุณ (ไม่ได้ลงขาย) คุณลงขายใหม่ได้`,
    }),
    link: 'NFT ของฉัน',
  },
  jp: {
    outbid: (f) => ({
      title: `上回る入札がありました：${f.name}`,
      body: `${f.name} に ${f.price} の入札がありました。オークション終了まで再入札できます。保証金はそれまで預かり、落札しなかった場合は返金されます。`,
    }),
    won: (f) => ({
      title: `${f.name} を落札しました`,
      body: `${f.price} の入札で落札しました。${f.deadline} までにお支払いください。保証金 ${f.deposit} は支払い時に返金され、期限を過ぎると没収されます。`,
    }),
    reminder: (f) => ({
      title: `${f.name} のお支払い期限は ${f.deadline} です`,
      body: `落札額 ${f.price} が未払いです。${f.deadline} までにお支払いがない場合、保証金 ${f.deposit} は没収され、NFT は所有者に戻ります。`,
    }),
    paid: (f) => ({
      title: `${f.name} があなたのものになりました`,
      body: `${f.price} を支払いました。保証金 ${f.deposit} は資金口座に返金されました。`,
    }),
    forfeited: (f) => ({
      title: `保証金没収：${f.name}`,
      body: `支払期限（${f.deadline}）までにお支払いがなかったため、保証金 ${f.deposit} は出品者に渡り、NFT は所有者に戻りました。`,
    }),
    forfeitReceived: (f) => ({
      title: `未払いのオークション：${f.name}`,
      body: `落札者が ${f.deadline} までに支払いませんでした。${f.name} は出品停止の状態であなたに戻り、落札者の保証金 ${f.deposit} が資金口座に入金されました。`,
    }),
    returned: (f) => ({
      title: `保証金返金：${f.name}`,
      body: `${f.name} のオークションは ${f.price} で終了し、落札できませんでした。保証金 ${f.deposit} は資金口座に返金されました。`,
    }),
    unsold: (f) => ({
      title: `入札なし：${f.name}`,
      body: `${f.name} のオークションは入札なしで終了しました。NFT は出品停止の状態であなたのもとに残ります。再出品できます。`,
    }),
    link: 'マイ NFT',
  },
  kor: {
    outbid: (f) => ({
      title: `상위 입찰 발생: ${f.name}`,
      body: `누군가 ${f.name}에 ${f.price}를 입찰했습니다. 경매가 끝날 때까지 다시 입찰할 수 있으며, 보증금은 그때까지 보관되고 낙찰받지 못하면 반환됩니다.`,
    }),
    won: (f) => ({
      title: `${f.name} 낙찰`,
      body: `${f.price} 입찰로 낙찰되었습니다. ${f.deadline}까지 결제하세요. 보증금 ${f.deposit}는 결제 시 반환되며, 기한이 지나면 몰수됩니다.`,
    }),
    reminder: (f) => ({
      title: `${f.name} 결제 기한 ${f.deadline}`,
      body: `낙찰가 ${f.price}가 아직 결제되지 않았습니다. ${f.deadline}까지 결제하지 않으면 보증금 ${f.deposit}가 몰수되고 NFT는 소유자에게 돌아갑니다.`,
    }),
    paid: (f) => ({
      title: `${f.name}의 소유자가 되었습니다`,
      body: `${f.price}를 결제했습니다. 보증금 ${f.deposit}는 자금 계정으로 반환되었습니다.`,
    }),
    forfeited: (f) => ({
      title: `보증금 몰수: ${f.name}`,
      body: `결제 기한(${f.deadline})이 지나도록 결제하지 않아 보증금 ${f.deposit}가 판매자에게 지급되었고 NFT는 소유자에게 돌아갔습니다.`,
    }),
    forfeitReceived: (f) => ({
      title: `미결제 경매: ${f.name}`,
      body: `낙찰자가 ${f.deadline}까지 결제하지 않았습니다. ${f.name}는 판매 중지 상태로 회원님께 돌아왔으며, 낙찰자의 보증금 ${f.deposit}가 자금 계정에 입금되었습니다.`,
    }),
    returned: (f) => ({
      title: `보증금 반환: ${f.name}`,
      body: `${f.name} 경매가 ${f.price}에 종료되었고 낙찰받지 못했습니다. 보증금 ${f.deposit}는 자금 계정으로 반환되었습니다.`,
    }),
    unsold: (f) => ({
      title: `입찰 없음: ${f.name}`,
      body: `${f.name} 경매가 입찰 없이 종료되었습니다. NFT는 판매 중지 상태로 회원님께 남아 있으며 다시 등록할 수 있습니다.`,
    }),
    link: '내 NFT',
  },
  fra: {
    outbid: (f) => ({
      title: `Enchère dépassée : ${f.name}`,
      body: `Quelqu’un a enchéri ${f.price} sur ${f.name}. Vous pouvez enchérir à nouveau jusqu’à la fin ; votre dépôt reste bloqué jusque-là et vous est rendu si vous ne gagnez pas.`,
    }),
    won: (f) => ({
      title: `Vous avez remporté ${f.name}`,
      body: `Votre enchère de ${f.price} l’emporte. Payez avant le ${f.deadline} : votre dépôt de ${f.deposit} vous est rendu au paiement, et perdu si le délai passe sans paiement.`,
    }),
    reminder: (f) => ({
      title: `Payez ${f.name} avant le ${f.deadline}`,
      body: `Votre enchère gagnante de ${f.price} n’est pas encore payée. Payez avant le ${f.deadline}, sinon votre dépôt de ${f.deposit} est perdu et le NFT revient à son propriétaire.`,
    }),
    paid: (f) => ({
      title: `${f.name} est à vous`,
      body: `Vous avez payé ${f.price}. Votre dépôt de ${f.deposit} a été rendu sur votre compte de fonds.`,
    }),
    forfeited: (f) => ({
      title: `Dépôt perdu : ${f.name}`,
      body: `Le délai de paiement (${f.deadline}) est passé sans paiement : votre dépôt de ${f.deposit} est allé au vendeur et le NFT est revenu à son propriétaire.`,
    }),
    forfeitReceived: (f) => ({
      title: `Enchère impayée : ${f.name}`,
      body: `Le gagnant n’a pas payé avant le ${f.deadline}. ${f.name} vous revient, hors vente, et son dépôt de ${f.deposit} a été crédité sur votre compte de fonds.`,
    }),
    returned: (f) => ({
      title: `Dépôt rendu : ${f.name}`,
      body: `La vente de ${f.name} s’est terminée à ${f.price} et vous ne l’avez pas remportée. Votre dépôt de ${f.deposit} a été rendu sur votre compte de fonds.`,
    }),
    unsold: (f) => ({
      title: `Aucune enchère : ${f.name}`,
      body: `La vente de ${f.name} s’est terminée sans enchère. Le NFT reste à vous, hors vente ; vous pouvez le remettre en vente.`,
    }),
    link: 'Mes NFT',
  },
  spa: {
    outbid: (f) => ({
      title: `Puja superada: ${f.name}`,
      body: `Alguien pujó ${f.price} por ${f.name}. Puedes volver a pujar hasta que termine la subasta; tu depósito sigue retenido hasta entonces y se te devuelve si no ganas.`,
    }),
    won: (f) => ({
      title: `Has ganado ${f.name}`,
      body: `Tu puja de ${f.price} ganó. Paga antes del ${f.deadline}: tu depósito de ${f.deposit} se devuelve al pagar y se pierde si vence el plazo sin pago.`,
    }),
    reminder: (f) => ({
      title: `Paga ${f.name} antes del ${f.deadline}`,
      body: `Tu puja ganadora de ${f.price} aún no está pagada. Paga antes del ${f.deadline} o perderás tu depósito de ${f.deposit} y el NFT volverá a su dueño.`,
    }),
    paid: (f) => ({
      title: `${f.name} es tuyo`,
      body: `Pagaste ${f.price}. Tu depósito de ${f.deposit} se devolvió a tu cuenta de fondos.`,
    }),
    forfeited: (f) => ({
      title: `Depósito perdido: ${f.name}`,
      body: `El plazo de pago (${f.deadline}) venció sin pago: tu depósito de ${f.deposit} pasó al vendedor y el NFT volvió a su dueño.`,
    }),
    forfeitReceived: (f) => ({
      title: `Subasta impagada: ${f.name}`,
      body: `El ganador no pagó antes del ${f.deadline}. ${f.name} vuelve a ser tuyo, sin publicar, y su depósito de ${f.deposit} se abonó en tu cuenta de fondos.`,
    }),
    returned: (f) => ({
      title: `Depósito devuelto: ${f.name}`,
      body: `La subasta de ${f.name} terminó en ${f.price} y no ganaste. Tu depósito de ${f.deposit} se devolvió a tu cuenta de fondos.`,
    }),
    unsold: (f) => ({
      title: `Sin pujas: ${f.name}`,
      body: `La subasta de ${f.name} terminó sin pujas. El NFT sigue siendo tuyo, sin publicar; puedes volver a publicarlo.`,
    }),
    link: 'Mis NFT',
  },
}

export type AuctionNoticeKind = Exclude<keyof Language, 'link'>

/** The message of `kind` for `userId` about one auction. */
export function auctionNotice(
  kind: AuctionNoticeKind,
  userId: number,
  facts: AuctionFacts,
  now: number,
): NewMessage {
  const safe = { ...facts, name: escapeHtml(facts.name) }
  const texts: Record<string, MessageText> = {}
  for (const [code, l] of Object.entries(languages)) {
    const plain = l[kind](facts)
    texts[code] = {
      title: plain.title,
      abstract: plain.body,
      content: `<p>${l[kind](safe).body}</p><p><a href="${MY_NFT_ORDERS}">${escapeHtml(l.link)}</a></p>`,
    }
  }
  return { user_id: userId, created_at: now, texts }
}
