import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { desc } from 'drizzle-orm';
import { INCIDENT_STATUSES, type IncidentStatus } from '@/domain/contracts/help';
import type { Db } from '../db/client';
import { immunizationRegistrations } from '../db/help-schema';
import { immunizationCsv } from '../modules/help/immunization-csv';
import { createIncidentsService } from '../modules/help/incidents.service';
import type { Senders } from '../modules/help/notify-resident';

type Out = (line: string) => void;

const USAGE = `usage: incidents list [--status <STATUS>] | incidents status <reference> <STATUS> | incidents close <reference>
       immunization list | immunization export <file.csv>
statuses: ${INCIDENT_STATUSES.join(', ')}`;

/** 'in progress', 'IN_PROGRESS' and 'IN PROGRESS' (typed as two words) all name IN PROGRESS. */
function statusOf(words: string[]): IncidentStatus | null {
  const typed = words.join(' ').trim().toUpperCase().replaceAll('_', ' ');
  return (INCIDENT_STATUSES as readonly string[]).includes(typed) ? (typed as IncidentStatus) : null;
}

async function incidentsCommand(deps: Senders & { db: Db }, args: string[], out: Out, err: Out) {
  const [verb, ...rest] = args;
  const incidents = createIncidentsService({ ...deps, now: () => new Date() });
  if (verb === 'list' && (rest.length === 0 || rest[0] === '--status')) {
    const status = rest.length === 0 ? undefined : statusOf(rest.slice(1));
    if (status === null) {
      err(USAGE);
      return 2;
    }
    const rows = await incidents.listAll(status);
    if (rows.length === 0) out('no incident reports');
    for (const r of rows) {
      const where = [r.street, r.barangayName, r.municipalityName].join(', ');
      const pin = r.latitude === null ? '' : `  pin ${r.latitude},${r.longitude}`;
      out(
        `${r.referenceNumber}  ${r.status}  ${r.occurredAt.toISOString()}  ${r.incidentType}  ${where}${pin}  photos ${r.photos.length}`,
      );
      out(`    ${r.description.replace(/\s+/g, ' ')}`);
    }
    return 0;
  }
  const [reference, ...words] = rest;
  const status =
    verb === 'close' && words.length === 0 ? 'CLOSED' : verb === 'status' ? statusOf(words) : null;
  if (!reference || !status) {
    err(USAGE);
    return 2;
  }
  const done = await incidents.setStatus(reference, status);
  if (!done) {
    err(`no incident report ${reference}`);
    return 1;
  }
  out(
    done.changed
      ? `${reference}: ${status} (the resident was told by SMS and e-mail)`
      : `${reference} is already ${status}: nothing changed`,
  );
  return 0;
}

async function immunizationCommand(db: Db, cwd: string, args: string[], out: Out, err: Out) {
  const [verb, file, ...extra] = args;
  if (verb === 'list' && !file) {
    const rows = await db
      .select()
      .from(immunizationRegistrations)
      .orderBy(desc(immunizationRegistrations.createdAt));
    if (rows.length === 0) out('no immunization registrations');
    for (const r of rows) {
      const name = [r.lastName, r.firstName, r.middleName].filter(Boolean).join(', ');
      out(
        `${r.referenceNumber}  ${r.createdAt.toISOString()}  ${name}  ${r.birthdate}  ${r.priorityGroup}  ${r.employmentType}  ${r.barangayName}, ${r.municipalityName}  ${r.mobileNumber}`,
      );
    }
    return 0;
  }
  if (verb === 'export' && file && extra.length === 0) {
    const { csv, rows } = await immunizationCsv(db);
    await writeFile(resolve(cwd, file), csv, 'utf8');
    out(`wrote ${rows} registration${rows === 1 ? '' : 's'} to ${file}`);
    return 0;
  }
  err(USAGE);
  return 2;
}

/**
 * `incidents list|status|close` and `immunization list|export` (§2.9): the office's view of
 * E-Help. A status change tells the resident. Returns the exit code, or null when the arguments
 * are not these commands.
 */
export async function runHelpCommand(
  deps: Senders & { db: Db; cwd?: string },
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  const [group, ...rest] = args;
  if (group === 'incidents') return incidentsCommand(deps, rest, out, err);
  if (group === 'immunization')
    return immunizationCommand(deps.db, deps.cwd ?? process.cwd(), rest, out, err);
  return null;
}
