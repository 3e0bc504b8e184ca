import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articleSchema } from '@/lib/cms/articles';
import { cmsCompanySchema, verticalConfigSchema } from '@/lib/cms/companies';
import { expertAnswerSchema, expertQuestionSchema, expertSchema } from '@/lib/cms/experts';
import { homepageSchema, pageSchema, promptConfigurationSchema } from '@/lib/cms/pages';
import { qaEntrySchema } from '@/lib/cms/qa-entries';
import { reviewSchema } from '@/lib/cms/reviews';
import { sectionSchemas } from '@/lib/cms/sections';
import { shapeOf, type Field, type InputShape } from '../../support/zod-shape';

/**
 * The Strapi project in cms/ and the site's parsers describe one content model twice; this reads
 * both and fails on any difference, so neither can drift. For each content type and component:
 * every field the site reads exists in Strapi with a type that yields what the parser accepts, a
 * field the site requires is required in Strapi, and Strapi has no field the site never reads.
 */

const CMS = path.join(process.cwd(), 'cms', 'src');

interface Attribute {
  type: string;
  required?: boolean;
  default?: unknown;
  enum?: string[];
  repeatable?: boolean;
  component?: string;
  components?: string[];
  relation?: string;
  target?: string;
  multiple?: boolean;
}

interface StrapiSchema {
  kind?: string;
  info: { singularName?: string; pluralName?: string };
  attributes: Record<string, Attribute>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StrapiSchema;

function contentTypes(): Map<string, StrapiSchema> {
  const found = new Map<string, StrapiSchema>();
  for (const api of readdirSync(path.join(CMS, 'api'))) {
    const folder = path.join(CMS, 'api', api, 'content-types');
    for (const name of readdirSync(folder))
      found.set(`api::${api}.${name}`, readJson(path.join(folder, name, 'schema.json')));
  }
  return found;
}

function components(): Map<string, StrapiSchema> {
  const found = new Map<string, StrapiSchema>();
  for (const category of readdirSync(path.join(CMS, 'components')))
    for (const file of readdirSync(path.join(CMS, 'components', category)))
      found.set(
        `${category}.${file.replace(/\.json$/, '')}`,
        readJson(path.join(CMS, 'components', category, file)),
      );
  return found;
}

/** What the site's parsers read from each content type's entries, by Strapi UID. */
const ENTRY_SCHEMAS: Record<string, z.ZodType> = {
  'api::homepage.homepage': homepageSchema,
  'api::page.page': pageSchema,
  'api::article.article': articleSchema,
  'api::review.review': reviewSchema,
  'api::qa-entry.qa-entry': qaEntrySchema,
  'api::prompt-configuration.prompt-configuration': promptConfigurationSchema,
  'api::author.author': expertSchema,
  'api::expert-question.expert-question': expertQuestionSchema,
  'api::expert-answer.expert-answer': expertAnswerSchema,
  'api::company.company': cmsCompanySchema,
  'api::vertical-config.vertical-config': verticalConfigSchema,
};

/** Keys Strapi adds to every entry and component, which no schema declares. */
const SYSTEM_KEYS = new Set([
  'id',
  'documentId',
  '__component',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
]);

const STRING_TYPES = new Set([
  'string',
  'text',
  'richtext',
  'uid',
  'email',
  'enumeration',
  'date',
  'datetime',
  'time',
]);
const NUMBER_TYPES = new Set(['integer', 'float', 'decimal']);

class Agreement {
  readonly problems: string[] = [];
  constructor(
    private readonly types: Map<string, StrapiSchema>,
    private readonly parts: Map<string, StrapiSchema>,
  ) {}

  object(where: string, shape: InputShape, schema: StrapiSchema) {
    if (shape.kind === 'unknown') return;
    if (shape.kind !== 'object') {
      this.problems.push(`${where}: the site reads a ${shape.kind}, Strapi has an object`);
      return;
    }
    for (const [key, field] of Object.entries(shape.fields)) {
      if (SYSTEM_KEYS.has(key)) continue;
      const attribute = schema.attributes[key];
      if (!attribute) this.problems.push(`${where}.${key}: the site reads it, Strapi has no such field`);
      else this.attribute(`${where}.${key}`, field, attribute);
    }
    for (const key of Object.keys(schema.attributes))
      if (!(key in shape.fields))
        this.problems.push(`${where}.${key}: Strapi has it, the site never reads it`);
  }

  private attribute(where: string, field: Field, attribute: Attribute) {
    const mayBeEmpty =
      attribute.type === 'relation' || (!attribute.required && attribute.default === undefined);
    const listLike = attribute.type === 'dynamiczone' || attribute.type === 'blocks' || attribute.repeatable;
    if (!field.optional && mayBeEmpty && !listLike)
      this.problems.push(`${where}: the site requires it, Strapi lets it be empty`);
    this.value(where, field.shape, attribute);
  }

  private value(where: string, shape: InputShape, attribute: Attribute) {
    const mismatch = () =>
      this.problems.push(`${where}: the site reads a ${shape.kind}, Strapi has ${attribute.type}`);
    switch (shape.kind) {
      case 'unknown':
        return;
      case 'union':
        if (!shape.options.some((option) => this.fits(where, option, attribute))) mismatch();
        return;
      case 'string':
        if (!STRING_TYPES.has(attribute.type)) mismatch();
        return;
      case 'number':
        if (!NUMBER_TYPES.has(attribute.type)) mismatch();
        return;
      case 'boolean':
        if (attribute.type !== 'boolean') mismatch();
        return;
      case 'values':
        if (attribute.type === 'enumeration') {
          const extra = (attribute.enum ?? []).filter((value) => !shape.values.includes(value));
          if (extra.length > 0)
            this.problems.push(`${where}: Strapi offers ${extra.join(', ')}, the site rejects it`);
        } else if (!(
          STRING_TYPES.has(attribute.type) ||
          (attribute.type === 'boolean' && shape.values.every((v) => typeof v === 'boolean'))
        ))
          mismatch();
        return;
      case 'array':
        if (attribute.type === 'blocks' || attribute.type === 'json') return;
        if (attribute.type === 'component' && attribute.repeatable)
          return this.component(where, shape.element, attribute);
        if (attribute.type === 'relation' && /ToMany$/.test(attribute.relation ?? ''))
          return this.target(where, shape.element, attribute);
        if (attribute.type === 'media' && attribute.multiple) return;
        return mismatch();
      case 'object':
        if (attribute.type === 'json' || attribute.type === 'media') return;
        if (attribute.type === 'component' && !attribute.repeatable)
          return this.component(where, shape, attribute);
        if (attribute.type === 'relation' && /ToOne$/.test(attribute.relation ?? ''))
          return this.target(where, shape, attribute);
        return mismatch();
    }
  }

  private fits(where: string, shape: InputShape, attribute: Attribute) {
    const before = this.problems.length;
    this.value(where, shape, attribute);
    const fits = this.problems.length === before;
    this.problems.length = before;
    return fits;
  }

  private component(where: string, shape: InputShape, attribute: Attribute) {
    const part = attribute.component ? this.parts.get(attribute.component) : undefined;
    if (!part)
      this.problems.push(`${where}: Strapi names component ${attribute.component}, which does not exist`);
    else this.object(`${where}<${attribute.component}>`, shape, part);
  }

  /** A relation: the site reads some of the target's fields, each of which must exist there. */
  private target(where: string, shape: InputShape, attribute: Attribute) {
    const target = attribute.target ? this.types.get(attribute.target) : undefined;
    if (!target) {
      this.problems.push(`${where}: Strapi relates to ${attribute.target}, which does not exist`);
      return;
    }
    if (shape.kind !== 'object') return;
    for (const key of Object.keys(shape.fields))
      if (!SYSTEM_KEYS.has(key) && !target.attributes[key])
        this.problems.push(
          `${where}.${key}: the site reads it from ${attribute.target}, which has no such field`,
        );
  }
}

/** The problems between one content type and its parser; its dynamic zone is compared per section. */
function entryProblems(agreement: Agreement, uid: string, schema: z.ZodType, strapi: StrapiSchema) {
  const shape = shapeOf(schema);
  const { sections: _zone, ...attributes } = strapi.attributes;
  if (shape.kind !== 'object' || !('sections' in shape.fields)) return agreement.object(uid, shape, strapi);
  const { sections: _parsedOneByOne, ...fields } = shape.fields;
  agreement.object(uid, { kind: 'object', fields }, { ...strapi, attributes });
}

describe('the Strapi project and the site’s parsers describe one content model', () => {
  const types = contentTypes();
  const parts = components();

  it('every content type the site reads exists in cms/, with draft and publish, and no other', () => {
    expect([...types.keys()].sort()).toEqual(Object.keys(ENTRY_SCHEMAS).sort());
    for (const [uid, schema] of types)
      expect(schema, uid).toMatchObject({ options: { draftAndPublish: true } });
  });

  it('every section type is a component of the pages’ and homepage’s dynamic zone, and no other', () => {
    const sectionNames = Object.keys(sectionSchemas).sort();
    for (const uid of ['api::page.page', 'api::homepage.homepage']) {
      const zone = types.get(uid)?.attributes.sections;
      expect(zone?.type, uid).toBe('dynamiczone');
      expect([...(zone?.components ?? [])].sort(), uid).toEqual(sectionNames);
    }
  });

  it('each entry’s fields agree, field by field', () => {
    const agreement = new Agreement(types, parts);
    for (const [uid, schema] of Object.entries(ENTRY_SCHEMAS)) {
      const strapi = types.get(uid);
      if (strapi) entryProblems(agreement, uid, schema, strapi);
    }
    expect(agreement.problems).toEqual([]);
  });

  it('each section’s fields agree, field by field', () => {
    const agreement = new Agreement(types, parts);
    for (const [name, schema] of Object.entries(sectionSchemas)) {
      const part = parts.get(name);
      if (!part) agreement.problems.push(`${name}: no component in cms/src/components`);
      else agreement.object(name, shapeOf(schema), part);
    }
    expect(agreement.problems).toEqual([]);
  });

  it('catches a field renamed in Strapi, and a required field Strapi lets be empty', () => {
    const page = types.get('api::page.page');
    if (!page) throw new Error('no page content type');
    const { pageType, slug, ...rest } = page.attributes;
    if (!pageType || !slug) throw new Error('the page content type lost its fields');
    const drifted = {
      ...page,
      attributes: { ...rest, page_type: pageType, slug: { ...slug, required: false } },
    };
    const agreement = new Agreement(types, parts);
    entryProblems(agreement, 'api::page.page', pageSchema, drifted);
    expect(agreement.problems.sort()).toEqual([
      'api::page.page.pageType: the site reads it, Strapi has no such field',
      'api::page.page.page_type: Strapi has it, the site never reads it',
      'api::page.page.slug: the site requires it, Strapi lets it be empty',
    ]);
  });
});
