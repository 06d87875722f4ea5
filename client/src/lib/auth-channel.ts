/** Session events other tabs of this browser must react to (spec section 4, "Session"). */
export type AuthBroadcast = { type: 'login' } | { type: 'logout'; reason?: string } | { type: 'token_refresh' };

export const AUTH_CHANNEL_NAME = 'reelwright-auth';

type Listener = (message: AuthBroadcast) => void;

// One channel per tab for sending and receiving: a BroadcastChannel never hears its own messages,
// so the tab that signs out is not told again that it signed out.
let channel: BroadcastChannel | null = null;
const listeners = new Set<Listener>();

function isAuthBroadcast(value: unknown): value is AuthBroadcast {
  if (typeof value !== 'object' || value === null) return false;
  const { type, reason } = value as { type?: unknown; reason?: unknown };
  if (type === 'login' || type === 'token_refresh') return true;
  return type === 'logout' && (reason === undefined || typeof reason === 'string');
}

function openChannel(): BroadcastChannel | null {
  // Older browsers lack BroadcastChannel; the storage event on auth_token still covers them.
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isAuthBroadcast(event.data)) listeners.forEach((listener) => listener(event.data as AuthBroadcast));
  };
  return channel;
}

function closeIfUnused(): void {
  if (listeners.size > 0 || !channel) return;
  channel.close();
  channel = null;
}

/** Tells every other tab of this origin about a session change. */
export function broadcastAuthEvent(message: AuthBroadcast): void {
  openChannel()?.postMessage(message);
  closeIfUnused();
}

/** Calls `listener` for each session event another tab sends. Returns the unsubscribe function. */
export function subscribeToAuthEvents(listener: Listener): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    closeIfUnused();
  };
}
