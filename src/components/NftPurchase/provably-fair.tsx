import { useTranslation } from 'react-i18next'

/** How the blind box's draw is fair and how anyone can check it (nft-box-math's header, in short). */
export function ProvablyFair() {
  const { t } = useTranslation('nftBuy')
  return (
    <details className="bg-surface rounded-xl p-4 text-sm">
      <summary className="text-ink min-h-11 cursor-pointer content-center font-semibold">
        {t('fair.title')}
      </summary>
      <ol className="text-ink mt-2 flex list-decimal flex-col gap-2 ps-5">
        <li>{t('fair.commit')}</li>
        <li>{t('fair.seed')}</li>
        <li>{t('fair.draw')}</li>
        <li>{t('fair.check')}</li>
      </ol>
    </details>
  )
}
