import { useParams, useSearch } from 'wouter';
import { mayDo } from '@/domain/staff/staff-permissions';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleHome } from '@/features/console/components/console-home';
import { ConsoleQueue } from '@/features/console/components/console-queue';

const pageOf = (search: string) =>
  Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);

/**
 * `/console` and `/console/queue/{status}`: the officer's application queue (PENDING first); a
 * member whose roles do not show the queue goes to their first section.
 */
export default function ConsolePage() {
  const { status = 'PENDING' } = useParams<{ status?: string }>();
  const page = pageOf(useSearch());
  return (
    <ConsoleFrame>
      {(me) =>
        mayDo(me.permissions, ['applications.view']) ? (
          <ConsoleQueue status={decodeURIComponent(status)} page={page} />
        ) : (
          <ConsoleHome me={me} />
        )
      }
    </ConsoleFrame>
  );
}
