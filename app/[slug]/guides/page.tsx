import { guidesIndexRoute } from '@/app/_routes/guide-routes';

/** A money hub's guides (`/personal-loans/guides/`); the company pages here have none, so 404. */
const route = guidesIndexRoute(
  'money',
  (params: { slug: string }) => params.slug,
  (slug) => ({ slug }),
);

// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
