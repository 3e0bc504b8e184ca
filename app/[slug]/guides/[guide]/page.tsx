import { guideRoute } from '@/app/_routes/guide-routes';

/** A money hub's guide (`/personal-loans/guides/{guide}/`). */
const route = guideRoute(
  'money',
  (params: { slug: string; guide: string }) => ({ vertical: params.slug, slug: params.guide }),
  ({ vertical, slug }) => ({ slug: vertical, guide: slug }),
);

// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
