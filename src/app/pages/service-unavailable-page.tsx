import { Link } from 'wouter';

/** Where a phone goes when its session ends or a service is down (§8). */
export default function ServiceUnavailablePage() {
  return (
    <div className="page narrow center">
      <h1>Service unavailable</h1>
      <p>This service is not available right now. Please try again in a few minutes.</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </div>
  );
}
