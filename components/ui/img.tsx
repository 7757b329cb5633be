/* eslint-disable @next/next/no-img-element -- the site is exported statically; images are pre-sized local files. */
import type { ImgHTMLAttributes } from 'react';
import { srcSetFor } from '@/lib/shared/image-variants';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /** Root-relative path of a local image. */
  src: string;
  /** What the image shows; "" for a decorative image. */
  alt: string;
  /** Intrinsic width in pixels (reserves space, so nothing shifts). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Above-the-fold image: load at once with high priority. */
  priority?: boolean;
};

/**
 * A local image with its size set; lazy unless it is the page's first visible image. Pictures
 * come with their smaller copies (lib/shared/image-variants.ts), so a phone downloads the size it shows;
 * `sizes` defaults to "as wide as the screen, up to the picture's own width". Icons and drawings
 * (SVG) load at low priority: the browser would otherwise raise those on the screen above the
 * page's own text and picture on a slow connection, for a 1 KB decoration.
 */
export function Img({ priority = false, alt, sizes, loading, fetchPriority, ...props }: ImgProps) {
  const srcSet = srcSetFor(props.src, props.width);
  return (
    <img
      {...props}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${props.width}px) 100vw, ${props.width}px`) : sizes}
      alt={alt}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={fetchPriority ?? (priority ? 'high' : props.src.endsWith('.svg') ? 'low' : undefined)}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
