import { cmsPageRoute } from '@/components/content/cmsPageRoute';

const route = cmsPageRoute('vertical', 'vertical');

// Every vertical page the CMS has is built ahead; any other vertical is a 404.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
