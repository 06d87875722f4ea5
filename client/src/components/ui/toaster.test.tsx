import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastReducer, useToast } from './use-toast';

function ToastCount() {
  return <output aria-label="toast count">{useToast().toasts.length}</output>;
}

describe('toasts', () => {
  it('shows only one toast at a time: a new one replaces the current one', () => {
    render(
      <>
        <Toaster />
        <ToastCount />
      </>,
    );
    act(() => {
      toast({ title: 'Saved', description: 'Your script is safe.' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your script is safe.')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Exported' });
    });
    expect(screen.getByText('Exported')).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByLabelText('toast count')).toHaveTextContent('1');
    expect(TOAST_LIMIT).toBe(1);
  });

  it('renders the destructive variant distinctly from the default one', () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Invalid email or password. Please try again.' });
    });
    const destructive = screen.getByText('Login Failed').closest('[data-variant]');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');
    expect(destructive).toHaveClass('bg-danger');

    act(() => {
      toast({ title: 'Welcome back!' });
    });
    const normal = screen.getByText('Welcome back!').closest('[data-variant]');
    expect(normal).toHaveAttribute('data-variant', 'default');
    expect(normal).not.toHaveClass('bg-danger');
  });

  it('closes after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Demo video ready!' });
    });
    await act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Demo video ready!')).toBeInTheDocument();
    await act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Demo video ready!')).not.toBeInTheDocument();
  });

  it('drops a dismissed toast from state only after the removal delay', async () => {
    vi.useFakeTimers();
    render(<ToastCount />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Bye' });
    });
    act(() => handle?.dismiss());
    expect(screen.getByLabelText('toast count')).toHaveTextContent('1');
    await act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(screen.getByLabelText('toast count')).toHaveTextContent('0');
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('reducer: dismissing closes a toast without removing it', () => {
    const state = toastReducer({ toasts: [] }, { type: 'add', toast: { id: 'a', open: true, title: 'A' } });
    const dismissed = toastReducer(state, { type: 'dismiss', toastId: 'a' });
    expect(dismissed.toasts).toEqual([expect.objectContaining({ id: 'a', open: false })]);
  });
});
