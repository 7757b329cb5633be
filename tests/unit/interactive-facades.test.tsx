import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/content/company';
import { galleryVideos } from '@/content/media';
import { MapFacade } from '@/components/interactive/map-facade';
import { VideoFacade } from '@/components/interactive/video-facade';
import { OfficeLocation } from '@/components/sections/office-location';
import { VideoPosters } from '@/components/sections/video-posters';

const video = galleryVideos[0]!;

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders as the exported HTML, then hydrates; fails on any hydration warning. */
async function hydrate(ui: React.ReactElement) {
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const before = container.innerHTML;
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { before, unmount: () => act(() => root.unmount()) };
}

describe('video facade', () => {
  it('exports a poster and a plain link to the video, and no player', () => {
    const html = renderToString(<VideoFacade {...video} />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
    document.body.innerHTML = html;
    expect(screen.getByRole('link', { name: `Play video on YouTube: ${video.title}` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${video.videoId}`,
    );
  });

  it('turns the link into a Play button on hydration', async () => {
    const { unmount } = await hydrate(<VideoFacade {...video} />);
    expect(screen.getByRole('button', { name: `Play video: ${video.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
  });

  it('loads the privacy-enhanced player only when Play is pressed, and focuses it', async () => {
    const user = userEvent.setup();
    render(<VideoFacade {...video} />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Play video:/ }));
    const frame = screen.getByTitle(video.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists one facade per video, each with its title', () => {
    render(<VideoPosters videos={galleryVideos} />);
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(11);
    for (const v of galleryVideos) expect(screen.getByText(v.title, { selector: 'figcaption' })).toBeInTheDocument();
  });
});

describe('map facade', () => {
  const place = `${company.address.locality}, ${company.address.city}`;

  it('exports the local map picture and the Google Maps link, with no frame and no dead button', () => {
    const html = renderToString(<OfficeLocation />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('output=embed');
    document.body.innerHTML = html;
    expect(screen.getByRole('img', { name: `Map showing our office in ${place}` })).toHaveAttribute(
      'src',
      '/images/map-office.webp',
    );
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open our office location in Google Maps' })).toBeInTheDocument();
  });

  it('adds "Show the map" on hydration', async () => {
    const { unmount } = await hydrate(<OfficeLocation />);
    expect(screen.getByRole('button', { name: 'Show the map' })).toBeInTheDocument();
    unmount();
  });

  it('swaps in the 600x450 map frame on request, keeping the Google Maps link', async () => {
    const user = userEvent.setup();
    render(<OfficeLocation />);
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    const frame = screen.getByTitle(`Map of our office in ${place}`);
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps');
    expect(src.searchParams.get('output')).toBe('embed');
    expect(src.searchParams.get('q')).toContain(company.name);
    expect(src.searchParams.get('q')).toContain(company.address.postalCode);
    expect(frame).toHaveAttribute('width', '600');
    expect(frame).toHaveAttribute('height', '450');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy');
    expect(frame).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open our office location in Google Maps' })).toBeInTheDocument();
  });

  it('takes its picture and frame from props', async () => {
    const user = userEvent.setup();
    render(
      <MapFacade
        embedUrl="https://www.google.com/maps?q=x&output=embed"
        title="Map of x"
        poster={{ src: '/images/map-office.webp', alt: 'Map of x', width: 600, height: 450 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.getByTitle('Map of x')).toHaveAttribute('src', 'https://www.google.com/maps?q=x&output=embed');
  });
});
