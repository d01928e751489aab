import type { Image } from '../siteTypes';
export interface PictureProps {
  image: Image;
  /** Above the fold: load at once with high priority (the likely largest contentful paint). */
  priority?: boolean;
  className?: string;
  /** Decorative use: the surrounding text already says what the image shows. */
  decorative?: boolean;
}

/** An image with its intrinsic size (no layout shift) that loads lazily unless it is a priority. */
export function Picture({ image, priority = false, className, decorative = false }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
