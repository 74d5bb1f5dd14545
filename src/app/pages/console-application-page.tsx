import { useParams } from 'wouter';
import { ConsoleApplication } from '@/features/console/components/console-application';
import { ConsoleFrame } from '@/features/console/components/console-frame';

/** `/console/applications/{id}`: one application under review. */
export default function ConsoleApplicationPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <ConsoleFrame needs="applications.view">
      {(me) => <ConsoleApplication key={id} id={id} me={me} />}
    </ConsoleFrame>
  );
}
