/** A row of tabs over a panel (the bet lists' Sports/Casino, the theme editor's sections). */
export function TabList<T extends string>({
  label,
  tabs,
  tab,
  onTab,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  tab: T;
  onTab(tab: T): void;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-line pb-2">
      {tabs.map((x) => (
        <button
          key={x.value}
          type="button"
          role="tab"
          aria-selected={tab === x.value}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === x.value ? 'bg-primary/10 text-primary' : 'text-muted hover:text-fg'}`}
          onClick={() => onTab(x.value)}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}
