// The e-mail and password fields of every account form (sign-up, login, reset, change): one place for their type,
// label, the browser's autofill hint and the rules shown under a new password.
import Field from './Field.tsx';
import { t } from '../../shared/messages/couple-space.ts';

type PasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `new` lets password managers propose a strong one; `current` lets them fill the saved one. */
  purpose: 'current' | 'new';
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
};

export default function PasswordField({ purpose, disabled = false, ...field }: PasswordFieldProps) {
  return (
    <Field
      {...field}
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      required
      disabled={disabled}
    />
  );
}

type NewPasswordFieldsProps = {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  errors: { password?: string | undefined; confirm?: string | undefined };
  onChange: { password: (value: string) => void; confirm: (value: string) => void };
  disabled?: boolean;
};

/** A new password typed twice, the rules under the first. */
export function NewPasswordFields({ ids, labels, values, errors, onChange, disabled = false }: NewPasswordFieldsProps) {
  return (['password', 'confirm'] as const).map((field) => (
    <PasswordField
      key={field}
      id={ids[field]}
      purpose="new"
      label={labels[field]}
      value={values[field]}
      onChange={onChange[field]}
      error={errors[field]}
      hint={field === 'password' ? t('auth.password.hint') : undefined}
      disabled={disabled}
    />
  ));
}

type EmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

export function EmailField(field: EmailFieldProps) {
  return <Field {...field} type="email" label={t('auth.email')} autoComplete="email" required />;
}
