import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MockClientSeed, MockServerSeed, MockUnopenedBox } from '@/api/contract/nft-box.fixtures'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { createNftBoxMock } from '@/api/msw/nft-box'
import { createWalletMock } from '@/api/msw/wallet'
import { nftPurchaseOneHref } from '@/app/paths'
import { nftPurchaseMachine } from '@/machines/nft-purchase/nft-purchase.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { NftPurchaseOneScreen } from './NftPurchaseOneScreen'

/** A fresh sandbox stand-in: catalogue and wallet sharing the funds, and the Aurora box. */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  const nft = createNftMock({ balances: wallet.balances() })
  const box = createNftBoxMock({ boxes: [{ wire: MockUnopenedBox, serverSeed: MockServerSeed }] })
  return {
    nft,
    parameters: {
      msw: {
        handlers: { nft: [...before, ...nft.list], wallet: wallet.list, nftBox: box.list },
      },
    },
  }
}

const machine = fixedKey(nftPurchaseMachine, 'story-nft-key-1').provide({
  actors: { createSeed: fromPromise(async () => MockClientSeed) },
})

const meta = {
  component: NftPurchaseOneScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftPurchaseOneScreen>({ machine }),
    frame: 'screen',
    route: nftPurchaseOneHref('NFT01I01').slice(1),
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftPurchaseOneScreen>

export default meta
type Story = StoryObj<typeof meta>

const fixed = msw()
/** A fixed price bought once, whatever the taps: the balance is debited once. */
export const BuyFixed: Story = {
  parameters: fixed.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Pay 25.0000 USDT' }))
    await expect(await canvas.findByRole('heading', { name: 'Purchase complete' })).toBeVisible()
    await expect(fixed.nft.balances().change[3]?.available).toBe('12475.5000')
  },
}

/** A blind box bought, opened with the browser's seed, and its draw verified. */
export const OpenAndVerify: Story = {
  parameters: { ...msw().parameters, route: nftPurchaseOneHref('BOX-AURORA-01').slice(1) },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Client seed')).toHaveValue(MockClientSeed)
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 20.0000 USDT and open' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify the draw' }))
    const verdict = await canvas.findByRole('status')
    await expect(within(verdict).getByText(/The draw verifies/)).toBeVisible()
    // the click scrolled the page to the button, by an amount that depends on where the reveal
    // had got to (a CI run caught it 36 px lower): the picture is of the page's top
    const scroller = verdict.closest('.overflow-y-auto')
    if (scroller) scroller.scrollTop = 0
  },
}

/** Someone else bought it first: the refusal, translated. */
export const Sold: Story = {
  parameters: msw([nftScenarios.buySold]).parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay 25.0000 USDT' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else bought this NFT first',
    )
  },
}
