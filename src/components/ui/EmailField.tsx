// The e-mail field of the sign-up, login and password-reset forms: its type, label and the browser's autofill hint.
import Field from './Field.tsx';
import { t } from '../../shared/messages/couple-space.ts';

type EmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

export default function EmailField(field: EmailFieldProps) {
  return <Field {...field} type="email" label={t('auth.email')} autoComplete="email" required />;
}
