import type { Core } from '@strapi/strapi';

/** The site lists a whole collection in one request (its largest, articles, is well under 200). */
export default (): Core.Config.Api => ({
  rest: { defaultLimit: 25, maxLimit: 200, withCount: true },
});
