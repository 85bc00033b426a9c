import { catalogueEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { idParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { getCatalogue } from './catalogue.cache.js';
import { classExample, groupExample, productExample } from './catalogue.examples.js';
import { registerCatalogueNameRoutes } from './catalogue.names.routes.js';
import { classesWithProducts, groupRows, groupsWithClasses, selectOptions } from './catalogue.selectors.js';

const tag = TAGS.catalogue;
const e = catalogueEndpoints;

/** Catalogue reads: groups, groups with classes, the selector data of a group; data staff's short names. */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    e.GetUrunGruplari,
    {
      docs: {
        tag,
        summary: 'Product groups',
        description: 'Every product group in display order, names in the request language.',
        example: [groupExample],
      },
    },
    async (request) => groupRows(await getCatalogue(ctx), requestLanguage(request)),
  );
  route(
    app,
    e.GetBultenUrunGruplarGruplar,
    {
      docs: {
        tag,
        summary: 'Groups with their classes',
        description: 'Every product group with its classes, in display order.',
        example: [{ ...groupExample, Siniflar: [classExample] }],
      },
    },
    async (request) => groupsWithClasses(await getCatalogue(ctx), requestLanguage(request)),
  );
  route(
    app,
    e.GetBultenGrupSinifUrunSelect,
    {
      docs: {
        tag,
        summary: 'Classes and products of a group',
        description:
          'Selector data: the classes of a group, each with its products, unit and price unit. 400 UNKNOWN_ID when the id is not a group.',
        example: [{ ...classExample, Urunler: [productExample] }],
      },
    },
    async (request) =>
      classesWithProducts(await getCatalogue(ctx), idParam(request.params.groupId), requestLanguage(request)),
  );
  route(
    app,
    e.GetGrupSinifUrunSelectler,
    {
      docs: {
        tag,
        summary: 'Flat select list of a group',
        description:
          'The group, its classes and their products as one flat list ({Id, Kod, Ad, Seviye, UstId}) in tree order, for select boxes. 400 UNKNOWN_ID when the id is not a group.',
        example: [
          { Id: 1, Kod: '01', Ad: groupExample.GrupAdi, Seviye: 'GROUP', UstId: null },
          { Id: 2, Kod: '0101', Ad: classExample.SinifAdi, Seviye: 'CLASS', UstId: 1 },
          { Id: 3, Kod: '010101', Ad: productExample.UrunAdi, Seviye: 'PRODUCT', UstId: 2 },
        ],
      },
    },
    async (request) =>
      selectOptions(await getCatalogue(ctx), idParam(request.params.groupId), requestLanguage(request)),
  );
  registerCatalogueNameRoutes(app, ctx);
}
