import * as v from 'valibot';
import { isStaffPermission } from '../staff/staff-permissions';

// What the console sends to the staff administration API (issue 28; docs/api-staff.md), checked
// by the server with these schemas. Staff-facing: the server's 422 names the field in the
// request's language, and the console shows it under that field.

export const STAFF_USERNAME_MESSAGE = 'The username is 3 to 40 letters, digits, dots, dashes or underscores.';
export const STAFF_NAME_MESSAGE = 'Enter the full name, up to 120 characters.';
export const STAFF_EMAIL_MESSAGE = 'Enter a valid e-mail address.';
export const STAFF_ROLES_MESSAGE = 'Choose at least one role from the list.';
export const CODE_MESSAGE =
  'The code is 2 to 40 lower-case letters, digits or dashes, starting with a letter.';
export const TITLE_MESSAGE = 'Enter a name, up to 120 characters.';
export const PERMISSIONS_MESSAGE = 'Choose permissions from the list.';

const name = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(120, message));
const optionalName = v.optional(
  v.nullable(v.pipe(v.string(TITLE_MESSAGE), v.trim(), v.maxLength(120, TITLE_MESSAGE))),
);
const roleCodes = v.pipe(
  v.array(v.string(STAFF_ROLES_MESSAGE), STAFF_ROLES_MESSAGE),
  v.minLength(1, STAFF_ROLES_MESSAGE),
  v.maxLength(20, STAFF_ROLES_MESSAGE),
);
const code = v.pipe(v.string(CODE_MESSAGE), v.regex(/^[a-z][a-z0-9-]{1,39}$/, CODE_MESSAGE));

/** `POST /api/v1/staff/members`: a new member; the server answers a one-time initial password. */
export const newStaffMember = v.object({
  username: v.pipe(
    v.string(STAFF_USERNAME_MESSAGE),
    v.trim(),
    v.regex(/^[a-z0-9][a-z0-9._-]{2,39}$/i, STAFF_USERNAME_MESSAGE),
  ),
  name: name(STAFF_NAME_MESSAGE),
  email: v.pipe(
    v.string(STAFF_EMAIL_MESSAGE),
    v.trim(),
    v.maxLength(254, STAFF_EMAIL_MESSAGE),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_EMAIL_MESSAGE),
  ),
  roles: roleCodes,
});

/** `PUT /api/v1/staff/members/{id}/roles`. */
export const staffRolesChange = v.object({ roles: roleCodes });

/** `POST /api/v1/staff/roles` (with `code`) and `PUT /api/v1/staff/roles/{code}` (without). */
export const roleFields = v.object({
  name: name(TITLE_MESSAGE),
  name_fil: optionalName,
  office: v.optional(v.nullable(v.string())),
  permissions: v.pipe(
    v.array(v.string(PERMISSIONS_MESSAGE), PERMISSIONS_MESSAGE),
    v.maxLength(50, PERMISSIONS_MESSAGE),
    v.check((list) => list.every(isStaffPermission), PERMISSIONS_MESSAGE),
  ),
});
export const newRole = v.object({ ...roleFields.entries, code });

/** `POST /api/v1/staff/offices` (with `code`) and `PUT /api/v1/staff/offices/{code}` (without). */
export const officeFields = v.object({ name: name(TITLE_MESSAGE), name_fil: optionalName });
export const newOffice = v.object({ ...officeFields.entries, code });

/** A role as the console lists it. */
export interface ConsoleRole {
  code: string;
  name: string;
  name_fil: string | null;
  office: string | null;
  permissions: string[];
  built_in: boolean;
  members: number;
}

/** An office as the console lists it. */
export interface ConsoleOffice {
  code: string;
  name: string;
  name_fil: string | null;
  roles: number;
}

/** A staff member as the staff administration lists them. */
export interface ConsoleStaffMember {
  id: number;
  username: string;
  name: string;
  email: string;
  roles: string[];
  state: 'active' | 'not enrolled' | 'disabled';
  last_sign_in_at: string | null;
}
