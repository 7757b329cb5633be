import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { EnquiryDialog } from '@/components/forms/enquiry-dialog';
import { openEnquiryDialog } from '@/lib/browser/enquiry-dialog';

// The form's code cannot be fetched, as when the connection drops after the page has loaded.
vi.mock('@/components/forms/enquiry-form', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the form could not load, and where to send an enquiry, when its code cannot be fetched', async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  render(<EnquiryDialog callbackMinutes={15} quoteMinutes={30} retentionDays={180} />);
  await act(async () => openEnquiryDialog());
  expect(await screen.findByRole('alert')).toHaveTextContent(/The form could not load/);
  expect(screen.getByRole('link', { name: 'enquiry form on the contact page' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/contact-us\/?#enquiry$/),
  );
});
