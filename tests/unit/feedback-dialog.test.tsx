import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackDialog } from '@/components/forms/feedback-dialog';
import { publicEnv } from '@/lib/browser/public-env';
import { emailConfigured } from '@/lib/shared/email-settings';

describe('Send Feedback without e-mail ids', () => {
  it('still opens its dialog, offering working e-mail and chat links instead of a form that cannot send', async () => {
    expect(emailConfigured(publicEnv)).toBe(false);
    const user = userEvent.setup();
    render(
      <FeedbackDialog
        service="Home Shifting"
        retentionDays={365}
        fallback={<a href="mailto:care@example.com">E-mail your feedback</a>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback on home shifting' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'E-mail your feedback' })).toHaveAttribute(
      'href',
      'mailto:care@example.com',
    );
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
