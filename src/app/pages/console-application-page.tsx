import { useParams } from 'wouter';
import { ConsoleApplication } from '@/features/console/components/console-application';
import { ConsoleFrame } from '@/features/console/components/console-frame';

// Opened by the queue's readers, and by an endorsing office's members for what is endorsed to them.
const OPENERS = ['applications.view', 'endorsements.clear'] as const;

/** `/console/applications/{id}`: one application under review. */
export default function ConsoleApplicationPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <ConsoleFrame needs={OPENERS}>{(me) => <ConsoleApplication key={id} id={id} me={me} />}</ConsoleFrame>
  );
}
