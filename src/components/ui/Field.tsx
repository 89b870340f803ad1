// The kit's form pieces: a labelled control with its hint and its error (linked for screen readers), the form's
// values and errors, and the button that waits for the request.
import { useState, useSyncExternalStore, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

type Common = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
};

type InputFieldProps = Common & {
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  multiline?: false;
};
type TextareaFieldProps = Common & { multiline: true; rows?: number };

export default function Field(props: InputFieldProps | TextareaFieldProps) {
  const { id, label, value, onChange, error, hint, required = false, disabled = false, placeholder } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    disabled,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };

  return (
    <div className="fieldset py-1">
      {/* The asterisk stays outside the label: the field's name is the label, `required` says the rest. */}
      <div className="fieldset-legend pb-1 pt-0 text-sm">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </div>
      {props.multiline ? (
        <textarea {...shared} rows={props.rows ?? 3} className={`textarea w-full ${error ? 'textarea-error' : ''}`} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          className={`input w-full ${error ? 'input-error' : ''}`}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message per field of a failed zod parse, keyed by the top-level field name. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's text values and per-field errors: typing in a field clears that field's error (the others stay until the next submit). */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof T & string) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  return { values, setValues, errors, setErrors, set };
}

/** A form's button that shows a spinner and stays disabled while its request runs. */
/** Nothing to subscribe to: whether the island is hydrated never changes once it is. */
const noSubscription = () => () => undefined;

export function BusyButton({
  busy,
  disabled = false,
  type = 'submit',
  className = 'btn btn-primary',
  onClick,
  testId,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  type?: 'submit' | 'button';
  className?: string;
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  // Disabled until the island is hydrated: a form sent before (Enter in the password field of a page still loading)
  // would go out as the browser's own GET, its fields (a password) in the address.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <button
      type={type}
      className={className}
      onClick={onClick}
      disabled={busy || disabled || !hydrated}
      data-testid={testId}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
