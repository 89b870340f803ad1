// The wedding form: every information field the assistant answers from (new wedding, settings tab, couple sign-up).
import { useState, type SubmitEvent } from 'react';
import { t, type CoupleMessageKey as MessageKey } from '../shared/messages/couple-space.ts';
import { ZWeddingFields, type TWedding, type TWeddingFields } from '../shared/schemas/weddings.ts';
import { showToast } from '../stores/toasts.ts';
import Field, { fieldErrors } from './Field.tsx';

export type WeddingFieldKey = keyof TWeddingFields;
export type WeddingFormValues = Record<WeddingFieldKey, string>;

type FieldSpec = { key: WeddingFieldKey; type?: 'date' | 'time'; multiline?: boolean; required?: boolean; hint?: MessageKey; wide?: boolean };
type SectionSpec = { title: MessageKey; fields: FieldSpec[] };

const SECTIONS: SectionSpec[] = [
  {
    title: 'wedding.section.couple',
    fields: [
      { key: 'brideName', required: true },
      { key: 'groomName', required: true },
      { key: 'weddingDate', type: 'date', required: true },
    ],
  },
  {
    title: 'wedding.section.ceremony',
    fields: [{ key: 'ceremonyVenue' }, { key: 'ceremonyTime', type: 'time' }, { key: 'ceremonyAddress', wide: true }],
  },
  {
    title: 'wedding.section.reception',
    fields: [{ key: 'receptionVenue' }, { key: 'receptionTime', type: 'time' }, { key: 'receptionAddress', wide: true }],
  },
  {
    title: 'wedding.section.practical',
    fields: [
      { key: 'dressCode', multiline: true, hint: 'wedding.hint.dressCode' },
      { key: 'parkingInfo', multiline: true, hint: 'wedding.hint.parkingInfo' },
      { key: 'accommodations', multiline: true, hint: 'wedding.hint.accommodations' },
      { key: 'giftRegistry', multiline: true, hint: 'wedding.hint.giftRegistry' },
      { key: 'rsvpDeadline', type: 'date', hint: 'wedding.hint.rsvpDeadline' },
      { key: 'emergencyContact', hint: 'wedding.hint.emergencyContact', wide: true },
      { key: 'additionalInfo', multiline: true, hint: 'wedding.hint.additionalInfo', wide: true },
    ],
  },
];

/** The fields /couple-signup shows (spec 000 section 2); the others are filled in later from the couple space. */
const ESSENTIAL: ReadonlySet<WeddingFieldKey> = new Set([
  'brideName',
  'groomName',
  'weddingDate',
  'ceremonyVenue',
  'ceremonyAddress',
  'ceremonyTime',
  'receptionVenue',
  'receptionAddress',
  'receptionTime',
]);

const ALL_KEYS = SECTIONS.flatMap((section) => section.fields.map((field) => field.key));

/** Form values from a stored wedding (or a partial draft): '' for unset, times cut to HH:MM. */
export function toFormValues(source?: Partial<Record<string, string | null | undefined>> | Pick<TWedding, WeddingFieldKey> | null): WeddingFormValues {
  const values = {} as WeddingFormValues;
  for (const key of ALL_KEYS) {
    const raw = (source as Record<string, unknown> | null | undefined)?.[key];
    const text = typeof raw === 'string' ? raw : '';
    values[key] = key.endsWith('Time') && /^\d{2}:\d{2}/.test(text) ? text.slice(0, 5) : text;
  }
  return values;
}

type WeddingFormProps = {
  idPrefix: string;
  initial?: WeddingFormValues;
  fields?: 'essential' | 'all';
  submitLabel: string;
  onSubmit: (fields: TWeddingFields) => Promise<void>;
  /** Every keystroke, e.g. to keep a draft in sessionStorage. */
  onValuesChange?: (values: WeddingFormValues) => void;
};

export default function WeddingForm({ idPrefix, initial, fields = 'all', submitLabel, onSubmit, onValuesChange }: WeddingFormProps) {
  const [values, setValues] = useState<WeddingFormValues>(() => initial ?? toFormValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  function update(key: WeddingFieldKey, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    onValuesChange?.(next);
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const visible = fields === 'all' ? values : Object.fromEntries(Object.entries(values).filter(([key]) => ESSENTIAL.has(key as WeddingFieldKey)));
    const parsed = ZWeddingFields.safeParse(visible);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      showToast({ title: t('wedding.validation.title'), description: t('wedding.validation'), variant: 'destructive' });
      const first = ALL_KEYS.find((key) => found[key]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="wedding-form">
      <p className="text-sm text-base-content/75">{t('ui.required')}</p>
      {SECTIONS.map((section) => {
        const shown = section.fields.filter((field) => fields === 'all' || ESSENTIAL.has(field.key));
        if (shown.length === 0) return null;
        return (
          <fieldset key={section.title} className="rounded-box border border-base-300 p-4">
            <legend className="px-2 text-lg font-semibold">{t(section.title)}</legend>
            <div className="grid gap-x-4 md:grid-cols-2">
              {shown.map((field) => (
                <div key={field.key} className={field.wide || field.multiline ? 'md:col-span-2' : ''}>
                  {field.multiline ? (
                    <Field
                      multiline
                      id={`${idPrefix}-${field.key}`}
                      label={t(`wedding.label.${field.key}` as MessageKey)}
                      value={values[field.key]}
                      onChange={(value) => update(field.key, value)}
                      error={errors[field.key]}
                      hint={field.hint && t(field.hint)}
                      disabled={submitting}
                    />
                  ) : (
                    <Field
                      id={`${idPrefix}-${field.key}`}
                      type={field.type ?? 'text'}
                      label={t(`wedding.label.${field.key}` as MessageKey)}
                      value={values[field.key]}
                      onChange={(value) => update(field.key, value)}
                      error={errors[field.key]}
                      hint={field.hint && t(field.hint)}
                      required={field.required}
                      disabled={submitting}
                    />
                  )}
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
