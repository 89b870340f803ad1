// The wedding info card: couple, date, account e-mail, assistant id; its edit mode sends only the names and the date.
import { useState, type SubmitEvent } from 'react';
import Field, { fieldErrors, useFormFields } from '../../../components/Field.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatWeddingDate } from '../../../shared/format.ts';
import { partnerNameLabelKey } from '../../../shared/partners.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { ZWeddingFields, type TWedding } from '../../../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

const ZInfoEdit = ZWeddingFields.pick({ brideName: true, groomName: true, weddingDate: true });

type WeddingInfoCardProps = { wedding: TWedding; email: string | null; onSaved: (wedding: TWedding) => void };

export default function WeddingInfoCard({ wedding, email, onSaved }: WeddingInfoCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="wedding-info-title"
      data-testid="wedding-info"
    >
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 id="wedding-info-title" className="card-title">
            {t('dashboard.info.title')}
          </h2>
          {!editing && (
            <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => setEditing(true)}>
              {t('ui.edit')}
            </button>
          )}
        </div>
        {editing ? (
          <InfoForm
            wedding={wedding}
            onCancel={() => setEditing(false)}
            onSaved={(next) => {
              onSaved(next);
              setEditing(false);
            }}
          />
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-base-content/75">{t('dashboard.info.couple')}</dt>
            <dd className="font-medium" data-testid="info-couple">
              {wedding.brideName} &amp; {wedding.groomName}
            </dd>
            <dt className="text-base-content/75">{t('dashboard.info.date')}</dt>
            <dd className="font-medium" data-testid="info-date">
              {formatWeddingDate(wedding.weddingDate)}
            </dd>
            <dt className="text-base-content/75">{t('dashboard.info.email')}</dt>
            <dd className="break-all font-medium">{email ?? t('ui.notSet')}</dd>
            <dt className="text-base-content/75">{t('dashboard.info.assistantId')}</dt>
            <dd>
              <code className="break-all rounded bg-base-200 px-1" data-testid="info-assistant-id">
                {wedding.weddingId}
              </code>
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}

function InfoForm({
  wedding,
  onCancel,
  onSaved,
}: {
  wedding: TWedding;
  onCancel: () => void;
  onSaved: (wedding: TWedding) => void;
}) {
  const { values, errors, setErrors, set } = useFormFields({
    brideName: wedding.brideName,
    groomName: wedding.groomName,
    weddingDate: wedding.weddingDate,
  });
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZInfoEdit.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const updated = await api.weddings.update(wedding.id, parsed.data);
      showToast({ title: t('wedding.info.update.success') });
      onSaved(updated);
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('wedding.info.update.failed')));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="wedding-info-form">
      <Field
        id="info-brideName"
        label={t(partnerNameLabelKey(wedding.firstPartnerRole, 0))}
        value={values.brideName}
        onChange={set('brideName')}
        error={errors.brideName}
        required
        disabled={saving}
      />
      <Field
        id="info-groomName"
        label={t(partnerNameLabelKey(wedding.secondPartnerRole, 1))}
        value={values.groomName}
        onChange={set('groomName')}
        error={errors.groomName}
        required
        disabled={saving}
      />
      <Field
        id="info-weddingDate"
        type="date"
        label={t('wedding.label.weddingDate')}
        value={values.weddingDate}
        onChange={set('weddingDate')}
        error={errors.weddingDate}
        required
        disabled={saving}
      />
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={saving}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('ui.save')}
        </button>
      </div>
    </form>
  );
}
