import { describe, expect, it, vi } from 'vitest';
import { focusByIdLater } from './focus-later';

const timing = { delayMs: 50, retryMs: 100, retries: 5 };

function addInput(id: string) {
  const input = document.createElement('input');
  input.id = id;
  document.body.append(input);
  return input;
}

describe('focusByIdLater', () => {
  it('waits the delay before focusing', () => {
    vi.useFakeTimers();
    const input = addInput('later-now');
    focusByIdLater('later-now', timing);
    vi.advanceTimersByTime(49);
    expect(input).not.toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(input).toHaveFocus();
    input.remove();
  });

  it('retries every 100 ms until the element exists', () => {
    vi.useFakeTimers();
    focusByIdLater('later-retry', timing);
    vi.advanceTimersByTime(50 + 2 * 100);
    const input = addInput('later-retry');
    expect(input).not.toHaveFocus();
    vi.advanceTimersByTime(100);
    expect(input).toHaveFocus();
    input.remove();
  });

  it('gives up after 5 retries', () => {
    vi.useFakeTimers();
    const lookups = vi.spyOn(document, 'getElementById');
    focusByIdLater('never-there', timing);
    vi.advanceTimersByTime(50 + 10 * 100);
    expect(lookups).toHaveBeenCalledTimes(6);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const input = addInput('later-cancelled');
    const cancel = focusByIdLater('later-cancelled', timing);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(input).not.toHaveFocus();
    input.remove();
  });
});
