// 'Veuillez vous connecter': what a signed-out visitor sees on a page of the couple space.
import { rememberRedirectAfterAuth } from '../stores/couple-flow.ts';
import { t } from '../shared/messages/couple-space.ts';

/** `returnTo`: where the login should bring the visitor back when the usual wedding check cannot decide. */
export default function SignInRequired({ returnTo }: { returnTo?: string }) {
  return (
    <main className="mx-auto flex max-w-md flex-1 items-center px-4 py-16">
      <section className="card w-full border border-base-300 bg-base-100 shadow" data-testid="sign-in-required">
        <div className="card-body items-center text-center">
          <h1 className="card-title text-2xl">{t('session.signIn.title')}</h1>
          <p className="text-base-content/80">{t('session.signIn.text')}</p>
          <div className="card-actions mt-2">
            <a
              className="btn btn-primary"
              href="/auth-simulation?mode=login"
              onClick={() => returnTo && rememberRedirectAfterAuth(returnTo)}
            >
              {t('session.signIn.action')}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
