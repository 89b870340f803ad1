// A form's text values and its per-field errors: typing in a field clears that field's error (the others stay
// until the next submit).
import { useState } from 'react';

export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof T & string) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  return { values, setValues, errors, setErrors, set };
}
