import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children(id: string, describedBy: string | undefined): ReactNode;
}

/** Label, control, hint and error, wired for screen readers. */
function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, error || hint ? noteId : undefined)}
      {error ? (
        <p id={noteId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange(v: string): void;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextField({ label, value, onValueChange, error, hint, className = '', ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`input ${className}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange(v: string): void;
  error?: string | undefined;
};

export function TextAreaField({ label, value, onValueChange, error, ...rest }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(id, describedBy) => (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="input min-h-20 py-2"
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange(v: string): void;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ label, value, onValueChange, options, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onValueChange(e.target.value)} className="input" {...rest}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
