/* eslint-disable @next/next/no-img-element -- the site is exported statically; images are pre-sized local files. */
import type { ImgHTMLAttributes } from 'react';

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

/** A local image with its size set; lazy unless it is the page's first visible image. */
export function Img({ priority = false, alt, ...props }: ImgProps) {
  return (
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
