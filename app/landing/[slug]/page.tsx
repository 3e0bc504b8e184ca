import { cmsPageRoute } from '@/components/content/cmsPageRoute';

const route = cmsPageRoute('landing', 'slug');

// Landing pages are built ahead from the CMS; any other path here is a 404.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
