import type { ImageLoaderProps } from 'next/image';

/**
 * CMS images through next/image. The CMS's media library serves Cloudinary URLs; each gets the
 * transforms the site has always asked for (scale, quality auto:eco, format auto, lossy) at one
 * of two widths: 128 for thumbnails and logos, 1200 for everything larger. Any other image
 * goes through Next's own optimizer, which the CMS's upload host is allowed in (next.config.ts).
 */
export const CMS_IMAGE_WIDTHS = { thumbnail: 128, large: 1200 } as const;

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

export function cmsImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const match = CLOUDINARY_UPLOAD.exec(src);
  if (match) {
    const size = width <= CMS_IMAGE_WIDTHS.thumbnail ? CMS_IMAGE_WIDTHS.thumbnail : CMS_IMAGE_WIDTHS.large;
    return `${match[1]}c_scale,w_${size},q_auto:eco,f_auto,fl_lossy/${match[2]}`;
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}
