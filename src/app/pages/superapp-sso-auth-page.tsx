import { useSearch } from 'wouter';
import { SuperAppSignOn } from '@/features/superapp/components/super-app-sign-on';

/** `/superapp_sso_auth?exchange_code=…`: where the eGov super app opens the portal (§2.1). */
export default function SuperAppSsoAuthPage() {
  return <SuperAppSignOn search={useSearch()} />;
}
