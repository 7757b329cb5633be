import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { estimateCopy } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { Estimator } from '@/components/interactive/estimator';

// The form's code cannot be fetched, as when the connection drops after the page has loaded.
vi.mock('@/components/interactive/estimator-form', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it("says so, with the way to an enquiry, when the estimate's code cannot be fetched", async () => {
  await act(async () => {
    render(<Estimator data={estimateData} copy={estimateCopy} />);
  });
  expect(await screen.findByText(/The estimate could not load/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/contact-us\/?#enquiry$/),
  );
  expect(document.querySelector('#estimate')).toHaveClass('estimator--unreachable');
});
