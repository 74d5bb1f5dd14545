import { useParams } from 'wouter';
import { DocumentVerification } from '@/features/documents/components/document-verification';

/** `/verify/{code}`: what an issued document's QR code opens (public; issue 18, any document since issue 26). */
export default function VerifyDocumentPage() {
  const { code = '' } = useParams<{ code: string }>();
  return (
    <div className="page narrow">
      <DocumentVerification code={code} />
    </div>
  );
}
