// Aperçu: ceremony, reception, dress code and the first 3 FAQs ('+N autres questions...').
import type { ReactNode } from 'react';
import Loading from '../../../components/Loading.tsx';
import { moreFaqsLabel } from '../../../shared/messages/couple.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TFaq, TWedding } from '../../../shared/schemas/weddings.ts';

const OVERVIEW_FAQS = 3;

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId}>
      <div className="card-body">
        <h2 className="card-title text-base">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-base-content/75">{label}</dt>
          <dd className={value ? 'font-medium' : 'italic text-base-content/75'}>{value || t('ui.notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function WeddingOverview({ wedding, faqs }: { wedding: TWedding; faqs: TFaq[] | null }) {
  const sorted = faqs ? [...faqs].sort((a, b) => a.id - b.id) : [];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('wedding.section.ceremony')} testId="overview-ceremony">
        <Facts
          rows={[
            [t('overview.venue'), wedding.ceremonyVenue],
            [t('overview.address'), wedding.ceremonyAddress],
            [t('overview.time'), wedding.ceremonyTime],
          ]}
        />
      </Card>
      <Card title={t('wedding.section.reception')} testId="overview-reception">
        <Facts
          rows={[
            [t('overview.venue'), wedding.receptionVenue],
            [t('overview.address'), wedding.receptionAddress],
            [t('overview.time'), wedding.receptionTime],
          ]}
        />
      </Card>
      <Card title={t('wedding.label.dressCode')} testId="overview-dress-code">
        <p className={`whitespace-pre-line text-sm ${wedding.dressCode ? '' : 'italic text-base-content/75'}`}>
          {wedding.dressCode || t('ui.notSet')}
        </p>
      </Card>
      <Card title={t('faq.title')} testId="overview-faqs">
        {faqs === null ? (
          <Loading />
        ) : sorted.length === 0 ? (
          <p className="text-sm text-base-content/80">{t('faq.empty')}</p>
        ) : (
          <>
            <ul className="space-y-2 text-sm">
              {sorted.slice(0, OVERVIEW_FAQS).map((faq) => (
                <li key={faq.id}>
                  <p className="font-medium">{faq.question}</p>
                  <p className="line-clamp-2 text-base-content/80">{faq.answer}</p>
                </li>
              ))}
            </ul>
            {sorted.length > OVERVIEW_FAQS && (
              <p className="text-sm text-base-content/75">{moreFaqsLabel(sorted.length - OVERVIEW_FAQS)}</p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
