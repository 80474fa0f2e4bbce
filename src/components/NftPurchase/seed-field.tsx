import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { useErrorText } from '@/i18n/use-error-text'
import type { NftPurchaseView } from '@/machines/nft-purchase/nft-purchase.view'

export interface SeedFieldProps extends Pick<
  NftPurchaseView,
  'clientSeed' | 'seedIssue' | 'isSeeding' | 'isSubmitting' | 'error' | 'errorField'
> {
  onSeedChange: (value: string) => void
  onRegenerateSeed: () => void
}

/** The buyer's client seed for the box's draw: made in this browser, editable, made anew on demand. */
export function SeedField(p: SeedFieldProps) {
  const { t } = useTranslation('nftBuy')
  const errorText = useErrorText()
  const error = p.errorField === 'seed' ? p.error : p.seedIssue
  return (
    <section className="bg-surface flex flex-col gap-2 rounded-xl p-4">
      <Input
        label={t('seed.label')}
        value={p.clientSeed}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        disabled={p.isSubmitting}
        hint={t('seed.hint')}
        error={errorText(error)}
        onChange={(e) => p.onSeedChange(e.currentTarget.value)}
      />
      <Button
        type="button"
        variant="ghost"
        busy={p.isSeeding}
        disabled={p.isSubmitting}
        onClick={p.onRegenerateSeed}
      >
        {t('seed.regenerate')}
      </Button>
    </section>
  )
}
