// /admin/content-management: legal pages (create form, list with Publié / Brouillon, /page/{slug}, Modifier,
// Voir, edit form with save and cancel), the social links of the public footer, and the site's launch setting.
import { useState, type SubmitEvent } from 'react';
import Tabs from '../../../components/ui/Tabs.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { publicPagePath, slugify, type TAdminPage, type TSocialLink } from '../../../shared/schemas/admin-content.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { showFailure } from './feedback.ts';
import { LaunchSettingTab } from './LaunchSettingTab.tsx';
import { RebuildStatus } from './RebuildStatus.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery, type QueryResult } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

type Draft = { slug: string; title: string; metaDescription: string; content: string };
const EMPTY: Draft = { slug: '', title: '', metaDescription: '', content: '' };

export default function ContentManagementScreen() {
  const pages = useQuery(() => adminApi.pages(), 'pages', adminReads);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <div>
      <PageHeader title={t('admin.content.title')} subtitle={t('admin.content.subtitle')} />
      <RebuildStatus version={version} />
      <Tabs
        label={t('admin.content.title')}
        idPrefix="content"
        items={[
          {
            key: 'legal',
            label: t('admin.content.tab.legal'),
            content: () => <LegalPagesTab pages={pages} onChanged={changed} />,
          },
          {
            key: 'social',
            label: t('admin.content.tab.social'),
            content: () => <SocialLinksTab onChanged={changed} />,
          },
          {
            key: 'launch',
            label: t('admin.content.tab.launch'),
            content: () => <LaunchSettingTab onChanged={changed} />,
          },
        ]}
      />
    </div>
  );
}

function PageFields({
  draft,
  onChange,
  idPrefix,
  slugEditable = true,
}: {
  draft: Draft;
  onChange: (d: Draft) => void;
  idPrefix: string;
  slugEditable?: boolean;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={`${idPrefix}-slug`} className="fieldset-legend">
        {t('admin.content.slug')} *
      </label>
      <input
        id={`${idPrefix}-slug`}
        className="input w-full font-mono"
        value={draft.slug}
        onChange={(e) => onChange({ ...draft, slug: e.target.value })}
        onBlur={(e) => onChange({ ...draft, slug: slugify(e.target.value) })}
        placeholder="cgu"
        maxLength={100}
        readOnly={!slugEditable}
        data-testid={`${idPrefix}-slug`}
      />
      <label htmlFor={`${idPrefix}-title`} className="fieldset-legend">
        {t('admin.content.title.field')} *
      </label>
      <input
        id={`${idPrefix}-title`}
        className="input w-full"
        value={draft.title}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
        maxLength={200}
        data-testid={`${idPrefix}-title`}
      />
      <label htmlFor={`${idPrefix}-meta`} className="fieldset-legend">
        {t('admin.content.metaDescription')}
      </label>
      <input
        id={`${idPrefix}-meta`}
        className="input w-full"
        value={draft.metaDescription}
        onChange={(e) => onChange({ ...draft, metaDescription: e.target.value })}
        maxLength={300}
      />
      <label htmlFor={`${idPrefix}-content`} className="fieldset-legend">
        {t('admin.content.content')} *
      </label>
      <textarea
        id={`${idPrefix}-content`}
        className="textarea w-full font-mono text-sm"
        rows={12}
        value={draft.content}
        onChange={(e) => onChange({ ...draft, content: e.target.value })}
        data-testid={`${idPrefix}-content`}
      />
    </div>
  );
}

function isComplete(d: Draft): boolean {
  return d.slug.trim() !== '' && d.title.trim() !== '' && d.content.trim() !== '';
}

function LegalPagesTab({ pages, onChanged }: { pages: QueryResult<TAdminPage[]>; onChanged: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: number; draft: Draft; isPublished: boolean } | null>(null);

  async function create(event: SubmitEvent) {
    event.preventDefault();
    if (!isComplete(draft)) {
      showError(t('admin.content.required'), t('admin.content.required.title'));
      return;
    }
    setBusy(true);
    try {
      const created = await adminApi.createPage({
        ...draft,
        slug: slugify(draft.slug),
        metaDescription: draft.metaDescription.trim() || null,
        isPublished: true,
      });
      pages.setData((list) => [...(list ?? []), created]);
      setDraft(EMPTY);
      showToast({ title: t('admin.content.created.title'), description: t('admin.content.created') });
      onChanged();
    } catch (error) {
      showFailure(t('admin.content.createFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  async function saveEdit(event: SubmitEvent) {
    event.preventDefault();
    if (!editing) return;
    if (!isComplete(editing.draft)) {
      showError(t('admin.content.required'), t('admin.content.required.title'));
      return;
    }
    setBusy(true);
    try {
      const saved = await adminApi.updatePage(editing.id, {
        ...editing.draft,
        metaDescription: editing.draft.metaDescription.trim() || null,
        isPublished: editing.isPublished,
      });
      pages.setData((list) => list?.map((p) => (p.id === saved.id ? saved : p)));
      setEditing(null);
      showToast({ title: t('admin.content.updated') });
      onChanged();
    } catch (error) {
      showFailure(t('admin.content.updateFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Section title={t('admin.content.createTitle')} testId="legal-create">
        <form onSubmit={create} noValidate>
          <PageFields draft={draft} onChange={setDraft} idPrefix="legal-new" />
          <button type="submit" className="btn btn-primary mt-3" disabled={busy} data-testid="legal-create-submit">
            {t('admin.content.create')}
          </button>
        </form>
      </Section>
      <Section title={t('admin.content.existing')} testId="legal-list">
        <QueryView query={pages}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text={t('admin.content.empty')} />
            ) : (
              <ul className="space-y-3">
                {list.map((p) => (
                  <li
                    key={p.id}
                    className="rounded-box border border-base-300 p-3"
                    data-testid="legal-item"
                    data-slug={p.slug}
                  >
                    {editing?.id === p.id ? (
                      <form onSubmit={saveEdit} noValidate>
                        <PageFields
                          draft={editing.draft}
                          onChange={(d) => setEditing({ ...editing, draft: d })}
                          idPrefix={`legal-edit-${p.id}`}
                          slugEditable={false}
                        />
                        <label className="mt-2 flex items-center gap-2">
                          <input
                            type="checkbox"
                            className="checkbox checkbox-sm"
                            checked={editing.isPublished}
                            onChange={(e) => setEditing({ ...editing, isPublished: e.target.checked })}
                          />
                          {t('admin.content.publish')}
                        </label>
                        <div className="mt-3 flex gap-2">
                          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                            {t('admin.save')}
                          </button>
                          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                            {t('admin.cancel')}
                          </button>
                        </div>
                      </form>
                    ) : (
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <div>
                          <p className="flex flex-wrap items-center gap-2 font-medium">
                            {p.title}
                            {p.isPublished ? (
                              <Badge tone="success">{t('admin.content.published')}</Badge>
                            ) : (
                              <Badge tone="neutral">{t('admin.content.draft')}</Badge>
                            )}
                          </p>
                          <p className="font-mono text-sm text-base-content/75">{publicPagePath(p.slug)}</p>
                        </div>
                        <div className="flex gap-1">
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs"
                            onClick={() =>
                              setEditing({
                                id: p.id,
                                isPublished: p.isPublished,
                                draft: {
                                  slug: p.slug,
                                  title: p.title,
                                  metaDescription: p.metaDescription ?? '',
                                  content: p.content,
                                },
                              })
                            }
                          >
                            {t('admin.edit')}
                          </button>
                          <a
                            className="btn btn-ghost btn-xs"
                            href={publicPagePath(p.slug)}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            {t('admin.view')}
                          </a>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Section>
    </div>
  );
}

function SocialLinksTab({ onChanged }: { onChanged: () => void }) {
  const links = useQuery(() => adminApi.socialLinks(), 'social-links', adminReads);
  return (
    <QueryView query={links}>
      {(list) => (
        <SocialLinksForm
          initial={list}
          onSaved={(saved) => {
            links.setData(() => saved);
            onChanged();
          }}
        />
      )}
    </QueryView>
  );
}

function SocialLinksForm({ initial, onSaved }: { initial: TSocialLink[]; onSaved: (links: TSocialLink[]) => void }) {
  const [links, setLinks] = useState(initial);
  const [busy, setBusy] = useState(false);

  function update(platform: string, change: Partial<TSocialLink>) {
    setLinks((list) => list.map((l) => (l.platform === platform ? { ...l, ...change } : l)));
  }

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await adminApi.saveSocialLinks({ links: links.map((l) => ({ ...l, url: l.url.trim() })) });
      setLinks(saved);
      onSaved(saved);
      showToast({ title: t('admin.content.social.saved') });
    } catch (error) {
      showFailure(t('admin.content.social.failed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('admin.content.tab.social')} testId="social-links">
      <p className="mb-3 text-sm text-base-content/75">{t('admin.content.social.subtitle')}</p>
      <form onSubmit={save} noValidate className="space-y-3">
        {links.map((l) => (
          <div
            key={l.platform}
            className="grid items-center gap-2 sm:grid-cols-[8rem_1fr_auto]"
            data-testid={`social-${l.platform}`}
          >
            <label htmlFor={`social-${l.platform}-url`} className="font-medium">
              {l.platform}
            </label>
            <input
              id={`social-${l.platform}-url`}
              type="url"
              className="input w-full"
              placeholder={`https://www.${l.platform.toLowerCase()}.com/…`}
              value={l.url}
              onChange={(e) => update(l.platform, { url: e.target.value })}
            />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={l.enabled}
                onChange={(e) => update(l.platform, { enabled: e.target.checked })}
              />
              {t('admin.content.social.enabled')}
            </label>
          </div>
        ))}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="social-save">
          {t('admin.content.social.save')}
        </button>
      </form>
    </Section>
  );
}
