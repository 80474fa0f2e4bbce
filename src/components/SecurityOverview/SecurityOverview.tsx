import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { ListCell } from '@/components/ui/ListCell/ListCell'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { SecurityView } from '@/machines/security/security.view'

export interface SecurityOverviewProps extends SecurityView {
  /** Change login password (setting/password). */
  passwordHref: string
  /** Set or change the pay password (setting/payPassword). */
  payPasswordHref: string
  bindEmailHref: string
  bindPhoneHref: string
  onRetry: () => void
}

/**
 * What protects the account (spec §2 setting/security): the login and pay passwords, and the
 * bound e-mail and phone, masked. Unbound addresses lead to binding them.
 */
export function SecurityOverview(props: SecurityOverviewProps) {
  const { t } = useTranslation('security')
  const errorText = useErrorText()
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'loading') return <Loader />
  const bound = props.email !== null && props.phone !== null
  return (
    <div data-slot="security-overview" className="flex flex-col gap-4">
      <ul
        aria-label={t('overview.title')}
        className="bg-surface divide-line flex flex-col divide-y rounded-xl"
      >
        <li>
          <ListCell
            href={props.passwordHref}
            title={t('overview.loginPassword')}
            value={t('overview.change')}
          />
        </li>
        <li>
          <ListCell
            href={props.payPasswordHref}
            title={t('overview.payPassword')}
            value={props.hasPayPassword ? t('overview.change') : t('overview.payPassword.notSet')}
          />
        </li>
        <li>
          {props.email === null ? (
            <ListCell
              href={props.bindEmailHref}
              title={t('overview.email')}
              value={t('overview.bind')}
            />
          ) : (
            <ListCell title={t('overview.email')} value={props.email} />
          )}
        </li>
        <li>
          {props.phone === null ? (
            <ListCell
              href={props.bindPhoneHref}
              title={t('overview.phone')}
              value={t('overview.bind')}
            />
          ) : (
            <ListCell title={t('overview.phone')} value={props.phone} />
          )}
        </li>
      </ul>
      {!bound && <p className="text-muted px-1 text-sm">{t('overview.hint')}</p>}
    </div>
  )
}
