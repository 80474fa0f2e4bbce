import { useTranslation } from 'react-i18next'
import type { IeoDetail } from '@/api/contract/ieo'
import { formatCoin, formatTokenAmount } from '@/lib/wallet-format'

type Scales = Pick<IeoDetail, 'tokenName' | 'tokenScale' | 'payCurrencyName' | 'payScale'>

/**
 * How a project page writes amounts, once: tokens at the token's scale with trailing zeros
 * dropped, the pay currency at its own scale, each with its currency ("2,000 NOVA",
 * "100.0000 USDT").
 */
export function useIeoAmounts(p: Scales) {
  const { t, i18n } = useTranslation('ieo')
  const tag = i18n.language
  return {
    pay: (amount: string) =>
      t('amount', { amount: formatCoin(amount, p.payScale, tag), coin: p.payCurrencyName }),
    tokens: (amount: string) =>
      t('amount', { amount: formatTokenAmount(amount, tag, p.tokenScale), coin: p.tokenName }),
  }
}
