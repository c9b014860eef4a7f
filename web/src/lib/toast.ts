// The one way to show a toast. Callers use toast.info/success/error; <Toaster /> renders them.
// Defaults and the auto-close rule come from the spec (common/toast-duration).
import { DEFAULT_TOAST_MESSAGES, toastDuration } from '@portico/common/toast-duration';

export type ToastSeverity = 'info' | 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  duration: number;
}

type Listener = (toasts: readonly Toast[]) => void;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(queue);
}

function show(severity: ToastSeverity, message: string): number {
  const id = nextId++;
  queue = [...queue, { id, severity, message, duration: toastDuration(message) }];
  emit();
  return id;
}

/** A readable message from anything thrown (ApiError carries the server's `error` text). */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

export const toast = {
  info: (message: string = DEFAULT_TOAST_MESSAGES.info) => show('info', message),
  success: (message: string = DEFAULT_TOAST_MESSAGES.success) => show('success', message),
  warning: (message: string) => show('warning', message),
  /** Accepts a message or a caught error; falls back to 'Something went wrong'. */
  error: (messageOrError?: unknown) =>
    show('error', messageOf(messageOrError) ?? DEFAULT_TOAST_MESSAGES.error),
  dismiss: (id: number) => {
    queue = queue.filter((t) => t.id !== id);
    emit();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly Toast[] => queue,
};
