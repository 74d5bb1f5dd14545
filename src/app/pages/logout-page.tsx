import { useEffect } from 'react';
import { Link } from 'wouter';
import { endSession } from '@/stores/session';

/** `/logout`: the session is over (logged out or expired); everything stored is cleared. */
export default function LogoutPage() {
  useEffect(() => endSession(), []);
  return (
    <div className="page narrow center">
      <h1>You are signed out</h1>
      <p>For your security, your session on this device has ended.</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </div>
  );
}
