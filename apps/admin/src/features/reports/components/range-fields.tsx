import { TextField } from '../../../components/ui/fields';

/** From and To as India days (both included). */
export function RangeFields({
  range,
  onChange,
}: {
  range: { startDate: string; endDate: string };
  onChange(next: { startDate?: string; endDate?: string }): void;
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        value={range.startDate}
        max={range.endDate}
        onValueChange={(v) => v && onChange({ startDate: v })}
      />
      <TextField label="To" type="date" value={range.endDate} min={range.startDate} onValueChange={(v) => v && onChange({ endDate: v })} />
    </>
  );
}
