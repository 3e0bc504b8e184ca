import { authorPath, type Byline } from './byline';

/** schema.org author and reviewer of a page, each a Person with their profile's address. */
export function bylineJsonLd(byline: Byline, siteUrl: string) {
  const person = (entry: NonNullable<Byline['author']>) => ({
    '@type': 'Person',
    name: entry.name,
    jobTitle: entry.jobTitle,
    url: new URL(authorPath(entry.slug), siteUrl).href,
  });
  return {
    ...(byline.author ? { author: person(byline.author) } : {}),
    ...(byline.reviewer ? { reviewedBy: person(byline.reviewer) } : {}),
  };
}
