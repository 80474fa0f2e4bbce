import { useTranslation } from 'react-i18next'
import { ListCell } from '@/components/ui/ListCell/ListCell'
import type { PictureQuality } from '@/machines/kyc/kyc-picture.machine'
import type { ProfileView } from '@/machines/profile/profile.view'
import { AvatarSection } from './avatar-section'
import { EditSheet } from './edit-sheet'

export interface ProfileFormProps extends ProfileView {
  /** The account's UID and what it signed up with, shown read-only. */
  uid: number
  account: string
  onEditNickname: () => void
  onEditSignature: () => void
  onDraftChange: (value: string) => void
  onSubmit: () => void
  onCancelEdit: () => void
  onChooseAvatar: () => void
  onCancelChoose: () => void
  onPickAvatar: (file: File, quality: PictureQuality) => void
  onRetryAvatar: () => void
  onDiscardAvatar: () => void
}

/**
 * The profile page (spec §2 setting/userInfo): the avatar, the nickname and the signature, each
 * changed on its own (the avatar from the album, original or compressed; the texts in a sheet
 * with their rules), and the UID and account, which cannot change.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { t } = useTranslation('settings')
  const { nickname, signature, avatar, editor } = props
  return (
    <div data-slot="profile-form" className="flex flex-col gap-4">
      <AvatarSection
        avatar={avatar}
        name={nickname || props.account}
        onChoose={props.onChooseAvatar}
        onCancelChoose={props.onCancelChoose}
        onPick={props.onPickAvatar}
        onRetry={props.onRetryAvatar}
        onDiscard={props.onDiscardAvatar}
      />
      <ul
        aria-label={t('profile.title')}
        className="bg-surface divide-line flex flex-col divide-y rounded-xl"
      >
        <li>
          <ListCell
            onClick={props.onEditNickname}
            title={t('profile.nickname.label')}
            value={nickname}
            chevron
          />
        </li>
        <li>
          <ListCell
            onClick={props.onEditSignature}
            title={t('profile.signature.label')}
            subtitle={signature || t('profile.signature.empty')}
            chevron
          />
        </li>
      </ul>
      <ul className="bg-surface divide-line flex flex-col divide-y rounded-xl">
        <li>
          <ListCell
            title={t('profile.uid')}
            value={<span className="font-mono">{props.uid}</span>}
          />
        </li>
        <li>
          <ListCell title={t('profile.account')} value={props.account} />
        </li>
      </ul>
      <EditSheet
        editor={editor}
        onChange={props.onDraftChange}
        onSubmit={props.onSubmit}
        onCancel={props.onCancelEdit}
      />
    </div>
  )
}
