// The wedding form: every information field the assistant answers from (new wedding, settings tab, couple sign-up).
import { useState, type SubmitEvent } from 'react';
import { t, type CoupleMessageKey as MessageKey } from '../shared/messages/couple-space.ts';
import { ZWeddingFields, type TWedding, type TWeddingFields } from '../shared/schemas/weddings.ts';
import { showToast } from '../stores/toasts.ts';
import {
  coupleHeadingKey,
  NO_PARTNER_ROLE,
  partnerNameLabelKey,
  partnerNameRequiredKey,
  partnerRoleOf,
} from '../shared/partners.ts';
import Field, { BusyButton, fieldErrors } from './ui/Field.tsx';
import { partFieldLabel, partSection, type MirroredParts } from '../shared/mirrored-parts.ts';

export type WeddingFieldKey = keyof TWeddingFields;
export type WeddingFormValues = Record<WeddingFieldKey, string>;

type FieldSpec = {
  key: WeddingFieldKey;
  type?: 'date' | 'time' | 'role' | 'number';
  multiline?: boolean;
  required?: boolean;
  hint?: MessageKey;
  wide?: boolean;
};
type SectionSpec = { title: MessageKey; fields: FieldSpec[] };

const SECTIONS: SectionSpec[] = [
  {
    title: 'wedding.section.couple',
    fields: [
      { key: 'brideName', required: true },
      { key: 'firstPartnerRole', type: 'role' },
      { key: 'groomName', required: true },
      { key: 'secondPartnerRole', type: 'role' },
      { key: 'weddingDate', type: 'date', required: true },
    ],
  },
  {
    title: 'wedding.section.ceremony',
    fields: [{ key: 'ceremonyVenue' }, { key: 'ceremonyTime', type: 'time' }, { key: 'ceremonyAddress', wide: true }],
  },
  {
    title: 'wedding.section.reception',
    fields: [
      { key: 'receptionVenue' },
      { key: 'receptionTime', type: 'time' },
      { key: 'receptionAddress', wide: true },
    ],
  },
  {
    title: 'wedding.section.practical',
    fields: [
      { key: 'dressCode', multiline: true, hint: 'wedding.hint.dressCode' },
      { key: 'parkingInfo', multiline: true, hint: 'wedding.hint.parkingInfo' },
      { key: 'accommodations', multiline: true, hint: 'wedding.hint.accommodations' },
      { key: 'giftRegistry', multiline: true, hint: 'wedding.hint.giftRegistry' },
      { key: 'rsvpDeadline', type: 'date', hint: 'wedding.hint.rsvpDeadline' },
      { key: 'rsvpReminderDays', type: 'number', hint: 'wedding.hint.rsvpReminderDays' },
      { key: 'emergencyContact', hint: 'wedding.hint.emergencyContact', wide: true },
      { key: 'additionalInfo', multiline: true, hint: 'wedding.hint.additionalInfo', wide: true },
    ],
  },
];

/** The fields /couple-signup shows (spec 000 section 2); the others are filled in later from the couple space. */
const ESSENTIAL: ReadonlySet<WeddingFieldKey> = new Set([
  'brideName',
  'firstPartnerRole',
  'groomName',
  'secondPartnerRole',
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
export function toFormValues(
  source?: Partial<Record<string, string | null | undefined>> | Pick<TWedding, WeddingFieldKey> | null,
): WeddingFormValues {
  const values = {} as WeddingFormValues;
  for (const key of ALL_KEYS) {
    const raw = (source as Record<string, unknown> | null | undefined)?.[key];
    const text = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
    values[key] = key.endsWith('Time') && /^\d{2}:\d{2}/.test(text) ? text.slice(0, 5) : text;
  }
  // Roles: a bride and a groom until the couple says otherwise (the spec's form); « none » when they chose neither.
  const roles = source as Partial<Record<'firstPartnerRole' | 'secondPartnerRole', string | null>> | null | undefined;
  values.firstPartnerRole =
    roles && 'firstPartnerRole' in roles ? (roles.firstPartnerRole ?? NO_PARTNER_ROLE) : 'bride';
  values.secondPartnerRole =
    roles && 'secondPartnerRole' in roles ? (roles.secondPartnerRole ?? NO_PARTNER_ROLE) : 'groom';
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
  /** The parts of the day the ceremony and reception fields edit, to name them (a stored wedding's). */
  parts?: MirroredParts | null;
};

export default function WeddingForm({
  idPrefix,
  initial,
  fields = 'all',
  submitLabel,
  onSubmit,
  onValuesChange,
  parts,
}: WeddingFormProps) {
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
    const visible =
      fields === 'all'
        ? values
        : Object.fromEntries(Object.entries(values).filter(([key]) => ESSENTIAL.has(key as WeddingFieldKey)));
    const parsed = ZWeddingFields.safeParse({
      ...visible,
      firstPartnerRole: partnerRoleOf(values.firstPartnerRole),
      secondPartnerRole: partnerRoleOf(values.secondPartnerRole),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      // A missing first name in the words of the role chosen (« Le prénom de la mariée est requis » for both brides).
      if (found.brideName) found.brideName = t(partnerNameRequiredKey(partnerRoleOf(values.firstPartnerRole)));
      if (found.groomName) found.groomName = t(partnerNameRequiredKey(partnerRoleOf(values.secondPartnerRole)));
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

  /** A partner's first name is labelled by the role chosen (the spec's « Prénom de la mariée » / « Prénom du marié »). */
  const labelOf = (key: WeddingFieldKey) =>
    key === 'brideName'
      ? t(partnerNameLabelKey(partnerRoleOf(values.firstPartnerRole), 0))
      : key === 'groomName'
        ? t(partnerNameLabelKey(partnerRoleOf(values.secondPartnerRole), 1))
        : (partFieldLabel(key, parts) ?? t(`wedding.label.${key}` as MessageKey));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="wedding-form">
      <p className="text-sm text-base-content/75">{t('ui.required')}</p>
      {SECTIONS.map((section) => {
        const shown = section.fields.filter((field) => fields === 'all' || ESSENTIAL.has(field.key));
        if (shown.length === 0) return null;
        const named = partSection(section.title, parts);
        return (
          <fieldset key={section.title} className="rounded-box border border-base-300 p-4">
            <legend className="px-2 text-lg font-semibold">
              {section.title === 'wedding.section.couple'
                ? t(
                    coupleHeadingKey({
                      firstPartnerRole: partnerRoleOf(values.firstPartnerRole),
                      secondPartnerRole: partnerRoleOf(values.secondPartnerRole),
                    }),
                  )
                : named.title}
            </legend>
            {named.note && (
              <p className="mb-2 text-sm text-base-content/75" data-testid={`${section.title}-note`}>
                {named.note}
              </p>
            )}
            <div className="grid gap-x-4 md:grid-cols-2">
              {shown.map((field) => (
                <div key={field.key} className={field.wide || field.multiline ? 'md:col-span-2' : ''}>
                  {field.type === 'role' ? (
                    <div className="fieldset py-1">
                      <label htmlFor={`${idPrefix}-${field.key}`} className="fieldset-legend pb-1 pt-0 text-sm">
                        {t('wedding.label.partnerRole')}
                      </label>
                      <select
                        id={`${idPrefix}-${field.key}`}
                        className="select w-full"
                        value={values[field.key] || NO_PARTNER_ROLE}
                        onChange={(event) => update(field.key, event.target.value)}
                        disabled={submitting}
                        data-testid={`${field.key}-select`}
                      >
                        <option value="bride">{t('wedding.partnerRole.bride')}</option>
                        <option value="groom">{t('wedding.partnerRole.groom')}</option>
                        <option value={NO_PARTNER_ROLE}>{t('wedding.partnerRole.none')}</option>
                      </select>
                    </div>
                  ) : field.multiline ? (
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
                      label={labelOf(field.key)}
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
        <BusyButton busy={submitting}>{submitLabel}</BusyButton>
      </div>
    </form>
  );
}
