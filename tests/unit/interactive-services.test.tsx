import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { services } from '@/content/services';
import { ServiceTabs } from '@/components/interactive/service-tabs';

const first = services[0]!;
const second = services[1]!;
const last = services.at(-1)!;

afterEach(() => {
  document.body.innerHTML = '';
});

const tiles = () => <ServiceTabs services={services} label="Our services" />;

describe('service tiles', () => {
  it('export every description, with the tiles as links to them', () => {
    document.body.innerHTML = renderToString(tiles());
    expect(screen.queryByRole('tab')).toBeNull();
    for (const s of services) {
      expect(screen.getByText(s.description)).toBeVisible();
      expect(screen.getByRole('link', { name: s.title })).toHaveAttribute('href', `#service-${s.id}`);
    }
  });

  it('become tabs on hydration, without a mismatch, showing the first service', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tiles());
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, tiles());
    });
    expect(screen.getAllByRole('tab')).toHaveLength(14);
    expect(screen.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(first.description)).toBeVisible();
    expect(screen.getByText(second.description)).not.toBeVisible();
    act(() => root.unmount());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('show the chosen service when a tile is clicked, with a link to its page where it has one', async () => {
    const user = userEvent.setup();
    render(tiles());
    const tablist = screen.getByRole('tablist', { name: 'Our services' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(14);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(first.title);
    expect(within(panel).getByRole('link', { name: /house shifting/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home-shifting\/?$/),
    );

    await user.click(screen.getByRole('tab', { name: second.title }));
    expect(screen.getByRole('tab', { name: second.title })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'false');
    const shown = screen.getByRole('tabpanel');
    expect(shown).toHaveTextContent(second.description);
    // AC shifting has no page of its own: no dead link.
    expect(within(shown).queryByRole('link')).toBeNull();
    expect(screen.getByText(first.description)).not.toBeVisible();
  });

  it('move the selection with the arrow keys, Home and End (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(tiles());
    await user.tab();
    expect(screen.getByRole('tab', { name: first.title })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: second.title })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(second.description);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: last.title })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(last.description);
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: last.title })).toHaveAttribute('aria-selected', 'true');
    // One tab stop for the whole list; Tab moves on to the panel.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
