import { describe, expect, it } from 'vitest';
import { cmsImageLoader } from '@/lib/cms/image-loader';

const CLOUDINARY = 'https://res.cloudinary.com/coverscout/image/upload/v1700000000/experts/dana.jpg';

describe('CMS image loader', () => {
  it('asks Cloudinary for the scaled, lossy, auto-quality, auto-format image at 128 or 1200 wide', () => {
    expect(cmsImageLoader({ src: CLOUDINARY, width: 96 })).toBe(
      'https://res.cloudinary.com/coverscout/image/upload/c_scale,w_128,q_auto:eco,f_auto,fl_lossy/v1700000000/experts/dana.jpg',
    );
    expect(cmsImageLoader({ src: CLOUDINARY, width: 640, quality: 90 })).toContain(
      'c_scale,w_1200,q_auto:eco,f_auto,fl_lossy/',
    );
  });

  it('sends other images through Next’s own optimizer', () => {
    expect(cmsImageLoader({ src: 'https://cms.example.com/uploads/logo.png', width: 256 })).toBe(
      '/_next/image?url=https%3A%2F%2Fcms.example.com%2Fuploads%2Flogo.png&w=256&q=75',
    );
  });
});
