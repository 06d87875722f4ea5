import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorSuppression } from './global-error-suppression';

let uninstall: () => void = () => {};
afterEach(() => uninstall());

describe('global error suppression', () => {
  it('swallows window errors but still logs them for developers', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installGlobalErrorSuppression();
    const event = new ErrorEvent('error', { cancelable: true, error: new Error('stray'), message: 'stray' });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalled();
  });

  it('swallows unhandled promise rejections', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installGlobalErrorSuppression();
    // jsdom has no PromiseRejectionEvent constructor; the listener only needs `reason`.
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('lost') });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('installs only once, so each event is handled once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installGlobalErrorSuppression();
    installGlobalErrorSuppression();
    window.dispatchEvent(new ErrorEvent('error', { cancelable: true, message: 'once' }));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('leaves events alone after uninstalling', () => {
    installGlobalErrorSuppression()();
    const event = new ErrorEvent('error', { cancelable: true, message: 'visible' });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
