import type { Operation } from './api-catalogue';

// The console's administration API (issue 28; docs/api-staff.md): staff, roles, offices, the audit
// viewer, imports, news and site content. Every one takes a staff token with the permission named.
// prettier-ignore
export const CONSOLE_OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/v1/staff/members', summary: 'staff.manage: every staff member with roles, state and last sign-in', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/members', summary: 'staff.manage: a new member (roles within your own permissions); answers a one-time initial password', fields: ['username', 'name', 'email', 'roles'], auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/members/{id}/disable', summary: 'staff.manage: the member can no longer sign in; sessions end at once (never your own account)', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/members/{id}/enable', summary: 'staff.manage: a disabled member may sign in again', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/members/{id}/reset_password', summary: 'staff.manage: a new one-time password; sessions end', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/members/{id}/reset_mfa', summary: 'staff.manage: the authenticator is removed; the next sign-in enrols one', auth: true, designed: true },
  { method: 'put', path: '/api/v1/staff/members/{id}/roles', summary: "staff.manage: the member's roles (within your own permissions)", fields: ['roles'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/roles', summary: 'roles.manage or staff.manage: every role with its office, permissions and members', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/roles', summary: 'roles.manage: a new role of an office or of none', fields: ['code', 'name', 'name_fil', 'office', 'permissions'], auth: true, designed: true },
  { method: 'put', path: '/api/v1/staff/roles/{code}', summary: 'roles.manage: change a role (not the built-in administrator)', fields: ['name', 'name_fil', 'office', 'permissions'], auth: true, designed: true },
  { method: 'delete', path: '/api/v1/staff/roles/{code}', summary: 'roles.manage: remove a role nobody holds', auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/offices', summary: 'roles.manage or staff.manage: every office with how many roles belong to it', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/offices', summary: 'roles.manage: a new office', fields: ['code', 'name', 'name_fil'], auth: true, designed: true },
  { method: 'put', path: '/api/v1/staff/offices/{code}', summary: "roles.manage: an office's names", fields: ['name', 'name_fil'], auth: true, designed: true },
  { method: 'delete', path: '/api/v1/staff/offices/{code}', summary: 'roles.manage: remove an office no role belongs to', auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/audit', summary: 'audit.view: every audit trail, newest first, actors and subjects by name; 50 a page with meta.actions', query: ['actor', 'action', 'from', 'to', 'page'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/sign_ins', summary: 'audit.view: every staff sign-in step, passed or refused, with address and browser', query: ['staff_id', 'outcome', 'from', 'to', 'page'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/imports/kinds', summary: 'imports.run: what can be imported (tax roll, business tax bills, SOAs, notices of violation) with their columns', auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/imports', summary: 'imports.run: every import, console or command line, newest first: who, which file, how it ended', query: ['page'], auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/imports', summary: 'imports.run: upload a CSV (the body, text/csv, up to 32 MB) of a kind; checked by content and answered with a preview of its first rows; nothing is imported yet', query: ['kind', 'file_name'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/imports/{id}', summary: 'imports.run: an import: status, stage (checked, written) and rows done of total_rows, then its outcome or its bad rows by line', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/imports/{id}/start', summary: 'imports.run: start an uploaded import (all or nothing, as the command line); 409 once started', auth: true, designed: true },
  { method: 'delete', path: '/api/v1/staff/imports/{id}', summary: 'imports.run: discard an upload not started', auth: true, designed: true },
];
