import { useParams } from 'wouter';
import { PermitVerification } from '@/features/permits/components/permit-verification';
import { permitsMessages } from '@/features/permits/permits-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/** `/verify/{code}`: what a business permit's QR code opens (public, issue 18). */
export default function VerifyPermitPage() {
  const t = useMessages(permitsMessages);
  const { code = '' } = useParams<{ code: string }>();
  return (
    <div className="page narrow">
      <h1>{t('verifyTitle')}</h1>
      <PermitVerification code={code} />
    </div>
  );
}
