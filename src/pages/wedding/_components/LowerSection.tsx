// A titled part low in a section, whose code loads apart (and, with `whenVisible`, only once scrolled to).
import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import WhenVisible from '../../../components/WhenVisible.tsx';

type LowerSectionProps = { id: string; title: string; whenVisible?: boolean; children: ReactNode };

export default function LowerSection({ id, title, whenVisible = false, children }: LowerSectionProps) {
  const content = <Suspense fallback={<LoadingState page />}>{children}</Suspense>;
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-base-300 pt-8">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {whenVisible ? <WhenVisible>{content}</WhenVisible> : content}
    </section>
  );
}
