/** A choice among a few values (periods), as pressed buttons. */
export function Segmented<K extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  testId?: string;
}) {
  return (
    <div role="group" aria-label={label} className="join" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`btn join-item btn-sm ${o.key === value ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
