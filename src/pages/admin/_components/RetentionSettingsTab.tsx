// « Conservation des données »: the three retention periods the nightly job enforces (zod-checked, French errors).
import { useState, type SubmitEvent } from 'react';
import Field, { useFormFields } from '../../../components/ui/Field.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZRetentionSettings, type TRetentionSettings } from '../../../shared/schemas/retention.ts';
import { showToast } from '../../../stores/toasts.ts';
import { showFailure } from './feedback.ts';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

const FIELDS = [
  { key: 'guestMonthsAfterWedding', label: 'retention.guestMonths' },
  { key: 'trialDays', label: 'retention.trialDays' },
  { key: 'preRegistrationMonths', label: 'retention.preRegistrationMonths' },
] as const;

export function RetentionSettingsTab() {
  const settings = useQuery(() => adminApi.retentionSettings(), 'retention-settings', adminReads);
  return (
    <QueryView query={settings}>
      {(current) => <RetentionForm initial={current} onSaved={(saved) => settings.setData(() => saved)} />}
    </QueryView>
  );
}

function RetentionForm({
  initial,
  onSaved,
}: {
  initial: TRetentionSettings;
  onSaved: (saved: TRetentionSettings) => void;
}) {
  const { values, errors, setErrors, set } = useFormFields({
    guestMonthsAfterWedding: String(initial.guestMonthsAfterWedding),
    trialDays: String(initial.trialDays),
    preRegistrationMonths: String(initial.preRegistrationMonths),
  });
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZRetentionSettings.safeParse(
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? NaN : Number(value)]),
      ),
    );
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await adminApi.updateRetentionSettings(parsed.data));
      void showToast({ title: t('retention.saved') });
    } catch (error) {
      showFailure(t('retention.saveFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('retention.title')} testId="retention-settings">
      <form onSubmit={save} noValidate className="max-w-xl space-y-2">
        <p className="text-sm text-base-content/75">{t('retention.intro')}</p>
        {FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            id={`retention-${key}`}
            type="number"
            label={t(label)}
            value={values[key]}
            onChange={set(key)}
            error={errors[key]}
            required
            disabled={busy}
          />
        ))}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="retention-save">
          {t('retention.save')}
        </button>
      </form>
    </Section>
  );
}
