import type { ConsoleOffice, ConsoleRole, ConsoleStaffMember } from '@/domain/contracts/staff-console';
import type { ConsoleNewsItem } from '@/domain/contracts/staff-news';
import type { Bilingual } from '@/domain/applications/application-definition';

export type { ConsoleNewsItem, ConsoleOffice, ConsoleRole, ConsoleStaffMember };

export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface AuditEntry {
  id: string;
  actor: string;
  actor_kind: 'staff' | 'taxpayer' | 'operator' | 'system';
  actor_name: string;
  action: string;
  subject: string;
  subject_name: string;
  detail: Record<string, unknown>;
  at: string;
}

export interface SignInEntry {
  id: number;
  staff_id: number | null;
  name: string | null;
  username: string;
  outcome: string;
  address: string | null;
  user_agent: string | null;
  at: string;
}

export interface ImportKindInfo {
  code: string;
  label: Bilingual;
  columns: string[];
}

export interface ImportRun {
  id: number;
  kind: string;
  kind_label: Bilingual;
  file_name: string;
  file_size: number;
  total_rows: number;
  status: 'uploaded' | 'running' | 'done' | 'refused' | 'failed' | 'interrupted';
  stage: 'checked' | 'written' | null;
  processed: number;
  outcome: { rows: number; counts: Record<string, number>; summary: string } | null;
  problems: { line: number; message: string }[];
  problem_count: number;
  actor: string;
  actor_name?: string;
  via: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  preview?: { columns: string[]; rows: string[][] };
}

export interface ContentEntry {
  type: string;
  values: Record<string, unknown>;
  values_fil: Record<string, unknown>;
}

export interface SettingsPage {
  flags: Record<string, boolean>;
  settings: { key: string; value: string | null }[];
  modules: { code: string; description: string; is_active: boolean; is_coming_soon: boolean }[];
}

export interface RoleInput {
  name: string;
  name_fil: string;
  office: string | null;
  permissions: string[];
}

export interface NewsDraftInput {
  title: string;
  title_fil: string;
  summary: string;
  summary_fil: string;
  category: string;
  body: string;
  body_fil: string;
  featured: boolean;
  publish_at: string | null;
}

export type AuditQuery = {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
};

export type SignInQuery = {
  staff_id?: string;
  outcome?: string;
  from?: string;
  to?: string;
  page?: number;
};
