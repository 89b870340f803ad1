// What a payment page shows when it cannot go on: the server's reason (or the page's), never a silent redirect,
// and the ways out.
import { CircleAlert } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import { t } from '../../../shared/messages/payment-pages.ts';

export default function PaymentProblem({ message }: { message: string }) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12" data-testid="payment-problem">
      <div role="alert" className="alert alert-error items-start">
        <Icon icon={CircleAlert} className="mt-1 h-5 w-5" />
        <div>
          <h1 className="text-2xl">{t('payment.problem.title')}</h1>
          <p className="mt-1" data-testid="payment-problem-message">
            {message}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <a className="btn btn-primary" href="/couple-dashboard">
          {t('payment.problem.back')}
        </a>
        <a className="btn btn-outline btn-primary" href="/pricing">
          {t('payment.problem.pricing')}
        </a>
      </div>
    </main>
  );
}
