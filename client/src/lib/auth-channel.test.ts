import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL_NAME, broadcastAuthEvent, subscribeToAuthEvents, type AuthBroadcast } from './auth-channel';

/** Another tab: its own channel instance on the same name. */
function otherTab() {
  const received: unknown[] = [];
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.onmessage = (event) => received.push(event.data);
  return { channel, received };
}

describe('auth channel', () => {
  it('delivers what another tab sends, and only well-formed session events', async () => {
    const listener = vi.fn<(message: AuthBroadcast) => void>();
    const unsubscribe = subscribeToAuthEvents(listener);
    const tab = otherTab();
    tab.channel.postMessage({ type: 'logout', reason: 'other-tab' });
    tab.channel.postMessage({ type: 'surprise' });
    tab.channel.postMessage({ type: 'token_refresh' });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(listener.mock.calls.map(([message]) => message)).toEqual([{ type: 'logout', reason: 'other-tab' }, { type: 'token_refresh' }]);
    unsubscribe();
    tab.channel.close();
  });

  it('sends to other tabs but not back to this one', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAuthEvents(listener);
    const tab = otherTab();
    broadcastAuthEvent({ type: 'login' });
    await vi.waitFor(() => expect(tab.received).toEqual([{ type: 'login' }]));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    tab.channel.close();
  });
});
