import { Link } from 'wouter';

/** Any unknown address. 'Back to Login' returns to the landing page, where sign-in lives. */
export default function NotFoundPage() {
  return (
    <div className="page narrow center">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="button">
        Back to Login
      </Link>
    </div>
  );
}
