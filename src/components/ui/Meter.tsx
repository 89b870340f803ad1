/** A share of a capacity as a bar: green, amber from 70 %, red from 90 %. */
export function Meter({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: number | null;
  detail: string;
  testId?: string;
}) {
  const pct = value === null ? 0 : Math.max(0, Math.min(100, value));
  const tone = pct >= 90 ? 'progress-error' : pct >= 70 ? 'progress-warning' : 'progress-success';
  return (
    <div data-testid={testId}>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span>{detail}</span>
      </div>
      <progress className={`progress w-full ${tone}`} value={pct} max={100} aria-label={`${label} : ${detail}`} />
    </div>
  );
}
