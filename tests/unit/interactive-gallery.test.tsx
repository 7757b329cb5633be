import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryCategories, galleryImages } from '@/content/media';
import { GalleryFilter } from '@/components/interactive/gallery-filter';

const gallery = () => <GalleryFilter categories={galleryCategories} photos={galleryImages} />;
const labels = ['All', 'Bike Shifting', 'House Shifting', 'Storage', 'Car', 'Wooden Packing'];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('photo gallery filter', () => {
  it('exports every photo, sized, the first at once and the rest lazy, with the filters as links to each group', () => {
    document.body.innerHTML = renderToString(gallery());
    const [first, ...rest] = screen.getAllByRole('img');
    expect(rest).toHaveLength(galleryImages.length - 1);
    // The first photo is what a visitor sees first (the page's largest paint): no lazy loading.
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const img of [first!, ...rest]) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Car' })).toHaveAttribute('href', '#gallery-car');
    expect(document.getElementById('gallery-car')).toHaveTextContent('Car');
  });

  it('hydrates without a mismatch into toggle buttons, All pressed', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(gallery());
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, gallery());
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(labels);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    act(() => root.unmount());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows only the chosen category and says how many photos are shown', async () => {
    const user = userEvent.setup();
    render(gallery());
    const group = screen.getByRole('group', { name: 'Show photos of' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 photos');
    expect(screen.getAllByRole('img')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Car' }));
    expect(screen.getByRole('button', { name: 'Car' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const cars = galleryImages.filter((img) => img.category === 'car');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(cars.map((c) => c.src));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${cars.length} photos`);

    await user.click(screen.getByRole('button', { name: 'Wooden Packing' }));
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('src')!.includes('/wooden-'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 photos');
  });
});
