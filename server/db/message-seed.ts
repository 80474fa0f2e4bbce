/**
 * System messages (issue 4, db/migrations/007-messages.sql): the welcome message every new account
 * gets (in all nine languages, `{{site}}` being the site name), three broadcasts (en, pt, zh;
 * other languages read English), and a few messages of the demo accounts' own.
 *
 * `seedMessages` is called by the migration (an existing database: the users are there) and by
 * seed.ts (a new database: the users are created after the migrations). It only adds what is
 * missing (broadcasts when there are none; a demo user's messages when they have none), so
 * running it twice changes nothing, and it never touches other users.
 */
import type Database from 'better-sqlite3'
import { messageRepository, type MessageText, type NewMessage } from '../src/repositories/message'
import { usersRepository } from '../src/repositories/users'

const at = (month: number, day: number, hour = 9) => Date.UTC(2025, month - 1, day, hour)
const SEED_SITE_NAME = 'Sandbox Exchange'

type Texts = Record<string, MessageText>

/** The welcome message, by product language code. */
export const welcomeTexts: Texts = {
  en: {
    title: 'Welcome to {{site}}',
    abstract: 'Your account is ready. Here is where to start.',
    content:
      '<p>Your account is ready. Three things to do first:</p><ul><li>Verify your identity to raise your limits.</li><li>Set a pay password before your first withdrawal.</li><li>Questions? Customer service is in the message centre.</li></ul><p>Everything here is a simulation: no real money moves.</p>',
  },
  pt: {
    title: 'Sua conta na {{site}} está pronta',
    abstract: 'Boas-vindas! Veja por onde começar.',
    content:
      '<p>Sua conta está pronta. Três coisas para fazer primeiro:</p><ul><li>Verifique sua identidade para aumentar seus limites.</li><li>Defina uma senha de pagamento antes do primeiro saque.</li><li>Dúvidas? O atendimento ao cliente está na central de mensagens.</li></ul><p>Tudo aqui é uma simulação: nenhum dinheiro real é movimentado.</p>',
  },
  zh: {
    title: '欢迎来到 {{site}}',
    abstract: '您的账户已就绪，从这里开始。',
    content:
      '<p>您的账户已就绪。建议先完成以下三件事：</p><ul><li>完成身份认证，提高您的限额。</li><li>首次提现前设置资金密码。</li><li>有疑问？可在消息中心联系客服。</li></ul><p>这里的一切都是模拟环境，不会动用任何真实资金。</p>',
  },
  hk: {
    title: '歡迎來到 {{site}}',
    abstract: '您的帳戶已準備就緒，從這裏開始。',
    content:
      '<p>您的帳戶已準備就緒。建議先完成以下三件事：</p><ul><li>完成身份認證，提高您的限額。</li><li>首次提現前設定資金密碼。</li><li>有疑問？可在訊息中心聯絡客服。</li></ul><p>這裏的一切都是模擬環境，不會動用任何真實資金。</p>',
  },
  th: {
    title: 'ยินดีต้อนรับสู่ {{site}}',
    abstract: 'บัญชีของคุณพร้อมใช้งานแล้ว เริ่มต้นได้ที่นี่',
    content:
      '<p>บัญชีของคุณพร้อมใช้งานแล้ว สิ่งที่ควรทำก่อน:</p><ul><li>ยืนยันตัวตนเพื่อเพิ่มวงเงินของคุณ</li><li>ตั้งรหัสผ่านการชำระเงินก่อนถอนครั้งแรก</li><li>มีคำถาม? ติดต่อฝ่ายบริการลูกค้าได้ในศูนย์ข้อความ</li></ul><p>ทุกอย่างที่นี่เป็นการจำลอง ไม่มีการเคลื่อนย้ายเงินจริง</p>',
  },
  jp: {
    title: '{{site}} へようこそ',
    abstract: 'アカウントの準備ができました。まずはここから。',
    content:
      '<p>アカウントの準備ができました。最初に次の3つを行いましょう。</p><ul><li>本人確認を行い、利用限度額を引き上げる。</li><li>初回の出金前に取引パスワードを設定する。</li><li>ご不明な点は、メッセージセンターからカスタマーサービスへ。</li></ul><p>ここでのすべてはシミュレーションです。実際のお金は動きません。</p>',
  },
  kor: {
    title: '{{site}}에 오신 것을 환영합니다',
    abstract: '계정이 준비되었습니다. 여기서 시작하세요.',
    content:
      '<p>계정이 준비되었습니다. 먼저 다음 세 가지를 해 보세요.</p><ul><li>본인 인증으로 한도를 높이세요.</li><li>첫 출금 전에 결제 비밀번호를 설정하세요.</li><li>궁금한 점은 메시지 센터에서 고객센터에 문의하세요.</li></ul><p>이곳의 모든 것은 시뮬레이션이며 실제 돈은 오가지 않습니다.</p>',
  },
  fra: {
    title: 'Bienvenue sur {{site}}',
    abstract: 'Votre compte est prêt. Voici par où commencer.',
    content:
      '<p>Votre compte est prêt. Trois choses à faire d’abord :</p><ul><li>Vérifiez votre identité pour relever vos plafonds.</li><li>Définissez un mot de passe de paiement avant votre premier retrait.</li><li>Une question ? Le service client se trouve dans le centre de messages.</li></ul><p>Tout ici est une simulation : aucun argent réel ne circule.</p>',
  },
  spa: {
    title: 'Bienvenido a {{site}}',
    abstract: 'Tu cuenta está lista. Empieza por aquí.',
    content:
      '<p>Tu cuenta está lista. Tres cosas para hacer primero:</p><ul><li>Verifica tu identidad para aumentar tus límites.</li><li>Define una contraseña de pago antes de tu primer retiro.</li><li>¿Dudas? La atención al cliente está en el centro de mensajes.</li></ul><p>Todo aquí es una simulación: no se mueve dinero real.</p>',
  },
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The welcome message of a new account, the site's name (`site_name`) written in. */
export function welcomeMessage(
  userId: number,
  siteName: string | null | undefined,
  now: number,
): NewMessage {
  const site = siteName?.trim() || SEED_SITE_NAME
  const texts: Texts = {}
  for (const [lang, text] of Object.entries(welcomeTexts)) {
    texts[lang] = {
      title: text.title.replace('{{site}}', site),
      abstract: text.abstract ?? '',
      content: text.content.replace('{{site}}', escapeHtml(site)),
    }
  }
  return { user_id: userId, created_at: now, texts }
}

/** Sent to every user. */
export const seedBroadcasts: Array<{ created_at: number; texts: Texts }> = [
  {
    created_at: at(1, 10),
    texts: {
      en: {
        title: 'Sandbox funds are test funds',
        abstract: 'Nothing on this platform is real money, and no real coin can reach it.',
        content:
          '<p>This platform is a <strong>sandbox</strong>: balances, deposits and withdrawals are test records.</p><ul><li>The deposit addresses shown are not valid on any real network, so no real coin can be sent to them.</li><li>A deposit claim is credited, and a withdrawal approved or rejected, by the sandbox operator.</li><li>Prices come from one published price engine; nobody can change a result.</li></ul>',
      },
      pt: {
        title: 'Os fundos do sandbox são fundos de teste',
        abstract:
          'Nada nesta plataforma é dinheiro real, e nenhuma moeda real pode chegar até ela.',
        content:
          '<p>Esta plataforma é um <strong>sandbox</strong>: saldos, depósitos e saques são registros de teste.</p><ul><li>Os endereços de depósito exibidos não são válidos em nenhuma rede real, então nenhuma moeda real pode ser enviada a eles.</li><li>Um pedido de depósito é creditado, e um saque aprovado ou recusado, pelo operador do sandbox.</li><li>Os preços vêm de um único motor de preços publicado; ninguém pode alterar um resultado.</li></ul>',
      },
      zh: {
        title: '沙盒资金均为测试资金',
        abstract: '本平台上没有任何真实资金，真实币种也无法转入。',
        content:
          '<p>本平台是<strong>沙盒</strong>环境：余额、充值与提现均为测试记录。</p><ul><li>所显示的充值地址在任何真实网络上均无效，真实币种无法转入。</li><li>充值申请由沙盒运营方入账，提现由其批准或拒绝。</li><li>价格来自唯一公开的价格引擎，任何人都无法改变结果。</li></ul>',
      },
    },
  },
  {
    created_at: at(1, 20),
    texts: {
      en: {
        title: 'New listing: TON/USDT',
        abstract: 'Toncoin can now be traded against USDT.',
        content:
          '<p>TON (Toncoin) is now listed against USDT on the spot market.</p><p>Find it under <a href="#/pages/market/market">Markets</a>.</p>',
      },
      pt: {
        title: 'Nova listagem: TON/USDT',
        abstract: 'Já é possível negociar Toncoin contra USDT.',
        content:
          '<p>TON (Toncoin) agora está listado contra USDT no mercado spot.</p><p>Encontre-o em <a href="#/pages/market/market">Mercados</a>.</p>',
      },
      zh: {
        title: '新币上线：TON/USDT',
        abstract: 'Toncoin 现已开放 USDT 交易。',
        content:
          '<p>TON（Toncoin）现已在现货市场上线 USDT 交易对。</p><p>请前往<a href="#/pages/market/market">行情</a>查看。</p>',
      },
    },
  },
  {
    created_at: at(2, 1),
    texts: {
      en: {
        title: 'We will never ask for your password',
        abstract: 'Staff never ask for passwords, codes or your pay password.',
        content:
          '<p>Our staff and customer service will <strong>never</strong> ask for your login password, your pay password or a verification code, by message, e-mail or phone.</p><p>If someone does, do not answer, and report it to customer service.</p>',
      },
      pt: {
        title: 'Nunca pediremos sua senha',
        abstract: 'A equipe nunca pede senhas, códigos ou a senha de pagamento.',
        content:
          '<p>Nossa equipe e o atendimento ao cliente <strong>nunca</strong> pedirão sua senha de acesso, sua senha de pagamento ou um código de verificação, por mensagem, e-mail ou telefone.</p><p>Se alguém pedir, não responda e avise o atendimento ao cliente.</p>',
      },
      zh: {
        title: '我们绝不会索要您的密码',
        abstract: '工作人员不会索要密码、验证码或资金密码。',
        content:
          '<p>我们的工作人员和客服<strong>绝不会</strong>通过消息、邮件或电话索要您的登录密码、资金密码或验证码。</p><p>如遇此类情况，请勿回复，并向客服举报。</p>',
      },
    },
  },
]

const kycApproved: Texts = {
  en: {
    title: 'Identity verification approved',
    abstract: 'Basic verification (Lv1) is complete.',
    content:
      '<p>Your basic identity verification (Lv1) was approved. Advanced verification (Lv2) raises your withdrawal limits.</p>',
  },
  pt: {
    title: 'Verificação de identidade aprovada',
    abstract: 'A verificação básica (Lv1) foi concluída.',
    content:
      '<p>Sua verificação de identidade básica (Lv1) foi aprovada. A verificação avançada (Lv2) aumenta seus limites de saque.</p>',
  },
}

const addressAdded: Texts = {
  en: {
    title: 'Withdrawal address added',
    abstract: 'A new USDT (TRC20) address was added to your address book.',
    content:
      '<p>A new withdrawal address, <strong>Exchange deposit</strong> (USDT on TRC20), was added to your address book.</p><p>If this was not you, change your login password at once and contact customer service.</p>',
  },
  pt: {
    title: 'Endereço de saque adicionado',
    abstract: 'Um novo endereço USDT (TRC20) foi adicionado à sua agenda.',
    content:
      '<p>Um novo endereço de saque, <strong>Exchange deposit</strong> (USDT em TRC20), foi adicionado à sua agenda de endereços.</p><p>Se não foi você, altere sua senha de acesso imediatamente e fale com o atendimento ao cliente.</p>',
  },
}

/** The demo accounts' own messages, besides the welcome message each gets. */
const demoMessages: Record<string, Array<{ created_at: number; texts: Texts }>> = {
  'demo@sandbox.test': [{ created_at: at(1, 1, 10), texts: addressAdded }],
  'lv1@sandbox.test': [{ created_at: at(1, 2), texts: kycApproved }],
  'lv2@sandbox.test': [{ created_at: at(1, 2), texts: kycApproved }],
  'trader@sandbox.test': [{ created_at: at(1, 2), texts: kycApproved }],
}

const SEED_WELCOME_AT = at(1, 1, 0)

export function seedMessages(db: Database.Database): void {
  const messages = messageRepository(db)
  const users = usersRepository(db)

  if (messages.broadcasts() === 0) {
    for (const b of seedBroadcasts) messages.add({ user_id: null, ...b })
  }

  const emails = [
    'demo@sandbox.test',
    'lv1@sandbox.test',
    'lv2@sandbox.test',
    'trader@sandbox.test',
    'locked@sandbox.test',
  ]
  for (const email of emails) {
    const user = users.findByAccount(email)
    if (!user || messages.addressedTo(user.id) > 0) continue
    const welcome = messages.add(welcomeMessage(user.id, SEED_SITE_NAME, SEED_WELCOME_AT))
    for (const m of demoMessages[email] ?? []) messages.add({ user_id: user.id, ...m })
    // demo@ has opened the welcome message already: the list shows read and unread rows
    if (email === 'demo@sandbox.test') messages.markRead(user.id, welcome, SEED_WELCOME_AT)
  }
}
