import { cmsPageRoute } from '@/components/content/cmsPageRoute';

const route = cmsPageRoute('standard', 'slug');

// Company pages (about us, press, experts) are built ahead; any other top-level path is a 404.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
