import { useParams, useSearch } from 'wouter';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleQueue } from '@/features/console/components/console-queue';

const pageOf = (search: string) =>
  Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);

/** `/console` and `/console/queue/{status}`: the officer's application queue (PENDING first). */
export default function ConsolePage() {
  const { status = 'PENDING' } = useParams<{ status?: string }>();
  const page = pageOf(useSearch());
  return (
    <ConsoleFrame>{() => <ConsoleQueue status={decodeURIComponent(status)} page={page} />}</ConsoleFrame>
  );
}
