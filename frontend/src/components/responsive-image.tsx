import type { CSSProperties } from 'react';
import { imageSources } from '@gateway/modules/media/media.images.ts';

export interface ImageData {
  public_id: string;
  secure_url: string;
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
}

interface Props {
  image: ImageData | null | undefined;
  alt: string;
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  eager?: boolean;
  /** High priority for an eager image (the default): only the one likely to be the page's largest
   *  paint on a phone should have it, or the images above the fold share the bandwidth. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  fit?: CSSProperties['objectFit'];
}

export function ResponsiveImage({
  image,
  alt,
  sizes = '100vw',
  eager,
  priority = eager,
  className,
  style,
  fit = 'cover',
}: Props) {
  if (!image?.secure_url) {
    return (
      <div
        className={className}
        style={{ ...style, background: 'linear-gradient(135deg,#1b2436,#2c3a55)' }}
        role="img"
        aria-label={alt}
      />
    );
  }
  const s = imageSources(image)!;
  // Intrinsic size keeps the layout still while the picture loads; unknown sizes get 16:9.
  const width = s.width ?? 1600;
  const height = s.height ?? Math.round(width * 0.5625);
  return (
    <img
      src={s.src}
      srcSet={s.srcSet}
      sizes={s.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager && priority ? 'high' : undefined}
      className={className}
      style={{
        objectFit: fit,
        backgroundImage: s.placeholder ? `url("${s.placeholder}")` : undefined,
        backgroundSize: 'cover',
        backgroundColor: '#e9e4dc',
        ...style,
      }}
    />
  );
}
