import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { RealStateWire } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { ok } from '@/api/msw/envelope'
import { kycHandlerList, kycScenarios, kycStateHandler } from '@/api/msw/kyc'
import { kycMachine } from '@/machines/kyc/kyc.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { VerificationScreen } from './VerificationScreen'

/** Real actors over MSW; only the review poll is stretched so nothing moves during a story. */
const machine = kycMachine.provide({ delays: { poll: 3_600_000 } })

const at = (state: RealStateWire, ...first: ReturnType<typeof http.get>[]) => ({
  msw: { handlers: { kyc: [...first, kycStateHandler(state), ...kycHandlerList] } },
})
/** `real/state` answers `first` once, then `then`. */
const thenAnswers = (first: RealStateWire, then: RealStateWire) => ({
  msw: {
    handlers: {
      kyc: [
        http.get('*/api/real/state', () => ok(first), { once: true }),
        kycStateHandler(then),
        ...kycHandlerList,
      ],
    },
  },
})

const meta = {
  component: VerificationScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof VerificationScreen>({ machine }),
    frame: 'screen',
    route: '/pages/setting/real_mark',
    session: { token: MockToken, user: MockUser },
    ...at(MockRealState.unverified),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof VerificationScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A drawn card, encoded by the browser, so the real compress-and-upload path runs. */
async function cardPicture(name: string, colour: string): Promise<File> {
  const canvas = new OffscreenCanvas(480, 300)
  const context = canvas.getContext('2d')!
  context.fillStyle = colour
  context.fillRect(0, 0, 480, 300)
  context.fillStyle = '#ffffff'
  context.fillRect(30, 40, 120, 160)
  context.fillRect(180, 60, 260, 24)
  context.fillRect(180, 110, 200, 18)
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' })
}

/** `real/state` never answers: the page's own loader, under the app-wide loading indicator. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { kyc: [kycScenarios.statePending, ...kycHandlerList] } },
    loadingIndicator: 'immediate',
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2))
    for (const status of canvas.getAllByRole('status'))
      await expect(status).toHaveTextContent('Loading')
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { kyc: [kycScenarios.stateDown, ...kycHandlerList] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** HTTP-level: §5 refusals send nothing; a valid identity goes into review. */
export const BasicSubmitted: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const submit = await canvas.findByRole('button', { name: 'Submit for review' })
    await step('an empty form is refused where it is wrong', async () => {
      await userEvent.click(submit)
      await expect(
        canvas.getByRole('radiogroup', { name: 'Document type' }),
      ).toHaveAccessibleDescription('Please choose a document type')
    })
    await step('a valid identity is submitted', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Passport' }))
      await userEvent.type(canvas.getByLabelText('Full name'), 'Ana Souza')
      await userEvent.type(canvas.getByLabelText('Document number'), 'ab 123 4567')
      await userEvent.click(submit)
      await expect(await canvas.findByText('Submitted. We will review it shortly')).toBeVisible()
      await expect(await canvas.findByRole('region', { name: 'Under review' })).toBeVisible()
    })
  },
}

export const NoPhoneBound: Story = {
  parameters: at(MockRealState.unverifiedNoPhone),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Bind your e-mail and phone' }),
    ).toHaveTextContent('Phone number not bound')
  },
}

/** "Check now" finds the review done: a toast, and the page moves on to Lv1. */
export const BasicApproved: Story = {
  parameters: thenAnswers(MockRealState.basicPending, MockRealState.lv1),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check now' }))
    await expect(await canvas.findByText('Verification passed: Lv1')).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Start advanced verification' }),
    ).toBeVisible()
  },
}

export const BasicRejected: Story = {
  parameters: at(MockRealState.basicRejectedNoPhone),
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('region', { name: 'Basic verification not passed' })
    await expect(banner).toHaveTextContent(
      'Bind your e-mail and phone number before verification can pass',
    )
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByLabelText('Full name')).toHaveValue('Ana Souza')
  },
}

/** HTTP-level: both sides compressed on a canvas, uploaded with progress, then submitted. */
export const AdvancedSubmitted: Story = {
  parameters: at(MockRealState.lv1),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Start advanced verification' }),
    )
    const front = await cardPicture('front.png', '#3b5b92')
    const reverse = await cardPicture('reverse.png', '#56604f')
    await userEvent.upload(canvas.getByLabelText('Front: choose a picture'), front)
    await userEvent.upload(canvas.getByLabelText('Reverse: choose a picture'), reverse)
    // two pictures compressed and uploaded: seconds on a busy machine (a CI run under load took 7 s)
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2), {
      timeout: 12_000,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
    await expect(await canvas.findByText('Submitted. We will review it shortly')).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Under review' })).toHaveTextContent(
      'pictures of your document',
    )
  },
}

/** The upload answers something that is not JSON: "failed to parse response data", with a retry. */
export const UploadUnreadable: Story = {
  parameters: at(MockRealState.lv1, kycScenarios.uploadUnreadable),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Start advanced verification' }),
    )
    await userEvent.click(canvas.getByRole('radio', { name: 'Original' }))
    await userEvent.upload(
      canvas.getByLabelText('Front: choose a picture'),
      await cardPicture('front.png', '#3b5b92'),
    )
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to parse response data')
    await expect(canvas.getByRole('button', { name: 'Front: retry the upload' })).toBeEnabled()
    alert.scrollIntoView({ block: 'center' })
  },
}

export const AdvancedInReview: Story = {
  parameters: at(MockRealState.advancedPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Under review' })).toBeVisible()
  },
}

export const AdvancedRejected: Story = {
  parameters: at(MockRealState.advancedRejected),
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('region', { name: 'Advanced verification not passed' })
    await expect(banner).toHaveTextContent('The reverse picture is blurred.')
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByRole('form', { name: 'Advanced verification (Lv2)' }),
    ).toBeVisible()
  },
}

export const FullyVerified: Story = {
  parameters: at(MockRealState.lv2),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Advanced verification passed' }),
    ).toBeVisible()
    await expect(canvas.getByText('Lv2 · Advanced')).toBeVisible()
  },
}

/** The route needs a session (spec §6): a visitor is told to log in, then sent to the login page. */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Please log in first', { selector: '[role=alert] *, [role=alert]' }),
    ).toBeVisible()
    // the login screen is a lazy route: give its chunk time to load
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Identity verification' })).toBeNull()
  },
}

/** The default language. */
export const Portuguese: Story = { parameters: at(MockRealState.lv1), globals: { locale: 'pt' } }
