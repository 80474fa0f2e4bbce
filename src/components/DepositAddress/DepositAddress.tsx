import { QRCodeSVG } from 'qrcode.react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { Button } from '@/components/ui/Button/Button'

export interface DepositAddressProps {
  /** The coin and the network it travels on ("USDT", "TRC20"). */
  coin: string
  network: string
  /** The platform's address on that network. */
  address: string
  /** A sandbox address (valid on no real network): say never to send real coins. */
  isSandbox: boolean
  /** The copy in flight, just done, or refused by the clipboard. */
  copy: 'idle' | 'copying' | 'copied' | 'failed'
  onCopy: () => void
}

/**
 * Where to send a deposit (spec §2 fund/receive): the platform address of one coin on one network
 * as a QR code and as text, a copy button, and the warning that only this coin on this network
 * may be sent to it.
 */
export function DepositAddress({
  coin,
  network,
  address,
  isSandbox,
  copy,
  onCopy,
}: DepositAddressProps) {
  const { t } = useTranslation('wallet')
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="deposit-address"
      className="bg-surface flex flex-col items-center gap-4 rounded-xl p-4"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 self-start text-base font-semibold">
        <CoinMark name={coin} size="sm" />
        {t('deposit.address.title', { coin, network })}
      </h2>
      {/* a QR code scans only dark on light, whatever the theme */}
      <div className="rounded-xl bg-white p-3">
        <QRCodeSVG
          value={address}
          size={176}
          level="M"
          marginSize={0}
          role="img"
          aria-label={t('deposit.address.qr', { coin, network })}
        />
      </div>
      <dl className="flex w-full flex-col gap-1">
        <dt className="text-muted text-sm">{t('deposit.address.label')}</dt>
        <dd
          data-slot="deposit-address-text"
          className="bg-raised rounded-lg px-3 py-2.5 font-mono text-sm break-all select-all"
        >
          {address}
        </dd>
      </dl>
      <Button block busy={copy === 'copying'} onClick={onCopy}>
        {copy === 'copied' ? t('deposit.address.copied') : t('deposit.address.copy')}
      </Button>
      {copy === 'failed' && (
        <p role="alert" className="text-error self-start text-sm">
          {t('deposit.address.copyFailed')}
        </p>
      )}
      <div className="border-warning/60 flex w-full gap-2 rounded-lg border px-3 py-2 text-sm">
        <WarningIcon />
        <p>{t('deposit.address.networkWarning', { coin, network })}</p>
      </div>
      {isSandbox && (
        <div className="border-line flex w-full gap-2 rounded-lg border px-3 py-2 text-sm">
          <WarningIcon />
          <p>{t('deposit.sandbox')}</p>
        </div>
      )}
    </section>
  )
}

function WarningIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="text-warning mt-0.5 size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18v.5" />
    </svg>
  )
}
