import { asc, count, eq, sql } from 'drizzle-orm';
import {
  newOffice,
  newRole,
  officeFields,
  roleFields,
  type ConsoleOffice,
  type ConsoleRole,
} from '@/domain/contracts/staff-console';
import type { Db } from '../../db/client';
import { staffAccounts, staffOffices, staffRoles } from '../../db/staff-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, NotFoundError, ValidationError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import type { AuditLog } from '../audit/audit-log';
import { assertWithin } from './staff-admin-guards';
import { staffActor, type StaffMember } from './staff-roles';

export const ROLE_NOT_FOUND_MESSAGE = 'Role not found.';
export const OFFICE_NOT_FOUND_MESSAGE = 'Office not found.';
export const CODE_TAKEN_MESSAGE = 'That code is taken.';
export const OFFICE_CHOICE_MESSAGE = 'Choose an office from the list.';
export const BUILT_IN_ROLE_MESSAGE = 'The administrator role cannot be changed or removed.';
export const ROLE_IN_USE_MESSAGE = 'Staff members still hold this role. Take it from them first.';
export const OFFICE_IN_USE_MESSAGE = 'Roles still belong to this office. Move or remove them first.';

/**
 * Roles and offices as data (issue 28): the console lists, makes, changes and removes them; each
 * change is in the audit log. A member makes roles only within their own permissions, and the
 * built-in administrator role is never changed here.
 */
export function createStaffRolesService({
  db,
  now,
  audit,
  changed = () => undefined,
}: {
  db: Db;
  now: () => Date;
  audit: AuditLog;
  /** Called after any change: members' permissions and offices may differ now. */
  changed?: () => void;
}) {
  const record = (actor: StaffMember, action: string, subject: string, detail: Record<string, unknown>) => {
    changed();
    return audit.record({ actor: staffActor(actor), action, subject, detail });
  };

  async function officeOrNull(office: string | null | undefined) {
    if (!office) return null;
    const [row] = await db.select().from(staffOffices).where(eq(staffOffices.code, office));
    if (!row) throw new ValidationError({ office: [OFFICE_CHOICE_MESSAGE] });
    return row.code;
  }

  async function editableRole(code: string) {
    const [row] = await db.select().from(staffRoles).where(eq(staffRoles.code, code));
    if (!row) throw new NotFoundError(ROLE_NOT_FOUND_MESSAGE);
    if (row.builtIn) throw new ConflictError(BUILT_IN_ROLE_MESSAGE);
    return row;
  }

  const holders = sql<number>`(select count(*)::int from ${staffAccounts} where ${staffAccounts.roles} ? ${staffRoles.code})`;

  return {
    async roles(): Promise<ConsoleRole[]> {
      const rows = await db
        .select({ role: staffRoles, members: holders })
        .from(staffRoles)
        .orderBy(asc(staffRoles.code));
      return rows.map(({ role, members }) => ({
        code: role.code,
        name: role.name,
        name_fil: role.nameFil,
        office: role.officeCode,
        permissions: role.permissions,
        built_in: role.builtIn,
        members: Number(members),
      }));
    },

    async createRole(actor: StaffMember, body: unknown) {
      const input = parseWith(newRole, body);
      assertWithin(actor, input.permissions);
      const values = {
        code: input.code,
        name: input.name,
        nameFil: input.name_fil || null,
        officeCode: await officeOrNull(input.office),
        permissions: input.permissions,
      };
      try {
        await db.insert(staffRoles).values(values);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ code: [CODE_TAKEN_MESSAGE] });
        throw err;
      }
      await record(actor, 'role.create', `role:${input.code}`, { ...values });
    },

    async updateRole(actor: StaffMember, code: string, body: unknown) {
      const input = parseWith(roleFields, body);
      const before = await editableRole(code);
      // Both what it held and what it will hold: taking a permission you lack away is giving it away too.
      assertWithin(actor, [...before.permissions, ...input.permissions]);
      const set = {
        name: input.name,
        nameFil: input.name_fil || null,
        officeCode: await officeOrNull(input.office),
        permissions: input.permissions,
        updatedAt: now(),
      };
      await db.update(staffRoles).set(set).where(eq(staffRoles.code, code));
      await record(actor, 'role.update', `role:${code}`, {
        from: { office: before.officeCode, permissions: before.permissions },
        to: { office: set.officeCode, permissions: set.permissions },
      });
    },

    async deleteRole(actor: StaffMember, code: string) {
      const role = await editableRole(code);
      assertWithin(actor, role.permissions);
      const [held] = await db
        .select({ n: count() })
        .from(staffAccounts)
        .where(sql`${staffAccounts.roles} ? ${code}`);
      if ((held?.n ?? 0) > 0) throw new ConflictError(ROLE_IN_USE_MESSAGE);
      await db.delete(staffRoles).where(eq(staffRoles.code, code));
      await record(actor, 'role.delete', `role:${code}`, { permissions: role.permissions });
    },

    async offices(): Promise<ConsoleOffice[]> {
      const rows = await db
        .select({
          office: staffOffices,
          roles: sql<number>`(select count(*)::int from ${staffRoles} where ${staffRoles.officeCode} = ${staffOffices.code})`,
        })
        .from(staffOffices)
        .orderBy(asc(staffOffices.name));
      return rows.map(({ office, roles }) => ({
        code: office.code,
        name: office.name,
        name_fil: office.nameFil,
        roles: Number(roles),
      }));
    },

    async createOffice(actor: StaffMember, body: unknown) {
      const input = parseWith(newOffice, body);
      try {
        await db
          .insert(staffOffices)
          .values({ code: input.code, name: input.name, nameFil: input.name_fil || null });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ code: [CODE_TAKEN_MESSAGE] });
        throw err;
      }
      await record(actor, 'office.create', `office:${input.code}`, { name: input.name });
    },

    async updateOffice(actor: StaffMember, code: string, body: unknown) {
      const input = parseWith(officeFields, body);
      const [row] = await db
        .update(staffOffices)
        .set({ name: input.name, nameFil: input.name_fil || null, updatedAt: now() })
        .where(eq(staffOffices.code, code))
        .returning({ code: staffOffices.code });
      if (!row) throw new NotFoundError(OFFICE_NOT_FOUND_MESSAGE);
      await record(actor, 'office.update', `office:${code}`, { name: input.name });
    },

    async deleteOffice(actor: StaffMember, code: string) {
      const [used] = await db.select({ n: count() }).from(staffRoles).where(eq(staffRoles.officeCode, code));
      if ((used?.n ?? 0) > 0) throw new ConflictError(OFFICE_IN_USE_MESSAGE);
      const [row] = await db
        .delete(staffOffices)
        .where(eq(staffOffices.code, code))
        .returning({ code: staffOffices.code });
      if (!row) throw new NotFoundError(OFFICE_NOT_FOUND_MESSAGE);
      await record(actor, 'office.delete', `office:${code}`, {});
    },
  };
}

export type StaffRolesService = ReturnType<typeof createStaffRolesService>;
