import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BatchCloseScope } from '@/api/contract/lever'
import { Button } from '@/components/ui/Button/Button'

const scopes: readonly BatchCloseScope[] = ['all', 'long', 'short']

export interface CloseAllMenuProps {
  disabled: boolean
  onChoose: (scope: BatchCloseScope) => void
}

/** "Close all" and its scope: all positions, longs only, shorts only (the confirm follows). */
export function CloseAllMenu({ disabled, onChoose }: CloseAllMenuProps) {
  const { t } = useTranslation('positions')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  return (
    <div className="relative">
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('list.closeAll')}
        <svg aria-hidden="true" viewBox="0 0 10 10" className="size-2.5" fill="currentColor">
          <path d="M1 3h8L5 8 1 3Z" />
        </svg>
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('list.closeAll')}
          className="bg-surface border-line absolute end-0 top-full z-10 mt-1 flex min-w-40 flex-col rounded-lg border py-1 shadow-lg"
        >
          {scopes.map((scope) => (
            <li key={scope} role="none">
              <button
                type="button"
                role="menuitem"
                className="text-ink w-full px-3 py-2 text-start text-sm active:opacity-70"
                onClick={() => {
                  setOpen(false)
                  onChoose(scope)
                }}
              >
                {t(`scope.${scope}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
