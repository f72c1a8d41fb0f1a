import type { SlotSymbol } from '@backlay/domain';

/**
 * The reels' symbols, drawn (not emoji: a phone or kiosk without a colour emoji font would
 * show empty boxes). Each is a coloured token with its name, readable at a glance.
 */
const LOOK: Record<SlotSymbol, { label: string; fill: string; text: string }> = {
  seven: { label: '7', fill: '#dc2626', text: '#ffffff' },
  bar: { label: 'BAR', fill: '#111827', text: '#facc15' },
  bell: { label: 'BELL', fill: '#facc15', text: '#422006' },
  plum: { label: 'PLUM', fill: '#7c3aed', text: '#ffffff' },
  orange: { label: 'ORANGE', fill: '#f97316', text: '#ffffff' },
  lemon: { label: 'LEMON', fill: '#fde047', text: '#3f3f05' },
  cherry: { label: 'CHERRY', fill: '#be123c', text: '#ffffff' },
};

export function SlotSymbolView({ symbol, size = 56 }: { symbol: SlotSymbol | null; size?: number }) {
  if (!symbol) {
    return (
      <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="24" fill="#ffffff14" />
      </svg>
    );
  }
  const look = LOOK[symbol];
  const isSeven = symbol === 'seven';
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" role="img" aria-label={symbol}>
      <circle cx="28" cy="28" r="25" fill={look.fill} stroke="#ffffff40" strokeWidth="2" />
      <text
        x="28"
        y={isSeven ? 39 : 32}
        textAnchor="middle"
        fontSize={isSeven ? 32 : look.label.length > 4 ? 9 : 12}
        fontWeight="900"
        fill={look.text}
        fontFamily="system-ui, sans-serif"
      >
        {look.label}
      </text>
    </svg>
  );
}
