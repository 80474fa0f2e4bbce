import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { depositSnapshots } from '@/machines/deposit/deposit.fixtures'
import { toDepositView } from '@/machines/deposit/deposit.view'
import { DepositAddress } from './DepositAddress'

const addressOf = (key: keyof typeof depositSnapshots) => {
  const { coin, network, address, isSandbox, copy } = toDepositView(depositSnapshots[key])
  return { coin, network, address, isSandbox, copy }
}

const meta = {
  component: DepositAddress,
  args: { ...addressOf('editing'), onCopy: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof DepositAddress>

export default meta
type Story = StoryObj<typeof meta>

/** USDT on TRC20: QR code, the address, copy, and the network warning. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Send USDT on TRC20' })).toBeVisible()
    await expect(
      canvas.getByRole('img', { name: 'QR code of the USDT TRC20 deposit address' }),
    ).toBeVisible()
    await expect(canvas.getByText(args.address)).toBeVisible()
    await expect(
      canvas.getByText(/Send only USDT on the TRC20 network to this address/),
    ).toBeVisible()
    await expect(canvas.getByText(/Sandbox address/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}

export const Copying: Story = {
  args: addressOf('copying'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Copy address/ })).toBeDisabled()
  },
}

export const Copied: Story = {
  args: addressOf('copied'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
  },
}

export const CopyFailed: Story = {
  args: addressOf('copyFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not copy. Select the address and copy it yourself.',
    )
  },
}

export const Bitcoin: Story = {
  args: addressOf('btc'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Send BTC on BTC' })).toBeVisible()
  },
}

/** An address of a real platform: no sandbox notice. */
export const Production: Story = { args: { isSandbox: false } }

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Thai: Story = { globals: { locale: 'th' } }
