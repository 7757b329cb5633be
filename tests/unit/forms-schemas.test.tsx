import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EnquiryForm } from '@/components/forms/enquiry-form';

// The forms' schemas load apart from the page (components/forms/schemas.ts); here we watch that load.
const load = vi.hoisted(() => vi.fn());
vi.mock('@/components/forms/schemas', () => ({ loadSchemas: () => load() }));

const fetchMock = vi.fn();
beforeEach(() => {
  load.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

it('loads the schemas only once the visitor turns to the form, and checks the form with them', async () => {
  load.mockImplementation(() => import('@/lib/shared/lead-schemas'));
  const user = userEvent.setup();
  render(<EnquiryForm source="contact" retentionDays={365} />);
  expect(load).not.toHaveBeenCalled();

  await user.click(screen.getByLabelText(/Your name/));
  expect(load).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Request a callback' }));
  expect(await screen.findByText('Please enter your name.')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('a form sent before its schemas could load shows the failure message, keeps every value and sends nothing', async () => {
  // A visitor whose connection dropped before the schemas arrived.
  load.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  const user = userEvent.setup();
  render(<EnquiryForm source="contact" retentionDays={365} />);
  await user.type(screen.getByLabelText(/Moving from/), 'Vashi, Navi Mumbai');
  await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/Phone/), '98200 12345');
  await user.click(screen.getByRole('button', { name: 'Request a callback' }));

  expect(await screen.findByText('Error submitting form. Try again!')).toHaveAttribute('role', 'status');
  expect(screen.getByLabelText(/Moving from/)).toHaveValue('Vashi, Navi Mumbai');
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
  expect(screen.getByLabelText(/Phone/)).toHaveValue('98200 12345');
  expect(fetchMock).not.toHaveBeenCalled();
});
