'use client';
import Image, { type ImageProps } from 'next/image';
import { cmsImageLoader } from '@/lib/cms/image-loader';

/** An image from the CMS's media library, with its transforms (see lib/cms/image-loader.ts). */
export function CmsImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={cmsImageLoader} />;
}
