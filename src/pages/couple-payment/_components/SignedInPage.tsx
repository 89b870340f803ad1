// The frame of the payment pages: the signed-in top bar, then the page for a signed-in couple, or the sign-in prompt.
import type { ReactNode } from 'react';
import AppTopBar from '../../../components/AppTopBar.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import { useSession } from '../../../components/hooks.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';

export default function SignedInPage({ children }: { children: (user: TSessionUser) => ReactNode }) {
  const session = useSession();
  return (
    <>
      <div className="print:hidden">
        <AppTopBar current="/" session={session} />
      </div>
      {session.status === 'loading' && <LoadingState page />}
      {/* After signing in, come back to this very page (its query included). */}
      {session.status === 'anonymous' && (
        <SignInRequired returnTo={window.location.pathname + window.location.search} />
      )}
      {session.status === 'authenticated' && children(session.user)}
    </>
  );
}
