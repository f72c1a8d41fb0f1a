import { Icon } from '../../../components/ui/icons';

/** The result dialogs' warnings (lib/result-warnings.ts), above the code so they are read first. */
export function ResultWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="flex flex-col gap-2">
      {warnings.map((w) => (
        <li
          key={w}
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
        >
          <Icon name="warning" className="mt-0.5 size-4 shrink-0" />
          <span>{w}</span>
        </li>
      ))}
    </ul>
  );
}
