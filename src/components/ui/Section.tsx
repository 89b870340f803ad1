import type { ReactNode } from 'react';

/** A titled card, its actions on the right of the title. */
export function Section({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId}>
      <div className="card-body p-5">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-lg">{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
