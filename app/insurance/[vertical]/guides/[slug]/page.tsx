import { guideRoute } from '@/app/_routes/guide-routes';

const route = guideRoute(
  'insurance',
  (params: { vertical: string; slug: string }) => params,
  (guide) => guide,
);

// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
