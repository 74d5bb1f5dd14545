import { useLocation } from 'wouter';
import { comingSoonTitle } from '../routes/coming-soon-paths';

/** A section that is not open yet (§2.9): its title and a way back. */
export default function ComingSoonPage() {
  const [location] = useLocation();
  return (
    <div className="page narrow center">
      <h1>{comingSoonTitle(location)}</h1>
      <p className="lead">Soon to be available</p>
      <p>We are still preparing this service. Please check back soon.</p>
      <button type="button" className="button" onClick={() => window.history.back()}>
        Back
      </button>
    </div>
  );
}
