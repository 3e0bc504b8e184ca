import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::qa-entry.qa-entry');
