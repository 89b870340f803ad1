// A screen's state in its URL (search, filters, sort, page, period, tab), so a view can be shared and reloaded.
// A step the reader would go back from (another page of the list, a filter, a sort) is a new history entry, so the
// browser's Back returns to the list as it was; typing in the search box replaces the current entry (one entry per
// keystroke would make Back useless). Either way the screen's hooks are notified.
import { useMemo } from 'react';
import { useClientValue } from '../../../../components/use-client-value.ts';

const readSearch = () => location.search;
import type * as z from 'zod';

const URL_EVENT = 'admin:url-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_EVENT, onChange);
  };
}

export function useUrlSearch(): URLSearchParams {
  const search = useClientValue(subscribe, readSearch, '');
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The parameters that say which page of a list is shown: any other change starts again from the first page. */
export const PAGE_PARAMS = ['after', 'before'] as const;

export type UrlPatch = Record<string, string | number | null | undefined>;

export type UrlChange = { keepPage?: boolean; history?: 'push' | 'replace' };

export function setUrlParams(patch: UrlPatch, { keepPage = false, history: mode = 'push' }: UrlChange = {}) {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  if (!keepPage) for (const key of PAGE_PARAMS) if (!(key in patch)) url.searchParams.delete(key);
  if (url.href === location.href) return;
  if (mode === 'push') {
    // The router's state (index, scroll) comes along: a Back to the entry before is a page of this site it knows.
    const state = (history.state ?? {}) as { index?: number };
    history.pushState({ ...state, index: (state.index ?? 0) + 1, scrollX: 0, scrollY: 0 }, '', url);
  } else {
    history.replaceState(history.state, '', url);
  }
  window.dispatchEvent(new Event(URL_EVENT));
}

/**
 * The screen's query read from its URL with the API's own schema; a parameter the schema refuses (an old or
 * hand-edited link) is dropped rather than sent.
 */
export function useUrlQuery<S extends z.ZodObject>(schema: S): z.output<S> {
  const params = useUrlSearch();
  const keys = Object.keys(schema.shape);
  return useMemo(() => {
    const raw: Record<string, string> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null && value !== '') raw[key] = value;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    // Drop the parameters that failed, keep the others.
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    for (const key of bad) delete raw[key];
    const retry = schema.safeParse(raw);
    return retry.success ? retry.data : schema.parse({});
    // `keys` follows `schema`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, schema]);
}
