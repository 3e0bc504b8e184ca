import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::qa-entry.qa-entry');
