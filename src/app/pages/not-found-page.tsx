import { Link } from 'wouter';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';

/** Any unknown address. Signed out, 'Back to Login' returns to the landing page with the login modal open. */
export default function NotFoundPage() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  return (
    <div className="page narrow center">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      {signedIn ? (
        <Link href="/" className="button">
          Back to Home
        </Link>
      ) : (
        <Link href="/" className="button" onClick={() => openDialog('login')}>
          Back to Login
        </Link>
      )}
    </div>
  );
}
