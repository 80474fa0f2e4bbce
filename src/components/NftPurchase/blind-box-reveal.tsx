import { useTranslation } from 'react-i18next'
import type { BoxReveal } from '@/api/contract/nft-box'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { Button } from '@/components/ui/Button/Button'

export interface BlindBoxRevealProps {
  reveal: BoxReveal
  myNftsHref: string
  onVerify: () => void
}

/**
 * The drawn work, revealed: it grows in from the box (a CSS transition from its starting style,
 * none at all when the reader asks for reduced motion), then the way to verify the draw.
 */
export function BlindBoxReveal({ reveal, myNftsHref, onVerify }: BlindBoxRevealProps) {
  const { t } = useTranslation('nftBuy')
  const drawn = reveal.template
  return (
    <section aria-labelledby="box-revealed" className="flex flex-col gap-4">
      <h2 id="box-revealed" className="text-ink text-center text-lg font-semibold">
        {t('reveal.title')}
      </h2>
      <div
        data-slot="box-reveal"
        className="transition duration-700 ease-out motion-reduce:transition-none starting:scale-50 starting:rotate-6 starting:opacity-0 motion-reduce:starting:scale-100 motion-reduce:starting:rotate-0 motion-reduce:starting:opacity-100"
      >
        <NftMedia
          type={drawn.type}
          image={drawn.image}
          media={drawn.media}
          name={drawn.name}
          variant="full"
          className="rounded-xl"
        />
      </div>
      <div className="bg-surface flex flex-col gap-1 rounded-xl p-4 text-center">
        <p className="text-ink text-lg font-semibold">{drawn.name}</p>
        <p className="text-primary-ink font-medium">{t(`rarity.${reveal.rarity}`)}</p>
        {drawn.description && <p className="text-muted text-sm">{drawn.description}</p>}
      </div>
      <Button type="button" block onClick={onVerify}>
        {t('reveal.verify')}
      </Button>
      <a href={myNftsHref} className="text-primary-ink flex min-h-11 items-center justify-center">
        {t('done.mine')}
      </a>
    </section>
  )
}
