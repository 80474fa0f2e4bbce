import type { ComponentProps, MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export type TabKey = 'home' | 'market' | 'trade' | 'assets'

/** Spec §2: bottom tabs in order Home, Markets, Trade, Assets; hash routes. */
const TABS: readonly TabKey[] = ['home', 'market', 'trade', 'assets']

const DEFAULT_HREFS: Record<TabKey, string> = {
  home: '#/',
  market: '#/market',
  trade: '#/trade',
  assets: '#/assets',
}

const ICONS: Record<TabKey, string> = {
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4v-9Z',
  market: 'M4 19V5M4 19h16M8 15l4-4 3 3 5-6',
  trade: 'M7 4v16M7 4 4 7M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3',
  assets: 'M4 7h16v12H4V7Zm0 0 2-3h12l2 3M15 13h2',
}

export interface TabBarProps extends ComponentProps<'nav'> {
  /** The tab of the current page; gets `aria-current="page"`. */
  active: TabKey
  /** Overrides the hash routes per tab. */
  hrefs?: Partial<Record<TabKey, string>>
  /** Called before a tab's link is followed; `event.preventDefault()` keeps the current page. */
  onTabClick?: (tab: TabKey, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The bottom tab bar. Positioning (fixed at the bottom) is the app shell's. */
export function TabBar({ active, hrefs, onTabClick, className, ...props }: TabBarProps) {
  const { t } = useTranslation()
  const labels: Record<TabKey, string> = {
    home: t('tabBar.home'),
    market: t('tabBar.market'),
    trade: t('tabBar.trade'),
    assets: t('tabBar.assets'),
  }
  return (
    <nav
      aria-label={t('tabBar.label')}
      data-slot="tab-bar"
      className={cn('bg-tabbar pb-[env(safe-area-inset-bottom)]', className)}
      {...props}
    >
      <ul className="flex h-14">
        {TABS.map((tab) => {
          const current = tab === active
          return (
            <li key={tab} className="flex-1">
              <a
                href={hrefs?.[tab] ?? DEFAULT_HREFS[tab]}
                onClick={onTabClick ? (event) => onTabClick(tab, event) : undefined}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'active' : 'inactive'}
                className="text-tab data-[state=active]:text-tab-active flex h-full flex-col items-center justify-center gap-0.5 text-xs no-underline"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                >
                  <path d={ICONS[tab]} />
                </svg>
                {labels[tab]}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
