import { Icon } from './icons';

/** A star toggle: filled when on. The label says what a press will do. */
export function FavoriteStar({
  isOn,
  label,
  onToggle,
  disabled,
}: {
  isOn: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onToggle}
      className={`icon-btn size-9 ${isOn ? 'text-accent' : 'text-muted'} disabled:opacity-50`}
    >
      <Icon name="star" size={18} fill={isOn ? 'currentColor' : 'none'} />
    </button>
  );
}
