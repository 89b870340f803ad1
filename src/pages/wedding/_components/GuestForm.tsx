// One guest's fields (« Ajouter un invité » and « Modifier »), checked with the schema the server applies; the
// server's refusal is shown next to the field it names, or above the buttons.
import { useState, type SubmitEvent } from 'react';
import Field, { BusyButton, fieldErrors, useFormFields } from '../../../components/ui/Field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { guestListMessages, t } from '../../../shared/messages/guest-list.ts';
import { GUEST_LANGUAGES, ZGuestInput, type TGuestInput, type TListedGuest } from '../../../shared/schemas/guests.ts';

export type GuestDraft = { name: string; phone: string; household: string; language: string; email: string };

export function draftOf(guest: TListedGuest | null): GuestDraft {
  return {
    name: guest?.name ?? '',
    phone: guest?.phoneNumber ?? '',
    household: guest?.household ?? '',
    language: guest?.language ?? '',
    email: guest?.email ?? '',
  };
}

/** Server messages that belong to one field (the schema's own words, sent back by the server's check). */
const FIELD_OF_MESSAGE: Record<string, keyof GuestDraft> = {
  [guestListMessages['guestList.error.nameRequired']]: 'name',
  [guestListMessages['guestList.error.nameTooLong']]: 'name',
  [guestListMessages['guestList.error.phoneRequired']]: 'phone',
  [guestListMessages['guestList.error.phoneInvalid']]: 'phone',
  [guestListMessages['guestList.error.phoneTaken']]: 'phone',
  [guestListMessages['guestList.error.phoneOfConversation']]: 'phone',
  [guestListMessages['guestList.error.householdTooLong']]: 'household',
  [guestListMessages['guestList.error.languageInvalid']]: 'language',
  [guestListMessages['guestList.error.emailInvalid']]: 'email',
};

type GuestFormProps = {
  idPrefix: string;
  initial: GuestDraft;
  onCancel: () => void;
  /** Throws the server's refusal (an AppError); the form shows it. */
  onSave: (input: TGuestInput) => Promise<void>;
};

export default function GuestForm({ idPrefix, initial, onCancel, onSave }: GuestFormProps) {
  const { values, errors, setErrors, set } = useFormFields<GuestDraft>(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setFormError(null);
    const input: TGuestInput = {
      name: values.name,
      phone: values.phone,
      household: values.household,
      language: (values.language || null) as TGuestInput['language'],
      email: values.email.trim(),
    };
    const parsed = ZGuestInput.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstError(
        idPrefix,
        parsed.error.issues.map((issue) => String(issue.path[0] ?? '')),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      const message = errorMessage(error, t('guestList.saveFailed'));
      const field = FIELD_OF_MESSAGE[message];
      if (field) {
        setErrors({ [field]: message });
        focusFirstError(idPrefix, [field]);
      } else {
        setFormError(message);
      }
    } finally {
      setSaving(false);
    }
  }

  const id = (name: keyof GuestDraft) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} noValidate data-testid="guest-form">
      <Field
        id={id('name')}
        label={t('guestList.field.name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="off"
        required
        disabled={saving}
      />
      <Field
        id={id('phone')}
        label={t('guestList.field.phone')}
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint={t('guestList.field.phone.hint')}
        autoComplete="off"
        disabled={saving}
      />
      <Field
        id={id('household')}
        label={t('guestList.field.household')}
        value={values.household}
        onChange={set('household')}
        error={errors.household}
        hint={t('guestList.field.household.hint')}
        autoComplete="off"
        disabled={saving}
      />
      <div className="fieldset py-1">
        <div className="fieldset-legend pb-1 pt-0 text-sm">
          <label htmlFor={id('language')}>{t('guestList.field.language')}</label>
        </div>
        <select
          id={id('language')}
          name={id('language')}
          className={`select w-full ${errors.language ? 'select-error' : ''}`}
          value={values.language}
          onChange={(event) => set('language')(event.target.value)}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={errors.language ? `${id('language')}-error` : undefined}
          disabled={saving}
        >
          <option value="">{t('guestList.language.none')}</option>
          {GUEST_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`guestList.language.${language}`)}
            </option>
          ))}
        </select>
        {errors.language && (
          <p
            id={`${id('language')}-error`}
            className="text-sm text-red-700 dark:text-red-300"
            data-testid={`${id('language')}-error`}
          >
            {errors.language}
          </p>
        )}
      </div>
      <Field
        id={id('email')}
        label={t('guestList.field.email')}
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="off"
        disabled={saving}
      />
      {formError && (
        <p className="alert alert-error mt-3 text-sm" role="alert" data-testid="guest-form-error">
          {formError}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          {t('guestList.cancel')}
        </button>
        <BusyButton busy={saving}>{t('guestList.save')}</BusyButton>
      </div>
    </form>
  );
}

function focusFirstError(idPrefix: string, fields: string[]) {
  const order = ['name', 'phone', 'household', 'language', 'email'];
  const first = order.find((field) => fields.includes(field));
  if (first) requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first}`)?.focus());
}
