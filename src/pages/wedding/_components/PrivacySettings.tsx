// « Vos données personnelles »: download everything as JSON, or erase the account after a dialog that says
// what is erased and what is kept.
import { useState, type SubmitEvent } from 'react';
import Field, { BusyButton } from '../../../components/ui/Field.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { api, AppError, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/privacy.ts';
import { ZDeleteAccountRequest } from '../../../shared/schemas/privacy.ts';
import { handleUnauthenticated, markSignedOut } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

export default function PrivacySettings() {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const data = await api.account.exportData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `mes-donnees-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      showToast({ title: t('privacy.export.success') });
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('privacy.export.failed')));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm md:col-span-2"
      aria-labelledby="privacy-title"
      data-testid="privacy-settings"
    >
      <div className="card-body">
        <h2 id="privacy-title" className="card-title">
          {t('privacy.title')}
        </h2>
        <p className="text-sm text-base-content/75">{t('privacy.intro')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={download}
            disabled={exporting}
            data-testid="privacy-export"
          >
            {exporting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('privacy.export.button')}
          </button>
          <button
            type="button"
            className="btn btn-error btn-outline btn-sm"
            onClick={() => setDeleting(true)}
            data-testid="privacy-delete"
          >
            {t('privacy.delete.button')}
          </button>
        </div>
        <p className="text-xs text-base-content/70">{t('privacy.export.hint')}</p>
      </div>
      <Modal
        open={deleting}
        title={t('privacy.delete.dialogTitle')}
        onClose={() => setDeleting(false)}
        busy={busy}
        testId="privacy-delete-dialog"
      >
        <DeleteAccountForm onClose={() => setDeleting(false)} onBusy={setBusy} />
      </Modal>
    </section>
  );
}

function DeleteAccountForm({ onClose, onBusy }: { onClose: () => void; onBusy: (busy: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZDeleteAccountRequest.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    onBusy(true);
    try {
      const { message } = await api.account.erase(parsed.data);
      markSignedOut();
      showToast({ title: message });
      window.location.assign('/landing');
    } catch (failure) {
      handleUnauthenticated(failure);
      const text = errorMessage(failure, t('privacy.delete.failed'));
      if (failure instanceof AppError && failure.status === 400) setError(text);
      showError(text);
      setSaving(false);
      onBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 text-sm">
      <div>
        <h3 className="text-base font-semibold">{t('privacy.delete.erasedTitle')}</h3>
        <p className="text-base-content/85">{t('privacy.delete.erased')}</p>
      </div>
      <div>
        <h3 className="text-base font-semibold">{t('privacy.delete.keptTitle')}</h3>
        <p className="text-base-content/85">{t('privacy.delete.kept')}</p>
      </div>
      <p className="rounded-box border border-error/40 bg-error/5 p-3 font-medium text-base-content">
        {t('privacy.delete.irreversible')}
      </p>
      <Field
        id="privacy-delete-password"
        type="password"
        label={t('privacy.delete.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
        autoComplete="current-password"
        required
        disabled={saving}
      />
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose} disabled={saving}>
          {t('privacy.delete.cancel')}
        </button>
        <BusyButton className="btn btn-error" busy={saving} testId="privacy-delete-confirm">
          {t('privacy.delete.confirm')}
        </BusyButton>
      </div>
    </form>
  );
}
