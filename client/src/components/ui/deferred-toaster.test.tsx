import { act, render, screen } from '@testing-library/react';
import { DeferredToaster } from './deferred-toaster';
import { toast } from './use-toast';

describe('DeferredToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });
});
