import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToasts, notify, resetToasts, type ToastRequest } from './notify';
import { ToastHost } from './ToastHost';

const loads = vi.hoisted(() => ({ count: 0 }));

/** Stands in for the lazily loaded sonner module: records what it receives. */
vi.mock('./SonnerToaster', () => {
  loads.count += 1;
  function FakeToaster() {
    const [seen, setSeen] = useState<ToastRequest[]>([]);
    useEffect(() => connectToasts((request) => setSeen((list) => [...list, request])), []);
    return (
      <ul aria-label="toasts">
        {seen.map((request, index) => (
          <li key={index}>{`${request.key}${request.reference ? ` ${request.reference}` : ''}`}</li>
        ))}
      </ul>
    );
  }
  return { SonnerToaster: FakeToaster };
});

afterEach(() => {
  resetToasts();
});

describe('ToastHost', () => {
  it('renders nothing and loads no toast module before the first notify', async () => {
    const { container } = render(<ToastHost />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container).toBeEmptyDOMElement();
    expect(loads.count).toBe(0);
  });

  it('loads the toaster on the first notify and delivers what was queued before', async () => {
    notify('event-finished');
    notify('betslip-something-went-wrong', { reference: 'REF-7' });
    render(<ToastHost />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'event-finished',
      'betslip-something-went-wrong REF-7',
    ]);
    expect(loads.count).toBe(1);
    act(() => notify('generic-error'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('wakes up when notify is called after it mounted', async () => {
    render(<ToastHost />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    act(() => notify('your-choice-has-been-saved'));
    expect(await screen.findByText('your-choice-has-been-saved')).toBeInTheDocument();
  });
});
