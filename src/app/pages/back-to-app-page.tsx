import { Link } from 'wouter';

/** `/dummy`: a page a wallet or gateway may land on; it sends the person back (§2.9). */
export default function BackToAppPage() {
  return (
    <div className="page narrow center">
      <h1>Please go Back to app</h1>
      <p>You can close this page and return to where you were.</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => window.history.back()}>
          Go back
        </button>
        <Link href="/" className="button">
          Back to app
        </Link>
      </div>
    </div>
  );
}
