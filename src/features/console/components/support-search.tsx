import { useParams } from 'wouter';
import type { StaffMember } from '../api/console-types';
import { SupportSearchPage } from './support-search-page';
import { TaxpayerView } from './taxpayer-view';

/**
 * `/console/search`: taxpayer support's one search (reference, name, mobile number, e-mail, BIN,
 * TD, NOV, SOA or OR number) with the people and transactions it finds; `/console/search/{id}`
 * opens a taxpayer. The address keeps the search, so Back returns to the results.
 */
export function SupportSearch({ me }: { me: StaffMember }) {
  const { id } = useParams<{ id?: string }>();
  if (id) return <TaxpayerView id={id} me={me} />;
  return <SupportSearchPage />;
}
