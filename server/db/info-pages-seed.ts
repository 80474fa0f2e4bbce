/**
 * The information pages (contract/info-pages.ts): about us, FAQ, contact us and operational
 * compliance, one news row per page and language, in all nine interface languages. Inserted by
 * the profile migration (db/migrations/008-profile.sql), so an upgraded database gets them too.
 * Each page is built from the same template in every language, so the pages read alike; the
 * FAQ's questions are `<details>` elements (an accordion without script).
 */
import type Database from 'better-sqlite3'
import type { InfoPageKey } from '../../src/api/contract/info-pages'
import { infoPages } from '../../src/api/contract/info-pages'
import type { ProductLanguage } from '../../src/api/contract/common'
import { contentRepository, type NewNews } from '../src/repositories/content'

export const SUPPORT_EMAIL = 'support@sandbox.test'
const PUBLISHED_AT = Date.UTC(2025, 0, 1, 9)

interface AboutText {
  title: string
  intro: string
  simulatedTitle: string
  simulated: [string, string, string]
  audienceTitle: string
  audience: string
}
interface FaqText {
  title: string
  questions: Array<[question: string, answer: string]>
}
interface ContactText {
  title: string
  intro: string
  emailTitle: string
  reply: string
  safetyTitle: string
  safety: string
}
interface ComplianceText {
  title: string
  intro: string
  sections: Array<[heading: string, text: string]>
}

const about = (t: AboutText) =>
  `<p>${t.intro}</p><h3>${t.simulatedTitle}</h3><ul>${t.simulated.map((s) => `<li>${s}</li>`).join('')}</ul>` +
  `<h3>${t.audienceTitle}</h3><p>${t.audience}</p>`
const faq = (t: FaqText) =>
  t.questions.map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join('')
const contact = (t: ContactText) =>
  `<p>${t.intro}</p><h3>${t.emailTitle}</h3><p><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></p>` +
  `<p>${t.reply}</p><h3>${t.safetyTitle}</h3><p>${t.safety}</p>`
const compliance = (t: ComplianceText) =>
  `<p>${t.intro}</p>${t.sections.map(([h, p]) => `<h3>${h}</h3><p>${p}</p>`).join('')}`

type Texts = { about: AboutText; faq: FaqText; contact: ContactText; compliance: ComplianceText }

const texts: Record<ProductLanguage, Texts> = {
  en: {
    about: {
      title: 'About us',
      intro:
        'Sandbox Exchange is a practice platform for digital-asset trading. It works like a real exchange app (markets, trading, wallets, identity verification and account security), but no real money is involved.',
      simulatedTitle: 'What is simulated',
      simulated: [
        'Prices come from a simulated market that follows a fixed-seed random walk, not from a real exchange.',
        'Balances, orders and positions exist only in this sandbox. Nothing you do here moves real funds or reaches a real market.',
        'Every rule applies the same way to everyone: fees, limits and formulas are shown before you confirm, and no result is set by the operator.',
      ],
      audienceTitle: 'Who it is for',
      audience:
        'People who want to learn how exchange features work, and teams who build and test trading apps, without putting money at risk.',
    },
    faq: {
      title: 'Frequently asked questions',
      questions: [
        [
          'Is the money on this platform real?',
          'No. Balances, deposits and trades are sandbox records. They cannot be withdrawn to a real wallet or bank, and no order reaches a real market.',
        ],
        [
          'How do I verify my identity?',
          'Open Settings, then Identity verification. Basic verification (Lv1) asks for your document type, full name and document number. Advanced verification (Lv2) adds a picture of each side of your document. Bind your e-mail and phone first.',
        ],
        [
          'What do the verification levels allow?',
          'Lv1: withdrawals of up to 200 BTC per 24 hours and fiat trades of up to 2,000 USDT each. Lv2: up to 500 BTC per 24 hours and up to 1,000,000 USDT per fiat trade.',
        ],
        [
          'What is my VIP level?',
          'A level from 0 to 2 that the platform gives your account; you can see it in Settings. It cannot be bought. VIP 2 and above can apply for OTC borrowing.',
        ],
        [
          'I forgot my login password. What can I do?',
          'On the login page choose Forgot password, enter the e-mail or phone of your account and the 6-digit code we send, then set a new password. Codes expire after 10 minutes.',
        ],
        [
          'How do I change the language or the display currency?',
          'Open Settings and choose Language or Display currency. Your choice is saved on this device. Amounts in the display currency are estimates: USDT counts as one US dollar and rates are updated once a day.',
        ],
        [
          'How do I contact support?',
          'Open Settings, then Contact us, for our e-mail address and online customer service.',
        ],
      ],
    },
    contact: {
      title: 'Contact us',
      intro:
        'Questions about your account, verification, deposits or withdrawals? Write to us and include your UID (shown in Settings) so that we can find your account.',
      emailTitle: 'E-mail',
      reply:
        'We aim to reply within two working days. This is a sandbox: messages reach the team that runs it, not a real exchange.',
      safetyTitle: 'Stay safe',
      safety:
        'We will never ask for your login password, your pay password or a verification code, and we never ask you to send funds to anyone.',
    },
    compliance: {
      title: 'Operational compliance',
      intro: 'How this platform is run, and what you can expect from it.',
      sections: [
        [
          'Simulation only',
          'Sandbox Exchange is a test environment. It is not a licensed exchange or financial service, holds no customer funds and gives no investment advice.',
        ],
        [
          'Fair dealing',
          'Prices, candles and volumes come from one simulation that is the same for every user. No one can set the result of a trade, an option or a game for an account, and every fee or penalty is shown before you confirm.',
        ],
        [
          'Identity verification',
          'Withdrawal and fiat-trade limits depend on your verification level. Identity details and document pictures are used only for verification and are seen only by you and the reviewer.',
        ],
        [
          'Your data',
          'We keep only what the features need: your account, your contact details, your verification record and the pictures you upload. Passwords are stored as salted hashes and are never shown to anyone.',
        ],
        [
          'Risk',
          'On real markets, digital-asset prices can rise or fall sharply within minutes, and contracts and options can lose your whole margin. Practise here; trade real money only with what you can afford to lose.',
        ],
      ],
    },
  },
  pt: {
    about: {
      title: 'Sobre nós',
      intro:
        'A Sandbox Exchange é uma plataforma de prática para negociação de ativos digitais. Funciona como o app de uma corretora real (mercados, negociação, carteiras, verificação de identidade e segurança da conta), mas sem dinheiro real.',
      simulatedTitle: 'O que é simulado',
      simulated: [
        'Os preços vêm de um mercado simulado que segue um passeio aleatório com semente fixa, não de uma corretora real.',
        'Saldos, ordens e posições existem apenas neste sandbox. Nada do que você faz aqui movimenta fundos reais ou chega a um mercado real.',
        'Todas as regras valem igualmente para todos: taxas, limites e fórmulas são mostrados antes de você confirmar, e nenhum resultado é definido pelo operador.',
      ],
      audienceTitle: 'Para quem é',
      audience:
        'Para quem quer aprender como funcionam os recursos de uma corretora e para equipes que criam e testam apps de negociação, sem arriscar dinheiro.',
    },
    faq: {
      title: 'Perguntas frequentes',
      questions: [
        [
          'O dinheiro nesta plataforma é real?',
          'Não. Saldos, depósitos e negociações são registros do sandbox. Não podem ser sacados para uma carteira ou banco reais, e nenhuma ordem chega a um mercado real.',
        ],
        [
          'Como verifico minha identidade?',
          'Abra Configurações e depois Verificação de identidade. A verificação básica (Lv1) pede o tipo de documento, o nome completo e o número do documento. A avançada (Lv2) acrescenta uma foto de cada lado do documento. Vincule antes seu e-mail e telefone.',
        ],
        [
          'O que cada nível de verificação permite?',
          'Lv1: saques de até 200 BTC a cada 24 horas e operações em moeda fiduciária de até 2.000 USDT cada. Lv2: até 500 BTC a cada 24 horas e até 1.000.000 USDT por operação em moeda fiduciária.',
        ],
        [
          'O que é o meu nível VIP?',
          'Um nível de 0 a 2 que a plataforma atribui à sua conta; você o vê em Configurações. Ele não pode ser comprado. A partir do VIP 2 é possível solicitar empréstimo OTC.',
        ],
        [
          'Esqueci minha senha de login. O que faço?',
          'Na página de login, escolha Esqueci a senha, informe o e-mail ou telefone da conta e o código de 6 dígitos que enviamos e defina uma nova senha. Os códigos expiram em 10 minutos.',
        ],
        [
          'Como mudo o idioma ou a moeda de exibição?',
          'Abra Configurações e escolha Idioma ou Moeda de exibição. Sua escolha fica salva neste aparelho. Valores na moeda de exibição são estimativas: 1 USDT conta como um dólar americano e as taxas são atualizadas uma vez por dia.',
        ],
        [
          'Como falo com o suporte?',
          'Abra Configurações e depois Fale conosco para ver nosso e-mail e o atendimento on-line.',
        ],
      ],
    },
    contact: {
      title: 'Fale conosco',
      intro:
        'Dúvidas sobre sua conta, verificação, depósitos ou saques? Escreva para nós e informe seu UID (mostrado em Configurações) para encontrarmos sua conta.',
      emailTitle: 'E-mail',
      reply:
        'Procuramos responder em até dois dias úteis. Isto é um sandbox: as mensagens chegam à equipe que o mantém, não a uma corretora real.',
      safetyTitle: 'Proteja-se',
      safety:
        'Nunca pediremos sua senha de login, sua senha de pagamento ou um código de verificação, e nunca pedimos que você envie fundos a ninguém.',
    },
    compliance: {
      title: 'Conformidade operacional',
      intro: 'Como esta plataforma é operada e o que você pode esperar dela.',
      sections: [
        [
          'Apenas simulação',
          'A Sandbox Exchange é um ambiente de testes. Não é uma corretora nem um serviço financeiro autorizado, não guarda fundos de clientes e não dá recomendações de investimento.',
        ],
        [
          'Tratamento justo',
          'Preços, candles e volumes vêm de uma única simulação, igual para todos os usuários. Ninguém pode definir o resultado de uma negociação, opção ou jogo para uma conta, e toda taxa ou multa é mostrada antes de você confirmar.',
        ],
        [
          'Verificação de identidade',
          'Os limites de saque e de operações em moeda fiduciária dependem do seu nível de verificação. Dados de identidade e fotos de documentos servem apenas para a verificação e só são vistos por você e pelo revisor.',
        ],
        [
          'Seus dados',
          'Guardamos apenas o que os recursos exigem: sua conta, seus contatos, seu registro de verificação e as imagens que você envia. As senhas são guardadas como hashes com sal e nunca são mostradas a ninguém.',
        ],
        [
          'Risco',
          'Em mercados reais, os preços de ativos digitais podem subir ou cair bruscamente em minutos, e contratos e opções podem consumir toda a margem. Pratique aqui; negocie dinheiro real apenas com o que você pode perder.',
        ],
      ],
    },
  },
  zh: {
    about: {
      title: '关于我们',
      intro:
        'Sandbox Exchange 是一个数字资产交易练习平台。它像真实的交易所应用一样运作（行情、交易、钱包、身份认证和账户安全），但不涉及任何真实资金。',
      simulatedTitle: '哪些是模拟的',
      simulated: [
        '价格来自模拟市场，按固定种子的随机游走生成，而非真实交易所。',
        '余额、订单和持仓只存在于本沙盒中。您在这里的任何操作都不会转移真实资金，也不会进入真实市场。',
        '所有规则对每个人一视同仁：手续费、限额和计算公式都会在您确认前展示，任何结果都不由运营方设定。',
      ],
      audienceTitle: '适合谁使用',
      audience: '想了解交易所功能如何运作的用户，以及开发和测试交易应用的团队，无需承担资金风险。',
    },
    faq: {
      title: '常见问题',
      questions: [
        [
          '平台上的资金是真实的吗？',
          '不是。余额、充值和交易都是沙盒记录，不能提取到真实的钱包或银行，任何订单也不会进入真实市场。',
        ],
        [
          '如何进行身份认证？',
          '打开“设置”，进入“身份认证”。初级认证（Lv1）需要填写证件类型、姓名和证件号码；高级认证（Lv2）还需上传证件正反面照片。请先绑定邮箱和手机号。',
        ],
        [
          '各认证等级有什么权限？',
          'Lv1：24 小时内最多提现 200 BTC，法币交易单笔最多 2,000 USDT。Lv2：24 小时内最多 500 BTC，法币交易单笔最多 1,000,000 USDT。',
        ],
        [
          '我的 VIP 等级是什么？',
          '平台为您的账户设定的 0 到 2 级等级，可在“设置”中查看。VIP 等级不能购买。VIP 2 及以上可申请 OTC 借贷。',
        ],
        [
          '忘记登录密码怎么办？',
          '在登录页选择“忘记密码”，输入账户的邮箱或手机号以及我们发送的 6 位验证码，然后设置新密码。验证码 10 分钟内有效。',
        ],
        [
          '如何更改语言或计价货币？',
          '打开“设置”，选择“语言”或“计价货币”。您的选择会保存在本设备上。计价货币金额为估算值：1 USDT 按 1 美元计算，汇率每天更新一次。',
        ],
        ['如何联系客服？', '打开“设置”，进入“联系我们”，即可看到我们的邮箱和在线客服。'],
      ],
    },
    contact: {
      title: '联系我们',
      intro:
        '对账户、认证、充值或提现有疑问？请给我们写信，并附上您的 UID（可在“设置”中查看），以便我们找到您的账户。',
      emailTitle: '电子邮箱',
      reply:
        '我们会尽量在两个工作日内回复。这是一个沙盒环境：消息会发送给维护它的团队，而不是真实的交易所。',
      safetyTitle: '安全提示',
      safety: '我们绝不会索要您的登录密码、资金密码或验证码，也绝不会要求您向任何人转账。',
    },
    compliance: {
      title: '运营合规',
      intro: '本平台如何运营，以及您可以期待什么。',
      sections: [
        [
          '仅为模拟',
          'Sandbox Exchange 是一个测试环境，不是持牌交易所或金融服务机构，不托管客户资金，也不提供投资建议。',
        ],
        [
          '公平交易',
          '价格、K 线和成交量来自同一个对所有用户相同的模拟。任何人都无法为某个账户设定交易、期权或游戏的结果，所有手续费和罚金都会在您确认前展示。',
        ],
        [
          '身份认证',
          '提现和法币交易限额取决于您的认证等级。身份信息和证件照片仅用于认证，只有您本人和审核员可以查看。',
        ],
        [
          '您的数据',
          '我们只保存功能所需的信息：您的账户、联系方式、认证记录和您上传的图片。密码以加盐哈希形式保存，绝不会向任何人展示。',
        ],
        [
          '风险提示',
          '在真实市场中，数字资产价格可能在几分钟内大幅涨跌，合约和期权可能损失全部保证金。请在这里练习；使用真实资金交易时，只投入您能承受损失的金额。',
        ],
      ],
    },
  },
  hk: {
    about: {
      title: '關於我們',
      intro:
        'Sandbox Exchange 是一個數碼資產交易練習平台。它像真實的交易所應用程式一樣運作（行情、交易、錢包、身份認證和帳戶安全），但不涉及任何真實資金。',
      simulatedTitle: '哪些是模擬的',
      simulated: [
        '價格來自模擬市場，按固定種子的隨機漫步產生，而非真實交易所。',
        '餘額、訂單和持倉只存在於本沙盒中。您在這裡的任何操作都不會轉移真實資金，也不會進入真實市場。',
        '所有規則對每個人一視同仁：手續費、限額和計算公式都會在您確認前顯示，任何結果都不由營運方設定。',
      ],
      audienceTitle: '適合誰使用',
      audience:
        '想了解交易所功能如何運作的用戶，以及開發和測試交易應用程式的團隊，無需承擔資金風險。',
    },
    faq: {
      title: '常見問題',
      questions: [
        [
          '平台上的資金是真實的嗎？',
          '不是。餘額、充值和交易都是沙盒記錄，不能提取到真實的錢包或銀行，任何訂單也不會進入真實市場。',
        ],
        [
          '如何進行身份認證？',
          '打開「設定」，進入「身份認證」。初級認證（Lv1）需要填寫證件類型、姓名和證件號碼；高級認證（Lv2）還需上載證件正反面照片。請先綁定電郵和手機號碼。',
        ],
        [
          '各認證等級有甚麼權限？',
          'Lv1：24 小時內最多提現 200 BTC，法幣交易每筆最多 2,000 USDT。Lv2：24 小時內最多 500 BTC，法幣交易每筆最多 1,000,000 USDT。',
        ],
        [
          '我的 VIP 等級是甚麼？',
          '平台為您的帳戶設定的 0 至 2 級等級，可在「設定」中查看。VIP 等級不能購買。VIP 2 或以上可申請 OTC 借貸。',
        ],
        [
          '忘記登入密碼怎麼辦？',
          '在登入頁選擇「忘記密碼」，輸入帳戶的電郵或手機號碼以及我們發送的 6 位驗證碼，然後設定新密碼。驗證碼 10 分鐘內有效。',
        ],
        [
          '如何更改語言或計價貨幣？',
          '打開「設定」，選擇「語言」或「計價貨幣」。您的選擇會儲存在本裝置上。計價貨幣金額為估算值：1 USDT 按 1 美元計算，匯率每天更新一次。',
        ],
        ['如何聯絡客服？', '打開「設定」，進入「聯絡我們」，即可看到我們的電郵和線上客服。'],
      ],
    },
    contact: {
      title: '聯絡我們',
      intro:
        '對帳戶、認證、充值或提現有疑問？請寫信給我們，並附上您的 UID（可在「設定」中查看），以便我們找到您的帳戶。',
      emailTitle: '電郵',
      reply:
        '我們會盡量在兩個工作天內回覆。這是一個沙盒環境：訊息會送到維護它的團隊，而不是真實的交易所。',
      safetyTitle: '安全提示',
      safety: '我們絕不會索取您的登入密碼、資金密碼或驗證碼，也絕不會要求您向任何人轉帳。',
    },
    compliance: {
      title: '營運合規',
      intro: '本平台如何營運，以及您可以期待甚麼。',
      sections: [
        [
          '僅為模擬',
          'Sandbox Exchange 是一個測試環境，不是持牌交易所或金融服務機構，不託管客戶資金，也不提供投資建議。',
        ],
        [
          '公平交易',
          '價格、K 線和成交量來自同一個對所有用戶相同的模擬。任何人都無法為某個帳戶設定交易、期權或遊戲的結果，所有手續費和罰款都會在您確認前顯示。',
        ],
        [
          '身份認證',
          '提現和法幣交易限額取決於您的認證等級。身份資料和證件照片僅用於認證，只有您本人和審核員可以查看。',
        ],
        [
          '您的資料',
          '我們只保存功能所需的資料：您的帳戶、聯絡方式、認證記錄和您上載的圖片。密碼以加鹽雜湊形式保存，絕不會向任何人顯示。',
        ],
        [
          '風險提示',
          '在真實市場中，數碼資產價格可能在幾分鐘內大幅漲跌，合約和期權可能損失全部保證金。請在這裡練習；使用真實資金交易時，只投入您能承受損失的金額。',
        ],
      ],
    },
  },
  th: {
    about: {
      title: 'เกี่ยวกับเรา',
      intro:
        'Sandbox Exchange เป็นแพลตฟอร์มสำหรับฝึกซื้อขายสินทรัพย์ดิจิทัล ทำงานเหมือนแอปของกระดานเทรดจริง (ตลาด การซื้อขาย กระเป๋าเงิน การยืนยันตัวตน และความปลอดภัยของบัญชี) แต่ไม่มีเงินจริงเกี่ยวข้อง',
      simulatedTitle: 'สิ่งที่เป็นการจำลอง',
      simulated: [
        'ราคามาจากตลาดจำลองที่เป็นการสุ่มแบบมีค่าเริ่มต้นคงที่ ไม่ได้มาจากกระดานเทรดจริง',
        'ยอดเงิน คำสั่งซื้อขาย และสถานะมีอยู่ในแซนด์บ็อกซ์นี้เท่านั้น สิ่งที่คุณทำที่นี่ไม่ได้เคลื่อนย้ายเงินจริงหรือไปถึงตลาดจริง',
        'ทุกกฎใช้กับทุกคนเหมือนกัน: ค่าธรรมเนียม วงเงิน และสูตรคำนวณจะแสดงก่อนคุณยืนยัน และไม่มีผลลัพธ์ใดที่ผู้ให้บริการกำหนดเอง',
      ],
      audienceTitle: 'เหมาะกับใคร',
      audience:
        'ผู้ที่อยากเรียนรู้ว่าฟีเจอร์ของกระดานเทรดทำงานอย่างไร และทีมที่พัฒนาและทดสอบแอปซื้อขาย โดยไม่ต้องเสี่ยงกับเงินจริง',
    },
    faq: {
      title: 'คำถามที่พบบ่อย',
      questions: [
        [
          'เงินบนแพลตฟอร์มนี้เป็นเงินจริงหรือไม่',
          'ไม่ใช่ ยอดเงิน การฝาก และการซื้อขายเป็นข้อมูลในแซนด์บ็อกซ์ ถอนไปยังกระเป๋าเงินหรือธนาคารจริงไม่ได้ และไม่มีคำสั่งใดไปถึงตลาดจริง',
        ],
        [
          'ยืนยันตัวตนอย่างไร',
          'เปิดการตั้งค่า แล้วเลือกยืนยันตัวตน การยืนยันขั้นพื้นฐาน (Lv1) ต้องระบุประเภทเอกสาร ชื่อ-นามสกุล และเลขที่เอกสาร การยืนยันขั้นสูง (Lv2) ต้องเพิ่มรูปถ่ายเอกสารทั้งสองด้าน โปรดผูกอีเมลและเบอร์โทรศัพท์ก่อน',
        ],
        [
          'แต่ละระดับการยืนยันทำอะไรได้บ้าง',
          'Lv1: ถอนได้สูงสุด 200 BTC ต่อ 24 ชั่วโมง และซื้อขายด้วยเงินเฟียตได้สูงสุด 2,000 USDT ต่อรายการ Lv2: สูงสุด 500 BTC ต่อ 24 ชั่วโมง และ 1,000,000 USDT ต่อรายการ',
        ],
        [
          'ระดับ VIP ของฉันคืออะไร',
          'ระดับ 0 ถึง 2 ที่แพลตฟอร์มกำหนดให้บัญชีของคุณ ดูได้ในการตั้งค่า ระดับ VIP ซื้อไม่ได้ ตั้งแต่ VIP 2 ขึ้นไปสามารถขอกู้ยืมแบบ OTC ได้',
        ],
        [
          'ลืมรหัสผ่านเข้าสู่ระบบ ต้องทำอย่างไร',
          'ที่หน้าเข้าสู่ระบบ เลือกลืมรหัสผ่าน กรอกอีเมลหรือเบอร์โทรศัพท์ของบัญชีและรหัส 6 หลักที่เราส่งให้ แล้วตั้งรหัสผ่านใหม่ รหัสหมดอายุใน 10 นาที',
        ],
        [
          'เปลี่ยนภาษาหรือสกุลเงินที่แสดงได้อย่างไร',
          'เปิดการตั้งค่าแล้วเลือกภาษาหรือสกุลเงินที่แสดง ตัวเลือกของคุณจะบันทึกไว้ในอุปกรณ์นี้ ยอดในสกุลเงินที่แสดงเป็นค่าประมาณ: 1 USDT นับเป็น 1 ดอลลาร์สหรัฐ และอัตราแลกเปลี่ยนอัปเดตวันละครั้ง',
        ],
        ['ติดต่อฝ่ายสนับสนุนได้อย่างไร', 'เปิดการตั้งค่า แล้วเลือกติดต่อเรา เพื่อดูอีเมลและบริการลูกค้าออนไลน์ของเรา'],
      ],
    },
    contact: {
      title: 'ติดต่อเรา',
      intro:
        'มีคำถามเกี่ยวกับบัญชี การยืนยันตัวตน การฝาก หรือการถอน? เขียนถึงเราพร้อมระบุ UID ของคุณ (ดูได้ในการตั้งค่า) เพื่อให้เราค้นหาบัญชีของคุณได้',
      emailTitle: 'อีเมล',
      reply: 'เราพยายามตอบกลับภายในสองวันทำการ นี่คือแซนด์บ็อกซ์: ข้อความจะถึงทีมที่ดูแลระบบนี้ ไม่ใช่กระดานเทรดจริง',
      safetyTitle: 'ระวังความปลอดภัย',
      safety:
        'เราจะไม่ขอรหัสผ่านเข้าสู่ระบบ รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ และจะไม่ขอให้คุณโอนเงินให้ใครทั้งสิ้น',
    },
    compliance: {
      title: 'การปฏิบัติตามข้อกำหนด',
      intro: 'แพลตฟอร์มนี้ดำเนินการอย่างไร และคุณคาดหวังอะไรได้บ้าง',
      sections: [
        [
          'เป็นการจำลองเท่านั้น',
          'Sandbox Exchange เป็นสภาพแวดล้อมสำหรับทดสอบ ไม่ใช่กระดานเทรดหรือบริการทางการเงินที่ได้รับอนุญาต ไม่ได้ถือเงินของลูกค้า และไม่ให้คำแนะนำการลงทุน',
        ],
        [
          'การปฏิบัติอย่างเป็นธรรม',
          'ราคา แท่งเทียน และปริมาณซื้อขายมาจากการจำลองเดียวกันสำหรับผู้ใช้ทุกคน ไม่มีใครกำหนดผลการซื้อขาย ออปชัน หรือเกมให้บัญชีใดได้ และค่าธรรมเนียมหรือค่าปรับทุกรายการจะแสดงก่อนคุณยืนยัน',
        ],
        [
          'การยืนยันตัวตน',
          'วงเงินถอนและการซื้อขายด้วยเงินเฟียตขึ้นกับระดับการยืนยันของคุณ ข้อมูลตัวตนและรูปเอกสารใช้เพื่อการยืนยันเท่านั้น และมีเพียงคุณกับผู้ตรวจสอบที่เห็นได้',
        ],
        [
          'ข้อมูลของคุณ',
          'เราเก็บเฉพาะสิ่งที่ฟีเจอร์ต้องใช้: บัญชี ข้อมูลติดต่อ ประวัติการยืนยันตัวตน และรูปที่คุณอัปโหลด รหัสผ่านเก็บเป็นค่าแฮชพร้อมซอลต์ และไม่แสดงให้ใครเห็น',
        ],
        [
          'ความเสี่ยง',
          'ในตลาดจริง ราคาสินทรัพย์ดิจิทัลอาจขึ้นหรือลงอย่างรุนแรงภายในไม่กี่นาที และสัญญาหรือออปชันอาจทำให้เสียมาร์จิ้นทั้งหมด ฝึกที่นี่ และเมื่อใช้เงินจริง ให้ใช้เฉพาะเงินที่คุณยอมเสียได้',
        ],
      ],
    },
  },
  jp: {
    about: {
      title: '会社概要',
      intro:
        'Sandbox Exchange は、デジタル資産取引を練習するためのプラットフォームです。実際の取引所アプリと同じように動きますが（マーケット、取引、ウォレット、本人確認、アカウントのセキュリティ）、実際のお金は一切扱いません。',
      simulatedTitle: 'シミュレーションであるもの',
      simulated: [
        '価格は実際の取引所ではなく、固定シードのランダムウォークに従うシミュレーション市場から生成されます。',
        '残高、注文、ポジションはこのサンドボックス内にのみ存在します。ここでの操作で実際の資金が動いたり、実際の市場に注文が届いたりすることはありません。',
        'すべてのルールは全員に同じように適用されます。手数料、上限、計算式は確定前に表示され、運営者が結果を決めることはありません。',
      ],
      audienceTitle: '対象',
      audience:
        '取引所の機能の仕組みを学びたい方や、取引アプリを開発・テストするチームが、お金をリスクにさらさずに使えます。',
    },
    faq: {
      title: 'よくある質問',
      questions: [
        [
          'このプラットフォームのお金は本物ですか？',
          'いいえ。残高、入金、取引はサンドボックス内の記録です。実際のウォレットや銀行へ出金することはできず、注文が実際の市場に届くこともありません。',
        ],
        [
          '本人確認の方法は？',
          '「設定」から「本人確認」を開きます。基本認証（Lv1）では書類の種類、氏名、書類番号を入力します。上級認証（Lv2）では書類の表裏の写真も必要です。先にメールアドレスと電話番号を連携してください。',
        ],
        [
          '認証レベルごとに何ができますか？',
          'Lv1：24 時間あたり最大 200 BTC の出金、法定通貨取引は 1 回あたり最大 2,000 USDT。Lv2：24 時間あたり最大 500 BTC、法定通貨取引は 1 回あたり最大 1,000,000 USDT。',
        ],
        [
          'VIP レベルとは何ですか？',
          'プラットフォームがアカウントに付与する 0〜2 のレベルで、「設定」で確認できます。購入することはできません。VIP 2 以上で OTC 借入を申し込めます。',
        ],
        [
          'ログインパスワードを忘れました。',
          'ログイン画面で「パスワードをお忘れの方」を選び、アカウントのメールアドレスまたは電話番号と、送信された 6 桁のコードを入力して、新しいパスワードを設定してください。コードの有効期限は 10 分です。',
        ],
        [
          '言語や表示通貨を変更するには？',
          '「設定」で「言語」または「表示通貨」を選びます。選択はこの端末に保存されます。表示通貨の金額は概算で、1 USDT を 1 米ドルとして計算し、レートは 1 日 1 回更新されます。',
        ],
        [
          'サポートへの問い合わせ方法は？',
          '「設定」の「お問い合わせ」で、メールアドレスとオンラインカスタマーサービスを確認できます。',
        ],
      ],
    },
    contact: {
      title: 'お問い合わせ',
      intro:
        'アカウント、本人確認、入金、出金についてご不明な点はありますか？アカウントを確認できるよう、UID（「設定」に表示）を添えてご連絡ください。',
      emailTitle: 'メール',
      reply:
        '2 営業日以内の返信を目指しています。ここはサンドボックスです。メッセージは実際の取引所ではなく、運営チームに届きます。',
      safetyTitle: '安全のために',
      safety:
        'ログインパスワード、支払いパスワード、認証コードをお尋ねすることは絶対にありません。また、誰かに送金するよう求めることもありません。',
    },
    compliance: {
      title: '運営コンプライアンス',
      intro: 'このプラットフォームの運営方針と、ユーザーが期待できること。',
      sections: [
        [
          'シミュレーションのみ',
          'Sandbox Exchange はテスト環境です。認可を受けた取引所や金融サービスではなく、顧客資金を預からず、投資助言も行いません。',
        ],
        [
          '公正な取扱い',
          '価格、ローソク足、出来高は、すべてのユーザーに共通の 1 つのシミュレーションから生成されます。特定のアカウントの取引、オプション、ゲームの結果を誰かが決めることはできず、手数料や違約金はすべて確定前に表示されます。',
        ],
        [
          '本人確認',
          '出金と法定通貨取引の上限は認証レベルによって決まります。本人情報と書類の写真は認証にのみ使用され、ご本人と審査担当者以外は閲覧できません。',
        ],
        [
          'お客様のデータ',
          '機能に必要な情報のみを保存します。アカウント、連絡先、認証記録、アップロードされた画像です。パスワードはソルト付きハッシュで保存され、誰にも表示されません。',
        ],
        [
          'リスク',
          '実際の市場では、デジタル資産の価格は数分で大きく変動することがあり、先物やオプションでは証拠金をすべて失う可能性があります。ここで練習し、実際のお金で取引する際は失っても困らない範囲で行ってください。',
        ],
      ],
    },
  },
  kor: {
    about: {
      title: '회사 소개',
      intro:
        'Sandbox Exchange는 디지털 자산 거래를 연습하는 플랫폼입니다. 실제 거래소 앱처럼 작동하지만(시세, 거래, 지갑, 본인 인증, 계정 보안) 실제 돈은 전혀 오가지 않습니다.',
      simulatedTitle: '시뮬레이션인 것',
      simulated: [
        '가격은 실제 거래소가 아니라 고정 시드의 랜덤 워크를 따르는 시뮬레이션 시장에서 나옵니다.',
        '잔액, 주문, 포지션은 이 샌드박스 안에만 존재합니다. 여기서 하는 어떤 일도 실제 자금을 옮기거나 실제 시장에 전달되지 않습니다.',
        '모든 규칙은 모두에게 똑같이 적용됩니다. 수수료, 한도, 계산식은 확인 전에 표시되며, 운영자가 결과를 정하지 않습니다.',
      ],
      audienceTitle: '누구를 위한 곳인가요',
      audience:
        '거래소 기능이 어떻게 작동하는지 배우고 싶은 분, 그리고 거래 앱을 만들고 테스트하는 팀이 돈을 잃을 위험 없이 사용할 수 있습니다.',
    },
    faq: {
      title: '자주 묻는 질문',
      questions: [
        [
          '이 플랫폼의 돈은 진짜인가요?',
          '아니요. 잔액, 입금, 거래는 샌드박스 기록입니다. 실제 지갑이나 은행으로 출금할 수 없으며, 어떤 주문도 실제 시장에 전달되지 않습니다.',
        ],
        [
          '본인 인증은 어떻게 하나요?',
          '설정에서 본인 인증을 여세요. 기본 인증(Lv1)은 신분증 종류, 이름, 신분증 번호를 입력합니다. 고급 인증(Lv2)은 신분증 앞뒤 사진이 추가로 필요합니다. 먼저 이메일과 휴대폰 번호를 연동하세요.',
        ],
        [
          '인증 단계별로 무엇을 할 수 있나요?',
          'Lv1: 24시간당 최대 200 BTC 출금, 법정화폐 거래는 건당 최대 2,000 USDT. Lv2: 24시간당 최대 500 BTC, 법정화폐 거래는 건당 최대 1,000,000 USDT.',
        ],
        [
          'VIP 등급이란 무엇인가요?',
          '플랫폼이 계정에 부여하는 0~2 등급으로, 설정에서 확인할 수 있습니다. 구매할 수 없습니다. VIP 2 이상은 OTC 대출을 신청할 수 있습니다.',
        ],
        [
          '로그인 비밀번호를 잊어버렸어요.',
          '로그인 화면에서 비밀번호 찾기를 선택하고, 계정의 이메일 또는 휴대폰 번호와 전송된 6자리 코드를 입력한 뒤 새 비밀번호를 설정하세요. 코드는 10분 후 만료됩니다.',
        ],
        [
          '언어나 표시 통화는 어떻게 바꾸나요?',
          '설정에서 언어 또는 표시 통화를 선택하세요. 선택한 내용은 이 기기에 저장됩니다. 표시 통화 금액은 추정치입니다. 1 USDT를 1달러로 계산하며 환율은 하루에 한 번 업데이트됩니다.',
        ],
        [
          '고객 지원에 연락하려면?',
          '설정에서 문의하기를 열면 이메일 주소와 온라인 고객 센터를 확인할 수 있습니다.',
        ],
      ],
    },
    contact: {
      title: '문의하기',
      intro:
        '계정, 인증, 입금 또는 출금에 대해 궁금한 점이 있나요? 계정을 찾을 수 있도록 UID(설정에 표시됨)를 함께 적어 보내 주세요.',
      emailTitle: '이메일',
      reply:
        '영업일 기준 2일 이내에 답변하려고 노력합니다. 이곳은 샌드박스입니다. 메시지는 실제 거래소가 아니라 운영 팀에 전달됩니다.',
      safetyTitle: '안전 수칙',
      safety:
        '저희는 로그인 비밀번호, 결제 비밀번호, 인증 코드를 절대 요구하지 않으며, 누구에게도 송금하라고 요청하지 않습니다.',
    },
    compliance: {
      title: '운영 컴플라이언스',
      intro: '이 플랫폼의 운영 방식과 이용자가 기대할 수 있는 것.',
      sections: [
        [
          '시뮬레이션 전용',
          'Sandbox Exchange는 테스트 환경입니다. 인가받은 거래소나 금융 서비스가 아니며, 고객 자금을 보관하지 않고 투자 조언을 하지 않습니다.',
        ],
        [
          '공정한 운영',
          '가격, 캔들, 거래량은 모든 이용자에게 동일한 하나의 시뮬레이션에서 나옵니다. 누구도 특정 계정의 거래, 옵션, 게임 결과를 정할 수 없으며, 모든 수수료와 위약금은 확인 전에 표시됩니다.',
        ],
        [
          '본인 인증',
          '출금 및 법정화폐 거래 한도는 인증 단계에 따라 달라집니다. 신원 정보와 신분증 사진은 인증에만 사용되며 본인과 심사자만 볼 수 있습니다.',
        ],
        [
          '개인 데이터',
          '기능에 필요한 정보만 보관합니다. 계정, 연락처, 인증 기록, 업로드한 사진입니다. 비밀번호는 솔트를 더한 해시로 저장되며 누구에게도 표시되지 않습니다.',
        ],
        [
          '위험 고지',
          '실제 시장에서는 디지털 자산 가격이 몇 분 만에 급등락할 수 있으며, 선물과 옵션은 증거금 전부를 잃을 수 있습니다. 여기서 연습하고, 실제 돈으로는 잃어도 되는 만큼만 거래하세요.',
        ],
      ],
    },
  },
  fra: {
    about: {
      title: 'À propos',
      intro:
        'Sandbox Exchange est une plateforme d’entraînement au trading d’actifs numériques. Elle fonctionne comme l’application d’une vraie plateforme d’échange (marchés, trading, portefeuilles, vérification d’identité et sécurité du compte), mais sans argent réel.',
      simulatedTitle: 'Ce qui est simulé',
      simulated: [
        'Les prix viennent d’un marché simulé qui suit une marche aléatoire à graine fixe, et non d’une vraie plateforme.',
        'Les soldes, ordres et positions n’existent que dans ce bac à sable. Rien de ce que vous faites ici ne déplace de fonds réels ni n’atteint un vrai marché.',
        'Chaque règle s’applique à tous de la même façon : frais, plafonds et formules sont affichés avant que vous confirmiez, et aucun résultat n’est fixé par l’opérateur.',
      ],
      audienceTitle: 'Pour qui',
      audience:
        'Pour celles et ceux qui veulent comprendre le fonctionnement d’une plateforme d’échange, et pour les équipes qui conçoivent et testent des applications de trading, sans risquer d’argent.',
    },
    faq: {
      title: 'Questions fréquentes',
      questions: [
        [
          'L’argent sur cette plateforme est-il réel ?',
          'Non. Les soldes, dépôts et transactions sont des enregistrements du bac à sable. Ils ne peuvent pas être retirés vers un vrai portefeuille ou une vraie banque, et aucun ordre n’atteint un vrai marché.',
        ],
        [
          'Comment vérifier mon identité ?',
          'Ouvrez Paramètres, puis Vérification d’identité. La vérification de base (Lv1) demande le type de document, le nom complet et le numéro du document. La vérification avancée (Lv2) ajoute une photo de chaque face du document. Associez d’abord votre e-mail et votre téléphone.',
        ],
        [
          'Que permet chaque niveau de vérification ?',
          'Lv1 : retraits jusqu’à 200 BTC par 24 heures et opérations en monnaie fiduciaire jusqu’à 2 000 USDT chacune. Lv2 : jusqu’à 500 BTC par 24 heures et jusqu’à 1 000 000 USDT par opération en monnaie fiduciaire.',
        ],
        [
          'Qu’est-ce que mon niveau VIP ?',
          'Un niveau de 0 à 2 que la plateforme attribue à votre compte ; il est visible dans Paramètres. Il ne s’achète pas. À partir du VIP 2, vous pouvez demander un prêt OTC.',
        ],
        [
          'J’ai oublié mon mot de passe de connexion.',
          'Sur la page de connexion, choisissez Mot de passe oublié, saisissez l’e-mail ou le téléphone du compte et le code à 6 chiffres que nous envoyons, puis choisissez un nouveau mot de passe. Les codes expirent au bout de 10 minutes.',
        ],
        [
          'Comment changer la langue ou la devise d’affichage ?',
          'Ouvrez Paramètres et choisissez Langue ou Devise d’affichage. Votre choix est enregistré sur cet appareil. Les montants dans la devise d’affichage sont des estimations : 1 USDT compte pour un dollar américain et les taux sont mis à jour une fois par jour.',
        ],
        [
          'Comment contacter l’assistance ?',
          'Ouvrez Paramètres, puis Nous contacter, pour notre adresse e-mail et le service client en ligne.',
        ],
      ],
    },
    contact: {
      title: 'Nous contacter',
      intro:
        'Une question sur votre compte, la vérification, un dépôt ou un retrait ? Écrivez-nous en indiquant votre UID (affiché dans Paramètres) afin que nous retrouvions votre compte.',
      emailTitle: 'E-mail',
      reply:
        'Nous nous efforçons de répondre sous deux jours ouvrés. Ceci est un bac à sable : les messages parviennent à l’équipe qui le gère, pas à une vraie plateforme.',
      safetyTitle: 'Restez prudent',
      safety:
        'Nous ne vous demanderons jamais votre mot de passe de connexion, votre mot de passe de paiement ni un code de vérification, et nous ne vous demandons jamais d’envoyer des fonds à qui que ce soit.',
    },
    compliance: {
      title: 'Conformité opérationnelle',
      intro: 'Comment cette plateforme est exploitée, et ce que vous pouvez en attendre.',
      sections: [
        [
          'Simulation uniquement',
          'Sandbox Exchange est un environnement de test. Ce n’est ni une plateforme d’échange ni un service financier agréé ; elle ne détient aucun fonds de clients et ne donne aucun conseil en investissement.',
        ],
        [
          'Traitement équitable',
          'Les prix, bougies et volumes proviennent d’une seule simulation, identique pour tous les utilisateurs. Personne ne peut fixer le résultat d’une transaction, d’une option ou d’un jeu pour un compte, et chaque frais ou pénalité est affiché avant que vous confirmiez.',
        ],
        [
          'Vérification d’identité',
          'Les plafonds de retrait et d’opérations en monnaie fiduciaire dépendent de votre niveau de vérification. Les données d’identité et les photos de documents ne servent qu’à la vérification et ne sont vues que par vous et le vérificateur.',
        ],
        [
          'Vos données',
          'Nous ne conservons que ce dont les fonctionnalités ont besoin : votre compte, vos coordonnées, votre dossier de vérification et les images que vous envoyez. Les mots de passe sont stockés sous forme de hachages salés et ne sont jamais montrés à personne.',
        ],
        [
          'Risques',
          'Sur les vrais marchés, le prix des actifs numériques peut monter ou chuter fortement en quelques minutes, et les contrats et options peuvent faire perdre toute la marge. Entraînez-vous ici ; avec de l’argent réel, ne tradez que ce que vous pouvez vous permettre de perdre.',
        ],
      ],
    },
  },
  spa: {
    about: {
      title: 'Sobre nosotros',
      intro:
        'Sandbox Exchange es una plataforma para practicar el trading de activos digitales. Funciona como la app de un exchange real (mercados, trading, billeteras, verificación de identidad y seguridad de la cuenta), pero sin dinero real.',
      simulatedTitle: 'Qué es simulado',
      simulated: [
        'Los precios vienen de un mercado simulado que sigue un paseo aleatorio con semilla fija, no de un exchange real.',
        'Los saldos, órdenes y posiciones solo existen en este sandbox. Nada de lo que hagas aquí mueve fondos reales ni llega a un mercado real.',
        'Todas las reglas se aplican igual para todos: comisiones, límites y fórmulas se muestran antes de que confirmes, y el operador no fija ningún resultado.',
      ],
      audienceTitle: 'Para quién es',
      audience:
        'Para quien quiera aprender cómo funcionan las funciones de un exchange y para los equipos que crean y prueban apps de trading, sin arriesgar dinero.',
    },
    faq: {
      title: 'Preguntas frecuentes',
      questions: [
        [
          '¿El dinero de esta plataforma es real?',
          'No. Los saldos, depósitos y operaciones son registros del sandbox. No se pueden retirar a una billetera o banco reales, y ninguna orden llega a un mercado real.',
        ],
        [
          '¿Cómo verifico mi identidad?',
          'Abre Ajustes y luego Verificación de identidad. La verificación básica (Lv1) pide el tipo de documento, el nombre completo y el número del documento. La avanzada (Lv2) añade una foto de cada cara del documento. Vincula antes tu correo y tu teléfono.',
        ],
        [
          '¿Qué permite cada nivel de verificación?',
          'Lv1: retiros de hasta 200 BTC cada 24 horas y operaciones con moneda fiat de hasta 2.000 USDT cada una. Lv2: hasta 500 BTC cada 24 horas y hasta 1.000.000 USDT por operación con moneda fiat.',
        ],
        [
          '¿Qué es mi nivel VIP?',
          'Un nivel de 0 a 2 que la plataforma asigna a tu cuenta; lo ves en Ajustes. No se puede comprar. Desde VIP 2 puedes solicitar un préstamo OTC.',
        ],
        [
          'Olvidé mi contraseña de inicio de sesión.',
          'En la página de inicio de sesión elige Olvidé mi contraseña, escribe el correo o teléfono de la cuenta y el código de 6 dígitos que enviamos, y define una contraseña nueva. Los códigos caducan a los 10 minutos.',
        ],
        [
          '¿Cómo cambio el idioma o la moneda de visualización?',
          'Abre Ajustes y elige Idioma o Moneda de visualización. Tu elección se guarda en este dispositivo. Los importes en la moneda de visualización son estimaciones: 1 USDT cuenta como un dólar estadounidense y los tipos se actualizan una vez al día.',
        ],
        [
          '¿Cómo contacto con soporte?',
          'Abre Ajustes y luego Contáctanos para ver nuestro correo y la atención al cliente en línea.',
        ],
      ],
    },
    contact: {
      title: 'Contáctanos',
      intro:
        '¿Dudas sobre tu cuenta, la verificación, depósitos o retiros? Escríbenos e incluye tu UID (aparece en Ajustes) para que podamos encontrar tu cuenta.',
      emailTitle: 'Correo electrónico',
      reply:
        'Intentamos responder en un plazo de dos días hábiles. Esto es un sandbox: los mensajes llegan al equipo que lo mantiene, no a un exchange real.',
      safetyTitle: 'Protégete',
      safety:
        'Nunca te pediremos tu contraseña de inicio de sesión, tu contraseña de pago ni un código de verificación, y nunca te pedimos que envíes fondos a nadie.',
    },
    compliance: {
      title: 'Cumplimiento operativo',
      intro: 'Cómo se gestiona esta plataforma y qué puedes esperar de ella.',
      sections: [
        [
          'Solo simulación',
          'Sandbox Exchange es un entorno de pruebas. No es un exchange ni un servicio financiero autorizado, no custodia fondos de clientes y no da asesoramiento de inversión.',
        ],
        [
          'Trato justo',
          'Los precios, velas y volúmenes salen de una única simulación, igual para todos los usuarios. Nadie puede fijar el resultado de una operación, una opción o un juego para una cuenta, y toda comisión o penalización se muestra antes de que confirmes.',
        ],
        [
          'Verificación de identidad',
          'Los límites de retiro y de operaciones con moneda fiat dependen de tu nivel de verificación. Los datos de identidad y las fotos de documentos solo se usan para la verificación y solo los ven tú y el revisor.',
        ],
        [
          'Tus datos',
          'Guardamos solo lo que necesitan las funciones: tu cuenta, tus datos de contacto, tu registro de verificación y las imágenes que subes. Las contraseñas se guardan como hashes con sal y nunca se muestran a nadie.',
        ],
        [
          'Riesgo',
          'En los mercados reales, los precios de los activos digitales pueden subir o bajar bruscamente en minutos, y los contratos y opciones pueden hacerte perder todo el margen. Practica aquí; con dinero real, opera solo con lo que puedas permitirte perder.',
        ],
      ],
    },
  },
}

const builders: { [K in InfoPageKey]: (t: Texts[K]) => string } = {
  about,
  faq,
  contact,
  compliance,
}

/** Every page in every language, as news rows. */
export function infoPageRows(): NewNews[] {
  const rows: NewNews[] = []
  for (const key of Object.keys(infoPages) as InfoPageKey[]) {
    for (const [lang, t] of Object.entries(texts)) {
      const text = t[key]
      rows.push({
        c_id: infoPages[key].category,
        lang,
        title: text.title,
        content: (builders[key] as (t: Texts[InfoPageKey]) => string)(text),
        author: 'Sandbox Exchange',
        created_at: PUBLISHED_AT,
      })
    }
  }
  return rows
}

export function seedInfoPages(db: Database.Database): void {
  const content = contentRepository(db)
  for (const row of infoPageRows()) content.insertNews(row)
}
