// /admin/ai-control: totals, answered rate, average confidence, flagged answers, recent questions, the AI status,
// and the settings the assistant applies (auto-moderation, threshold, maximum length, system instructions).
import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t, tCount } from '../../../shared/messages/index.ts';
import type { TAdminAiControl, TAssistantSettings, TFlaggedAnswer } from '../../../shared/schemas/admin-monitoring.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { count, duration, frDateTime, percent } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { Toggle } from '../../../components/ui/Toggle.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import WhyThisReply from '../../../components/WhyThisReply.tsx';

export default function AiControlScreen() {
  const ai = useQuery(() => adminApi.aiControl(), 'ai-control', adminReads);
  return (
    <div>
      <PageHeader title={t('admin.ai.title')} subtitle={t('admin.ai.subtitle')} />
      <QueryView query={ai}>
        {(data) => (
          <AiBody
            data={data}
            onSettings={(settings) => ai.setData((d) => d && { ...d, settings })}
            reload={ai.reload}
          />
        )}
      </QueryView>
    </div>
  );
}

function AiBody({
  data,
  onSettings,
  reload,
}: {
  data: TAdminAiControl;
  onSettings: (s: TAssistantSettings) => void;
  reload: () => void;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard testId="ai-total" label={t('admin.ai.totalResponses')} value={count(data.totalResponses)} />
        <StatCard
          testId="ai-success"
          label={t('admin.ai.successRate')}
          value={percent(data.successRate)}
          hint={t('admin.ai.successRateHint')}
        />
        <StatCard
          testId="ai-confidence"
          label={t('admin.ai.avgConfidence')}
          value={data.avgConfidence === null ? '—' : percent(data.avgConfidence * 100, 0)}
        />
        <StatCard
          testId="ai-flagged"
          label={t('admin.ai.flagged')}
          value={count(data.flaggedResponses)}
          hint={t('admin.ai.flaggedHint')}
        />
        {data.reviewed > 0 && (
          <StatCard
            testId="ai-right"
            label={t('admin.ai.rightRate')}
            value={percent(data.rightRate)}
            hint={tCount('admin.ai.rightRateHint', data.reviewed)}
          />
        )}
      </div>
      <FlaggedAnswers answers={data.flaggedAnswers} onReviewed={reload} />
      <div className="grid gap-6 xl:grid-cols-2">
        <SettingsPanel
          settings={data.settings}
          onSaved={(s) => {
            onSettings(s);
            // A new threshold applies to answers sent from now on; what was flagged stays flagged.
            reload();
          }}
        />
        <Section title={t('admin.ai.status')} testId="ai-status">
          <dl className="grid grid-cols-2 gap-3">
            <dt className="text-sm text-base-content/75">{t('admin.ai.provider')}</dt>
            <dd className="font-medium">{t(`admin.ai.provider.${data.status.provider}`)}</dd>
            <dt className="text-sm text-base-content/75">{t('admin.ai.model')}</dt>
            <dd>{data.status.model ?? '—'}</dd>
            <dt className="text-sm text-base-content/75">{t('admin.ai.latency')}</dt>
            <dd>
              {data.status.responseTime.samples > 0 ? duration(data.status.responseTime.medianMs) : t('admin.noData')}
            </dd>
          </dl>
        </Section>
      </div>
      <InstructionsPanel settings={data.settings} onSaved={onSettings} />
      <Section title={t('admin.ai.recent')} testId="ai-recent">
        {data.recentQuestions.length === 0 ? (
          <EmptyState text={t('admin.ai.recentEmpty')} />
        ) : (
          <ul className="space-y-2">
            {data.recentQuestions.map((q) => (
              // A guest's words or a reply may hold a long link: it wraps anywhere rather than widen the page.
              <li
                key={q.id}
                className="min-w-0 rounded-box border border-base-300 p-3 wrap-anywhere"
                data-testid="ai-question"
              >
                <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-base-content/75">
                    {q.wedding} · {frDateTime(q.timestamp)}
                  </span>
                  {/* The confidence badge keeps its default style above the 0.8 default threshold. */}
                  <Badge tone={q.confidence !== null && q.confidence > 0.8 ? 'neutral' : 'warning'}>
                    {t('admin.ai.confidence')} {q.confidence === null ? '—' : percent(q.confidence * 100, 0)}
                  </Badge>
                  {q.flagged && <Badge tone="error">{t('admin.ai.flaggedBadge')}</Badge>}
                </div>
                <p className="font-medium">{q.question}</p>
                <p className="text-sm text-base-content/75">↳ {q.response ?? t('admin.messages.noResponse')}</p>
                {q.trace && <WhyThisReply trace={q.trace} />}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function FlaggedAnswers({ answers, onReviewed }: { answers: TFlaggedAnswer[]; onReviewed: () => void }) {
  const [busy, setBusy] = useState<number | null>(null);

  async function review(id: number, verdict: TFlaggedAnswer['verdict'] & string) {
    setBusy(id);
    try {
      await adminApi.reviewFlaggedAnswer(id, { verdict });
      showToast({ title: t('admin.ai.flagged.saved') });
      onReviewed();
    } catch (error) {
      showError(errorMessage(error, t('admin.ai.flagged.failed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section title={t('admin.ai.flagged.title')} testId="ai-flagged-list">
      <p className="mb-3 text-sm text-base-content/75">{t('admin.ai.flagged.hint')}</p>
      {answers.length === 0 ? (
        <EmptyState text={t('admin.ai.flagged.empty')} />
      ) : (
        <ul className="space-y-3">
          {answers.map((a) => (
            <li
              key={a.id}
              className="min-w-0 rounded-box border border-base-300 p-3 wrap-anywhere"
              data-testid="ai-flagged-answer"
              data-verdict={a.verdict ?? ''}
            >
              <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                <a className="link" href={`/admin/wedding/${a.wedding.id}`}>
                  {a.wedding.names}
                </a>
                <span className="text-base-content/75">· {frDateTime(a.timestamp)}</span>
                <Badge tone="warning">
                  {t('admin.ai.flagged.threshold', {
                    confidence: a.confidence === null ? '—' : percent(a.confidence * 100, 0),
                    threshold: percent(a.threshold * 100, 0),
                  })}
                </Badge>
                {a.verdict && (
                  <Badge tone={a.verdict === 'right' ? 'success' : 'error'} testId="ai-flagged-verdict">
                    {t(`admin.ai.flagged.${a.verdict}`)}
                    {a.reviewedBy ? ` · ${t('admin.ai.flagged.reviewedBy', { who: a.reviewedBy })}` : ''}
                  </Badge>
                )}
              </div>
              <p className="text-xs uppercase text-base-content/75">{t('admin.ai.flagged.question')}</p>
              <p className="font-medium">{a.question}</p>
              <p className="mt-1 text-xs uppercase text-base-content/75">{t('admin.ai.flagged.reply')}</p>
              <p className="text-sm">{a.response ?? t('admin.messages.noResponse')}</p>
              {a.trace && <WhyThisReply trace={a.trace} />}
              {a.answeredBy && (
                <p className="mt-1 text-xs text-base-content/75">
                  {t('admin.ai.flagged.by', { who: t(`admin.messagesPage.answeredBy.${a.answeredBy}`) })}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-success btn-xs"
                  disabled={busy === a.id || a.verdict === 'right'}
                  onClick={() => void review(a.id, 'right')}
                  data-testid="ai-mark-right"
                >
                  {t('admin.ai.flagged.markRight')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-xs"
                  disabled={busy === a.id || a.verdict === 'wrong'}
                  onClick={() => void review(a.id, 'wrong')}
                  data-testid="ai-mark-wrong"
                >
                  {t('admin.ai.flagged.markWrong')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function SettingsPanel({
  settings,
  onSaved,
}: {
  settings: TAssistantSettings;
  onSaved: (s: TAssistantSettings) => void;
}) {
  const [autoModeration, setAutoModeration] = useState(settings.autoModeration);
  const [threshold, setThreshold] = useState(settings.confidenceThreshold);
  const [maxLength, setMaxLength] = useState(String(settings.maxResponseLength));
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await adminApi.updateAssistantSettings({
        autoModeration,
        confidenceThreshold: threshold,
        maxResponseLength: Number(maxLength),
      });
      onSaved(saved);
      showToast({ title: t('admin.ai.settingsSaved') });
    } catch (error) {
      showError(errorMessage(error, t('admin.ai.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('admin.ai.settings')} testId="ai-settings">
      <form onSubmit={save} className="space-y-4">
        <div>
          <Toggle
            id="ai-auto-moderation"
            label={t('admin.ai.autoModeration')}
            checked={autoModeration}
            onChange={setAutoModeration}
            testId="ai-auto-moderation"
          />
          <p className="mt-1 text-sm text-base-content/75">{t('admin.ai.autoModerationHint')}</p>
        </div>
        <div>
          <label htmlFor="ai-threshold" className="mb-1 flex justify-between text-sm font-medium">
            <span>{t('admin.ai.threshold')}</span>
            <output htmlFor="ai-threshold">{threshold.toLocaleString('fr-FR', { minimumFractionDigits: 1 })}</output>
          </label>
          <input
            id="ai-threshold"
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={threshold}
            onChange={(e) => setThreshold(Number(e.target.value))}
            className="range range-primary range-sm w-full"
            data-testid="ai-threshold"
          />
        </div>
        <div>
          <label htmlFor="ai-max-length" className="mb-1 block text-sm font-medium">
            {t('admin.ai.maxLength')}
          </label>
          <input
            id="ai-max-length"
            type="number"
            min={100}
            max={1000}
            step={10}
            value={maxLength}
            onChange={(e) => setMaxLength(e.target.value)}
            className="input w-40"
            data-testid="ai-max-length"
            aria-describedby="ai-max-length-hint"
          />
          <p id="ai-max-length-hint" className="mt-1 text-xs text-base-content/70">
            {t('admin.ai.maxLength.hint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy} data-testid="ai-settings-save">
          {busy ? t('admin.saving') : t('admin.ai.saveSettings')}
        </button>
      </form>
    </Section>
  );
}

function InstructionsPanel({
  settings,
  onSaved,
}: {
  settings: TAssistantSettings;
  onSaved: (s: TAssistantSettings) => void;
}) {
  const [text, setText] = useState(settings.systemInstructions);
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onSaved(await adminApi.updateAssistantSettings({ systemInstructions: text }));
      showToast({ title: t('admin.ai.instructionsSaved') });
    } catch (error) {
      showError(errorMessage(error, t('admin.ai.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('admin.ai.instructions')} testId="ai-instructions">
      <form onSubmit={save} className="space-y-3">
        <label htmlFor="ai-instructions-text" className="block text-sm text-base-content/75">
          {t('admin.ai.instructionsHint')}
        </label>
        <textarea
          id="ai-instructions-text"
          className="textarea w-full"
          rows={6}
          maxLength={4000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {t('admin.ai.updateInstructions')}
        </button>
      </form>
    </Section>
  );
}
