import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** Spec section 9: one toast at a time. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in state (so its exit animation can finish) before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastOptions = Omit<ToastProps, 'id' | 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToasterToast = ToastOptions & { id: string };

type ToastState = { toasts: ToasterToast[] };

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

export function toastReducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// Module-level store: `toast()` must work from anywhere (mutations, plain functions), not only
// from components, and every mounted Toaster sees the same list.
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  removalTimers.set(
    toastId,
    setTimeout(() => {
      removalTimers.delete(toastId);
      dispatch({ type: 'remove', toastId });
    }, TOAST_REMOVE_DELAY),
  );
}

function dismiss(toastId?: string) {
  const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', toastId });
}

/** Shows a toast (replacing the current one) and returns handles to change or close it. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: 'add',
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        options.onOpenChange?.(open);
        if (!open) dismiss(id);
      },
    },
  });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastOptions) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss };
}
