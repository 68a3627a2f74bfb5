// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { clientMessages } from '@quayside/contract/messages';
import { AppToaster } from './toaster';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent ?? '');

describe('AppToaster', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(<AppToaster />);
    act(() => void toast.success(clientMessages.success.documentUploaded));
    await screen.findByText(clientMessages.success.documentUploaded);
    act(() => void toast.error(clientMessages.fallback.deleteDocument));
    await screen.findByText(clientMessages.fallback.deleteDocument);
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain(clientMessages.fallback.deleteDocument);

    act(() => void toast.info(clientMessages.success.documentDeleted));
    await waitFor(() =>
      expect(shown()).toEqual([expect.stringContaining(clientMessages.success.documentDeleted)]),
    );
  });
});
