import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { ListCell } from '@/components/ui/ListCell/ListCell'
import { VipLevelCard } from '@/components/VipBadge/vip-level-card'
import type { VerificationSummary } from '@/machines/settings/settings.view'
import { SettingsHeader, type SettingsUser } from './settings-header'
import { SettingsPanels, type SettingsPanelsProps } from './settings-panels'

export type { SettingsUser }

/** Where each row of the hub leads (hash hrefs). */
export interface SettingsLinks {
  profile: string
  security: string
  verification: string
  bank: string
  addresses: string
  invite: string
  coupons: string
  about: string
  faq: string
  contact: string
  compliance: string
}

export interface SettingsMenuProps extends Omit<SettingsPanelsProps, 'onClose'> {
  user: SettingsUser
  verification: VerificationSummary
  links: SettingsLinks
  /** The app's version (spec §1: 0.8.0). */
  version: string
  isLoggingOut: boolean
  onOpenLanguage: () => void
  onOpenFiat: () => void
  onLogout: () => void
  onClosePanel: () => void
  onCopyUid: () => void
  onRetryVerification: () => void
}

/**
 * The settings hub (spec §2 setting/setting): who is signed in and their VIP level, the account's
 * pages, the interface language and display currency, the platform's information pages, and
 * logging out (after a confirmation).
 */
export function SettingsMenu(props: SettingsMenuProps) {
  const { t } = useTranslation('settings')
  const { links, verification } = props
  const languageName = props.languages.find((l) => l.tag === props.language)?.name ?? props.language
  return (
    <div data-slot="settings-menu" className="flex flex-col gap-4">
      <SettingsHeader user={props.user} profileHref={links.profile} onCopyUid={props.onCopyUid} />
      <VipLevelCard {...props.user.vip} />
      <Group title={t('hub.group.account')}>
        <ListCell href={links.profile} title={t('hub.row.profile')} />
        <ListCell href={links.security} title={t('hub.row.security')} />
        <div className="flex items-center">
          <ListCell
            href={links.verification}
            title={t('hub.row.verification')}
            value={<VerificationValue verification={verification} />}
            className="flex-1"
          />
          {verification.status === 'failed' && (
            <button
              type="button"
              onClick={props.onRetryVerification}
              aria-label={t('hub.verification.retry')}
              className="text-primary-ink -ml-2 flex size-11 shrink-0 items-center justify-center"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
              </svg>
            </button>
          )}
        </div>
        <ListCell href={links.bank} title={t('hub.row.bank')} />
        <ListCell href={links.addresses} title={t('hub.row.addresses')} />
        <ListCell href={links.invite} title={t('hub.row.invite')} />
        <ListCell href={links.coupons} title={t('hub.row.coupons')} />
      </Group>
      <Group title={t('hub.group.preferences')}>
        <ListCell
          onClick={props.onOpenLanguage}
          title={t('hub.row.language')}
          value={languageName}
          chevron
        />
        <ListCell
          onClick={props.onOpenFiat}
          title={t('hub.row.fiat')}
          value={props.fiat.code}
          chevron
        />
      </Group>
      <Group title={t('hub.group.about')}>
        <ListCell href={links.about} title={t('hub.row.about')} />
        <ListCell href={links.faq} title={t('hub.row.faq')} />
        <ListCell href={links.contact} title={t('hub.row.contact')} />
        <ListCell href={links.compliance} title={t('hub.row.compliance')} />
        <ListCell title={t('hub.row.version')} value={props.version} />
      </Group>
      <Button variant="secondary" block busy={props.isLoggingOut} onClick={props.onLogout}>
        {t('hub.logout')}
      </Button>
      <SettingsPanels {...props} onClose={props.onClosePanel} />
    </div>
  )
}

function Group({ title, children }: { title: string; children: ReactNode[] }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-muted px-1 text-sm">
        {title}
      </h2>
      <ul className="bg-surface divide-line flex flex-col divide-y rounded-xl">
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </section>
  )
}

function VerificationValue({ verification }: { verification: VerificationSummary }) {
  const { t } = useTranslation('settings')
  if (verification.status === 'loading') return t('hub.verification.loading')
  if (verification.status === 'failed') return t('hub.verification.failed')
  switch (verification.stage) {
    case 'basicPending':
    case 'advancedPending':
      return t('hub.verification.pending')
    case 'basicRejected':
      return t('hub.verification.rejected')
    case 'lv1':
    case 'advancedRejected':
      return t('hub.verification.lv1')
    case 'lv2':
      return t('hub.verification.lv2')
    default:
      return t('hub.verification.unverified')
  }
}
