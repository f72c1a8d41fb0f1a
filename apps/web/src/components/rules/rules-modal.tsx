import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui-store';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';

/** One entry of /content/rules/rules.json (docs/product.md §9 Static legal pages). */
export interface RuleSection {
  title: string;
  content: { message: string; isBold?: boolean; color?: string }[];
}

const RULES_URL = '/content/rules/rules.json';

async function fetchRules(): Promise<RuleSection[]> {
  const res = await fetch(RULES_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`rules ${res.status}`);
  const json: unknown = await res.json();
  if (!Array.isArray(json)) return [];
  return json.filter((s): s is RuleSection => typeof s?.title === 'string' && Array.isArray(s?.content));
}

export function useRules(enabled = true) {
  return useQuery({ queryKey: ['content', 'rules'], queryFn: fetchRules, staleTime: Infinity, enabled });
}

/** Named colours map to the theme's readable tones; other safe colour values pass through. */
function colorStyle(color: string | undefined): { className?: string; style?: { color: string } } {
  if (!color) return {};
  const c = color.trim().toLowerCase();
  if (c === 'red' || c === 'danger') return { className: 'text-danger' };
  if (c === 'green' || c === 'success') return { className: 'text-success' };
  if (c === 'accent' || c === 'orange' || c === 'amber') return { className: 'text-highlight' };
  return /^#[0-9a-f]{3,8}$/.test(c) ? { style: { color: c } } : {};
}

/** The header's Rules modal: an accordion of the rule sections, one open at a time. */
export function RulesModal() {
  const { t } = useTranslation();
  const open = useUi((s) => s.isRulesOpen);
  const setOpen = useUi((s) => s.setRulesOpen);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={t('rules.title', 'Rules')}
      description={t('rules.subtitle', 'Exchange, bookmaker, fancy and sport rules')}
      className="w-[min(48rem,calc(100vw-1.5rem))]"
    >
      <RulesAccordion />
    </Dialog>
  );
}

export function RulesAccordion() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useRules();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();

  if (isPending) {
    return (
      <div className="space-y-2 p-4" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-surface-2" />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="p-6 text-center">
        <p className="text-sm text-muted">{t('common.somethingWentWrong', 'Something Went Wrong, Please Try again!')}</p>
        <button type="button" className="btn btn-ghost mt-3" onClick={() => void refetch()}>
          {t('common.retry', 'Try again')}
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="p-6 text-center text-sm text-muted">{t('common.noDataFound', 'No Data Found')}</p>;

  return (
    <div className="divide-y divide-line">
      {data.map((section, i) => {
        const isOpen = openIndex === i;
        const panelId = `${baseId}-panel-${i}`;
        const buttonId = `${baseId}-button-${i}`;
        return (
          <div key={section.title}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : i)}
                className={`flex w-full items-center gap-3 px-5 py-3.5 text-left text-sm font-bold transition-colors hover:bg-surface-2 ${isOpen ? 'text-brand-text' : ''}`}
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-md bg-surface-2 text-xs font-black tabular-nums text-muted">
                  {i + 1}
                </span>
                <span className="flex-1">{section.title}</span>
                <Icon name="chevronDown" size={18} className={`shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            {isOpen && (
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className="space-y-2.5 bg-page/60 px-5 pt-1 pb-5 text-sm leading-6"
              >
                {section.content.map((item, j) => {
                  const c = colorStyle(item.color);
                  return (
                    <p
                      key={j}
                      className={`${item.isBold ? 'font-bold' : ''} ${c.className ?? (item.isBold ? '' : 'text-fg/85')}`}
                      style={c.style}
                    >
                      {item.message}
                    </p>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
