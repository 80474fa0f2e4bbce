/** The ticket's shape while its rules and balances load: grey blocks where the fields will be. */
export function TicketSkeleton({ label }: { label: string }) {
  const block = 'bg-raised animate-pulse rounded-lg motion-reduce:animate-none'
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2.5">
      <div className={`${block} h-10`} />
      <div className={`${block} h-9 w-2/3`} />
      <div className={`${block} h-10`} />
      <div className={`${block} h-10`} />
      <div className="grid grid-cols-4 gap-1">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-7`} />
        ))}
      </div>
      <div className={`${block} h-16`} />
      <div className={`${block} h-11`} />
    </div>
  )
}
