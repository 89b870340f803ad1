// Content management: the one pre-launch / open setting of the public site (banner and sign-up buttons).
import { useState, type SubmitEvent } from 'react';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { LAUNCH_MODES, type TLaunchMode } from '../../../shared/schemas/content.ts';
import { showToast } from '../../../stores/toasts.ts';
import { showFailure } from './feedback.ts';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

export function LaunchSettingTab({ onChanged }: { onChanged: () => void }) {
  const settings = useQuery(() => adminApi.siteSettings(), 'site-settings', adminReads);
  return (
    <QueryView query={settings}>
      {(current) => (
        <LaunchSettingForm
          initial={current.launchMode}
          onSaved={(launchMode) => {
            settings.setData(() => ({ launchMode }));
            onChanged();
          }}
        />
      )}
    </QueryView>
  );
}

function LaunchSettingForm({ initial, onSaved }: { initial: TLaunchMode; onSaved: (mode: TLaunchMode) => void }) {
  const [mode, setMode] = useState<TLaunchMode>(initial);
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await adminApi.updateSiteSettings({ launchMode: mode });
      onSaved(saved.launchMode);
      void showToast({ title: t('admin.launch.saved') });
    } catch (error) {
      showFailure(t('admin.launch.failed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('admin.launch.title')} testId="launch-setting">
      <form onSubmit={save} className="space-y-4">
        <p className="text-sm text-base-content/75">{t('admin.launch.text')}</p>
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('admin.launch.title')}</legend>
          {LAUNCH_MODES.map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3">
              <input
                type="radio"
                name="launch-mode"
                className="radio radio-primary mt-1"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                data-testid={`launch-${value}`}
              />
              <span>
                <span className="block font-medium">{t(`admin.launch.${value}`)}</span>
                <span className="block text-sm text-base-content/75">{t(`admin.launch.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={busy || mode === initial} data-testid="launch-save">
          {t('admin.launch.save')}
        </button>
      </form>
    </Section>
  );
}
