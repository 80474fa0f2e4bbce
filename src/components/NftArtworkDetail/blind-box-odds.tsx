import { useTranslation } from 'react-i18next'
import type { PublishedBoxView } from '@/machines/nft-artwork/nft-artwork.view'

/**
 * What a blind box published before any sale (§17.12: its content is drawn when it is opened,
 * never picked in advance): the odds of each rarity, how many works each holds, the commitment.
 */
export function BlindBoxOdds({ box }: { box: PublishedBoxView }) {
  const { t } = useTranslation('nftBuy')
  return (
    <section aria-labelledby="box-odds" className="bg-surface flex flex-col gap-3 rounded-xl p-4">
      <h2 id="box-odds" className="text-ink font-semibold">
        {t('box.odds.title', { series: box.seriesName })}
      </h2>
      <table className="text-sm">
        <thead className="text-muted text-left">
          <tr>
            <th className="py-1 font-normal">{t('box.odds.rarity')}</th>
            <th className="py-1 text-right font-normal">{t('box.odds.chance')}</th>
            <th className="py-1 text-right font-normal">{t('box.odds.works')}</th>
          </tr>
        </thead>
        <tbody className="text-ink">
          {box.odds.map(({ rarity: r, percent, works }) => (
            <tr key={r} data-rarity={r}>
              <th scope="row" className="py-1 text-left font-medium">
                {t(`rarity.${r}`)}
              </th>
              <td className="py-1 text-right tabular-nums">{t('box.odds.percent', { percent })}</td>
              <td className="py-1 text-right tabular-nums">{works}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-col gap-1">
        <h3 className="text-ink text-sm font-medium">{t('box.commitment.title')}</h3>
        <p className="text-ink font-mono text-xs break-all" data-testid="box-commitment">
          {box.commitment}
        </p>
        <p className="text-muted text-xs">{t('box.commitment.hint')}</p>
      </div>
    </section>
  )
}
