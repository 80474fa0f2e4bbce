/** The overview's shortcuts, in the order they are shown. */
export const assetShortcuts = ['deposit', 'withdraw', 'convert', 'transfer', 'records'] as const
export type AssetShortcut = (typeof assetShortcuts)[number]

const paths: Record<AssetShortcut, string> = {
  deposit: 'M12 4v12m0 0-5-5m5 5 5-5M5 20h14',
  withdraw: 'M12 20V8m0 0-5 5m5-5 5 5M5 4h14',
  convert: 'M4 8h13l-3-3M20 16H7l3 3',
  transfer: 'M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3',
  records: 'M6 3h9l4 4v14H6V3Zm3 7h7m-7 4h7m-7 4h4',
}

/** A shortcut's drawing; decorative, the label says what it is. */
export function ShortcutIcon({ shortcut }: { shortcut: AssetShortcut }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[shortcut]} />
    </svg>
  )
}
