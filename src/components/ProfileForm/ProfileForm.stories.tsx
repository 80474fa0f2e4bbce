import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { profileFixtures } from '@/machines/profile/profile.fixtures'
import { toProfileView } from '@/machines/profile/profile.view'
import { uploadsHandler } from '@/api/msw/profile'
import { ProfileForm } from './ProfileForm'

type Fixture = keyof typeof profileFixtures
const view = (name: Fixture) => {
  const f: {
    snapshot: (typeof profileFixtures)[Fixture]['snapshot']
    picture?: Parameters<typeof toProfileView>[1]
  } = profileFixtures[name]
  return toProfileView(f.snapshot, f.picture)
}

/** Story-only: the page's padding, and sheets land inside the phone frame. */
const withPage: Decorator = (Story) => (
  <div className="absolute inset-0 overflow-y-auto px-4 [contain:paint]">
    <Story />
  </div>
)

const meta = {
  component: ProfileForm,
  decorators: [withPage],
  args: {
    ...view('viewing'),
    uid: 1001,
    account: 'ana@example.com',
    onEditNickname: fn(),
    onEditSignature: fn(),
    onDraftChange: fn(),
    onSubmit: fn(),
    onCancelEdit: fn(),
    onChooseAvatar: fn(),
    onCancelChoose: fn(),
    onPickAvatar: fn(),
    onRetryAvatar: fn(),
    onDiscardAvatar: fn(),
  },
  parameters: { frame: 'screen', msw: { handlers: { profile: [uploadsHandler] } } },
  globals: { locale: 'en' },
} satisfies Meta<typeof ProfileForm>

export default meta
type Story = StoryObj<typeof meta>

export const Viewing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Nickname\s*Ana2025/ }))
    await expect(args.onEditNickname).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }))
    await expect(args.onChooseAvatar).toHaveBeenCalledOnce()
  },
}

/** A new account: the initial stands in for the avatar, the signature is not set. */
export const Blank: Story = {
  args: view('blank'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Your avatar' })).toHaveTextContent('a')
    await expect(canvas.getByRole('button', { name: /Signature\s*Not set/ })).toBeVisible()
  },
}

export const EditingNickname: Story = {
  args: view('editingNickname'),
  play: async ({ canvas, userEvent, args }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Edit nickname' }))
    await expect(sheet.getByLabelText('Nickname')).toHaveValue('Ana2025')
    await userEvent.type(sheet.getByLabelText('Nickname'), 'x')
    await expect(args.onDraftChange).toHaveBeenCalledWith('Ana2025x')
    await userEvent.click(sheet.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Spec §5: the rule the draft breaks, under the field; nothing was sent. */
export const NicknameInvalid: Story = {
  args: view('nicknameInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nickname')).toHaveAccessibleDescription(
      'Use Chinese characters, English letters and digits only',
    )
  },
}

export const NicknameRefused: Story = {
  args: view('nicknameRefused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nickname')).toHaveAccessibleDescription(/Network error/)
  },
}

export const SavingNickname: Story = {
  args: view('savingNickname'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const EditingSignature: Story = { args: view('editingSignature') }

export const SignatureTooShort: Story = {
  args: view('signatureTooShort'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Signature')).toHaveAccessibleDescription(
      'A signature has 2 to 30 characters',
    )
  },
}

export const SavingSignature: Story = { args: view('savingSignature') }

/** "One image from the album, original or compressed" (spec §9). */
export const ChoosingAvatar: Story = {
  args: view('choosingAvatar'),
  play: async ({ canvas, userEvent, args }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Change avatar' }))
    const photo = new File([new Uint8Array(8)], 'me.png', { type: 'image/png' })
    await userEvent.upload(sheet.getByLabelText(/Choose the original photo/), photo)
    await expect(args.onPickAvatar).toHaveBeenCalledWith(photo, 'original')
  },
}

export const AvatarWrongType: Story = {
  args: view('avatarWrongType'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const AvatarPreparing: Story = { args: view('avatarPreparing') }

export const AvatarUploading: Story = {
  args: view('avatarUploading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Avatar upload' })).toHaveValue(42)
  },
}

export const AvatarUploadFailed: Story = {
  args: view('avatarUploadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetryAvatar).toHaveBeenCalledOnce()
  },
}

/** The upload answered something unreadable: "failed to parse response data". */
export const AvatarUnreadable: Story = {
  args: view('avatarUnreadable'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to parse response data')
  },
}

export const AvatarSaving: Story = { args: view('avatarSaving') }

export const AvatarSaveFailed: Story = {
  args: view('avatarSaveFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the current avatar' }))
    await expect(args.onDiscardAvatar).toHaveBeenCalledOnce()
  },
}

/** Portuguese, the default language. */
export const ViewingPortuguese: Story = { globals: { locale: 'pt' } }

/** Japanese: the rule and the counter under a refused signature. */
export const SignatureTooShortJapanese: Story = {
  args: view('signatureTooShort'),
  globals: { locale: 'ja' },
}
