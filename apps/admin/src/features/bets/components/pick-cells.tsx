/** The checkbox of a row that may be voided, and the header box that picks the whole page. */
export function PickCell({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <td data-label="Select" className="w-10">
      <input type="checkbox" className="size-4 accent-primary" aria-label={label} checked={checked} onChange={onChange} />
    </td>
  );
}

export function PickAllHeader({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange(): void }) {
  return (
    <th className="w-10">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        aria-label="Select every bet of this page"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
    </th>
  );
}
