import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { kycSnapshots } from '@/machines/kyc/kyc.fixtures'
import { toKycView } from '@/machines/kyc/kyc.view'
import { snapshotViews } from '@sb/story-helpers'
import { KycAdvancedForm } from './KycAdvancedForm'

const view = snapshotViews(
  kycSnapshots,
  ({ kyc, front, reverse }) => toKycView(kyc, { front, reverse }).advanced,
)

const meta = {
  component: KycAdvancedForm,
  args: {
    ...view('advancedEmpty'),
    onQualityChange: fn(),
    onPick: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof KycAdvancedForm>

export default meta
type Story = StoryObj<typeof meta>

const FRONT = 'Front'
const REVERSE = 'Reverse'

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' })
    await userEvent.upload(canvas.getByLabelText(`${FRONT}: choose a picture`), file)
    await expect(args.onPick).toHaveBeenCalledWith('front', file)
    await userEvent.click(canvas.getByRole('radio', { name: 'Original' }))
    await expect(args.onQualityChange).toHaveBeenCalledWith('original')
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** Original pictures: only the three accepted types are offered. */
export const Original: Story = {
  args: view('advancedOriginal'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(`${REVERSE}: choose a picture`)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    )
  },
}

export const Preparing: Story = {
  args: view('advancedPreparing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing the picture…')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeDisabled()
  },
}

export const Uploading: Story = {
  args: view('advancedUploading'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: `${REVERSE}: upload progress` }),
    ).toHaveAttribute('value', '42')
    await expect(canvas.getByText('Uploading 42%')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeDisabled()
  },
}

export const Ready: Story = {
  args: view('advancedReady'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: `${FRONT}: preview` })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `${REVERSE}: remove the picture` }))
    await expect(args.onRemove).toHaveBeenCalledWith('reverse')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Submitted with one side missing: refused under that side, nothing sent. */
export const MissingSide: Story = {
  args: view('advancedMissing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(`${REVERSE}: choose a picture`)).toHaveAccessibleDescription(
      'Please upload a picture of each side of the document',
    )
  },
}

export const WrongFile: Story = {
  args: view('advancedWrongType'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(`${FRONT}: choose a picture`)).toHaveAccessibleDescription(
      'Only JPEG, PNG or WebP pictures are accepted',
    )
    await expect(canvas.getByLabelText(`${REVERSE}: choose a picture`)).toHaveAccessibleDescription(
      'The picture is larger than 5 MB',
    )
  },
}

export const UploadFailed: Story = {
  args: view('advancedUploadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: `${REVERSE}: retry the upload` }))
    await expect(args.onRetry).toHaveBeenCalledWith('reverse')
  },
}

/** The upload answered something unreadable. */
export const UnreadableResponse: Story = {
  args: view('advancedUnreadable'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to parse response data')
  },
}

export const PictureRefused: Story = {
  args: view('advancedPictureInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This picture was not uploaded from your account',
    )
  },
}

export const Submitting: Story = {
  args: view('advancedSubmitting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit for review/ })).toBeDisabled()
    await expect(canvas.getByLabelText(`${FRONT}: choose a picture`)).toBeDisabled()
  },
}

export const Portuguese: Story = { args: view('advancedUploading'), globals: { locale: 'pt' } }
