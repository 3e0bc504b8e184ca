import { describe, expect, it } from 'vitest';
import { absoluteMediaUrls } from '@/lib/cms/media-urls';

describe('media from Strapi’s own upload provider', () => {
  const strapi = 'http://127.0.0.1:1337';

  it('gets Strapi’s origin wherever a file sits: a media field, its formats, an image in rich text', () => {
    const answer = {
      data: {
        photo: {
          url: '/uploads/dana.jpg',
          mime: 'image/jpeg',
          formats: { thumbnail: { url: '/uploads/thumbnail_dana.jpg', mime: 'image/jpeg' } },
        },
        body: [{ type: 'image', image: { url: '/uploads/form.png', hash: 'form' } }],
      },
    };
    expect(absoluteMediaUrls(answer, strapi)).toEqual({
      data: {
        photo: {
          url: 'http://127.0.0.1:1337/uploads/dana.jpg',
          mime: 'image/jpeg',
          formats: {
            thumbnail: { url: 'http://127.0.0.1:1337/uploads/thumbnail_dana.jpg', mime: 'image/jpeg' },
          },
        },
        body: [{ type: 'image', image: { url: 'http://127.0.0.1:1337/uploads/form.png', hash: 'form' } }],
      },
    });
  });

  it('leaves a hosted provider’s absolute URLs, and links that are not files, as they are', () => {
    const answer = {
      photo: { url: 'https://res.cloudinary.com/acme/image/upload/dana.jpg', mime: 'image/jpeg' },
      link: { type: 'link', url: '/insurance/auto/', children: [] },
      sneaky: { url: '//evil.example/x.png', mime: 'image/png' },
    };
    expect(absoluteMediaUrls(answer, strapi)).toEqual(answer);
  });
});
