// The search box and filters above a list, written to the URL (the search after a pause in typing).
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../../shared/messages/index.ts';
import { setUrlParams } from './url-params.ts';

export type FilterOption = { value: string; label: string };
export type Filter = {
  key: string;
  label: string;
  value: string | number | undefined;
  options: FilterOption[];
  testId?: string;
};

type ListToolbarProps = {
  search?: { value: string | undefined; placeholder: string; testId?: string };
  filters?: Filter[];
  /** Chips for filters set from elsewhere (a link), each with a way to remove it. */
  chips?: { key: string; label: string }[];
};

export function ListToolbar({ search, filters = [], chips = [] }: ListToolbarProps) {
  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {search && <SearchBox {...search} />}
        {filters.map((filter) => (
          // Two filters side by side on a phone, each as wide as it needs on a wider screen.
          <label key={filter.key} className="fieldset min-w-[9rem] flex-1 py-0 sm:flex-none">
            <span className="fieldset-legend pt-0">{filter.label}</span>
            <select
              className="select w-full"
              value={filter.value ?? ''}
              onChange={(e) => setUrlParams({ [filter.key]: e.target.value })}
              data-testid={filter.testId}
            >
              <option value="">{t('admin.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key} className="badge badge-lg gap-1 border-base-300 bg-base-200">
              {chip.label}
              <button
                type="button"
                className="cursor-pointer"
                onClick={() => setUrlParams({ [chip.key]: null })}
                aria-label={`${t('admin.list.removeFilter')} : ${chip.label}`}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SearchBox({
  value,
  placeholder,
  testId,
}: {
  value: string | undefined;
  placeholder: string;
  testId?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const typed = useRef(false);

  // The URL changed elsewhere (back, a link): show its search.
  useEffect(() => {
    if (!typed.current) setText(value ?? '');
  }, [value]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      setUrlParams({ q: text.trim() }, { history: 'replace' });
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <label className="fieldset w-full min-w-0 py-0 sm:w-auto sm:flex-1">
      <span className="fieldset-legend pt-0">{t('admin.search')}</span>
      <input
        type="search"
        className="input w-full sm:min-w-64"
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          typed.current = true;
          setText(e.target.value);
        }}
        data-testid={testId}
      />
    </label>
  );
}
