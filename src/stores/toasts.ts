import { create } from 'zustand';
import { ALERT_STACK_LIMIT } from '@/domain/constants/layout';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const SHOW_MS = 5000;

interface ToastState {
  toasts: Toast[];
}

export const useToasts = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast for a few seconds. */
export function showToast(kind: ToastKind, message: string) {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts, { id, kind, message }].slice(-ALERT_STACK_LIMIT) }));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), SHOW_MS),
  );
  return id;
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
