// /admin/pages: the static pages, a create / edit dialog (slug generated from the title on creation and kept on
// edit, 15-row Markdown content, templates for cgu, confidentialite and mentions-legales), delete, and a link
// to the published page.
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { LEGAL_PAGE_TEMPLATES } from '../../../shared/legal-pages.ts';
import { t } from '../../../shared/messages/index.ts';
import { slugify, type TAdminPage } from '../../../shared/schemas/admin-content.ts';
import { showToast } from '../../../stores/toasts.ts';
import { frDateTime } from './format.ts';
import { showFailure } from './feedback.ts';
import { RebuildStatus } from './RebuildStatus.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Toggle } from '../../../components/ui/Toggle.tsx';
import { DANGER_BUTTON } from '../../../components/ui/tones.ts';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

type Draft = { slug: string; title: string; metaDescription: string; content: string; isPublished: boolean };
const EMPTY: Draft = { slug: '', title: '', metaDescription: '', content: '', isPublished: true };

export default function PagesScreen() {
  const pages = useQuery(() => adminApi.pages(), 'pages', adminReads);
  const [editing, setEditing] = useState<TAdminPage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminPage | null>(null);
  const [version, setVersion] = useState(0);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await adminApi.deletePage(deleting.id);
      pages.setData((list) => list?.filter((p) => p.id !== deleting.id));
      showToast({ title: t('admin.pages.deleted') });
      setDeleting(null);
      setVersion((v) => v + 1);
    } catch (error) {
      showFailure(t('admin.pages.deleteFailed'), error);
    }
  }

  return (
    <div>
      <PageHeader
        title={t('admin.pages.title')}
        subtitle={t('admin.pages.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="page-new">
            + {t('admin.pages.new')}
          </button>
        }
      />
      <RebuildStatus version={version} />
      <QueryView query={pages}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('admin.pages.empty')} />
          ) : (
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table" data-testid="pages-table">
                <thead>
                  <tr>
                    <th>{t('admin.content.title.field')}</th>
                    <th>{t('admin.pages.col.slug')}</th>
                    <th>{t('admin.weddings.col.status')}</th>
                    <th>{t('admin.pages.col.updatedAt')}</th>
                    <th>{t('admin.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id} data-testid="page-row" data-slug={p.slug}>
                      <td className="font-medium">{p.title}</td>
                      <td className="font-mono text-sm">/{p.slug}</td>
                      <td>
                        {p.isPublished ? (
                          <Badge tone="success">{t('admin.content.publishedFem')}</Badge>
                        ) : (
                          <Badge tone="neutral">{t('admin.content.draft')}</Badge>
                        )}
                      </td>
                      <td className="whitespace-nowrap">{frDateTime(p.updatedAt)}</td>
                      <td>
                        <div className="flex flex-wrap gap-1">
                          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(p)}>
                            {t('admin.edit')}
                          </button>
                          {p.isPublished && (
                            <a
                              className="btn btn-ghost btn-xs"
                              href={`/page/${p.slug}`}
                              target="_blank"
                              rel="noopener noreferrer"
                              data-testid="page-open"
                            >
                              {t('admin.pages.open')}
                            </a>
                          )}
                          <button type="button" className={DANGER_BUTTON} onClick={() => setDeleting(p)}>
                            {t('admin.delete')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      {editing !== null && (
        <PageDialog
          key={editing === 'new' ? 'new' : editing.id}
          page={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            pages.setData((list) =>
              created ? [...(list ?? []), saved] : list?.map((p) => (p.id === saved.id ? saved : p)),
            );
            setEditing(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.delete')}
        message={deleting ? t('admin.pages.confirmDelete', { title: deleting.title }) : ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function PageDialog({
  page,
  onClose,
  onSaved,
}: {
  page: TAdminPage | null;
  onClose: () => void;
  onSaved: (page: TAdminPage, created: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    page
      ? {
          slug: page.slug,
          title: page.title,
          metaDescription: page.metaDescription ?? '',
          content: page.content,
          isPublished: page.isPublished,
        }
      : EMPTY,
  );
  const [busy, setBusy] = useState(false);
  const creating = page === null;
  const valid = draft.title.trim() !== '' && draft.slug.trim() !== '' && draft.content.trim() !== '';

  function setTitle(title: string) {
    // On creation the slug follows the title; editing keeps the published address.
    setDraft((d) => ({ ...d, title, slug: creating ? slugify(title) : d.slug }));
  }

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const input = { ...draft, metaDescription: draft.metaDescription.trim() || null };
    try {
      const saved = creating ? await adminApi.createPage(input) : await adminApi.updatePage(page.id, input);
      showToast({ title: t(creating ? 'admin.pages.created' : 'admin.pages.updated') });
      onSaved(saved, creating);
    } catch (error) {
      showFailure(t(creating ? 'admin.pages.createFailed' : 'admin.pages.updateFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(creating ? 'admin.pages.createTitle' : 'admin.pages.editTitle')}
      onClose={onClose}
      busy={busy}
      testId="page-dialog"
    >
      {creating && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{t('admin.pages.templates')} :</span>
          {LEGAL_PAGE_TEMPLATES.map((tpl) => (
            <button
              key={tpl.slug}
              type="button"
              className="btn btn-outline btn-xs"
              onClick={() =>
                setDraft({
                  slug: tpl.slug,
                  title: tpl.title,
                  metaDescription: tpl.metaDescription,
                  content: tpl.content,
                  isPublished: true,
                })
              }
              data-testid={`template-${tpl.slug}`}
            >
              {tpl.title}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={save} className="grid gap-1" noValidate>
        <label htmlFor="page-title" className="fieldset-legend">
          {t('admin.content.title.field')} *
        </label>
        <input
          id="page-title"
          className="input w-full"
          value={draft.title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          required
          data-testid="page-title"
        />
        <label htmlFor="page-slug" className="fieldset-legend">
          {t('admin.content.slug')} *
        </label>
        <input
          id="page-slug"
          className="input w-full font-mono"
          value={draft.slug}
          onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          maxLength={100}
          required
          aria-describedby="page-slug-hint"
          data-testid="page-slug"
        />
        <p id="page-slug-hint" className="text-xs text-base-content/75">
          {creating ? t('admin.pages.slugHint') : `/page/${draft.slug}`}
        </p>
        <label htmlFor="page-meta" className="fieldset-legend">
          {t('admin.content.metaDescription')}
        </label>
        <input
          id="page-meta"
          className="input w-full"
          value={draft.metaDescription}
          onChange={(e) => setDraft({ ...draft, metaDescription: e.target.value })}
          maxLength={300}
        />
        <label htmlFor="page-content" className="fieldset-legend">
          {t('admin.content.content')} *
        </label>
        <textarea
          id="page-content"
          className="textarea w-full font-mono text-sm"
          rows={15}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          required
          data-testid="page-content"
        />
        <div className="mt-2">
          <Toggle
            id="page-published"
            label={t('admin.content.published')}
            checked={draft.isPublished}
            onChange={(isPublished) => setDraft({ ...draft, isPublished })}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !valid} data-testid="page-save">
            {busy ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
