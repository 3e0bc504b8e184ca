import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::expert-question.expert-question');
