import {
  classWithProductsSchema,
  groupRowSchema,
  groupWithClassesSchema,
  selectOptionSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { idParam } from '../../http/params.js';
import { answers, type BulletinRouteOptions, docs, pathId, TAGS, typed } from '../../http/route-kit.js';
import { getCatalogue } from './catalogue.cache.js';
import { classesWithProducts, groupRows, groupsWithClasses, selectOptions } from './catalogue.selectors.js';

const group = { GrupId: 1, GrupKodu: '01', GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR', CanliHayvan: false };
const klass = { SinifId: 2, SinifKodu: '0101', SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR' };
const product = {
  UrunId: 3,
  UrunKodu: '010101',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
  Birim: 'KG' as const,
  FiyatBirimi: 'TL/kg',
};
const groupIdParams = z.object({ groupId: pathId('Group') });

/** Catalogue reads: groups, groups with classes, and the selector data of a group. */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetUrunGruplari',
    {
      schema: {
        ...docs(
          opts,
          TAGS.catalogue,
          'Product groups',
          'Every product group in display order, names in the request language.',
        ),
        response: answers(z.array(groupRowSchema), [group]),
      },
    },
    async (request) => groupRows(await getCatalogue(ctx), requestLanguage(request)),
  );
  r.get(
    '/GetBultenUrunGruplarGruplar',
    {
      schema: {
        ...docs(
          opts,
          TAGS.catalogue,
          'Groups with their classes',
          'Every product group with its classes, in display order.',
        ),
        response: answers(z.array(groupWithClassesSchema), [{ ...group, Siniflar: [klass] }]),
      },
    },
    async (request) => groupsWithClasses(await getCatalogue(ctx), requestLanguage(request)),
  );
  r.get(
    '/GetBultenGrupSinifUrunSelect/:groupId',
    {
      schema: {
        ...docs(
          opts,
          TAGS.catalogue,
          'Classes and products of a group',
          'Selector data: the classes of a group, each with its products, unit and price unit. 400 UNKNOWN_ID when the id is not a group.',
        ),
        params: groupIdParams,
        response: answers(z.array(classWithProductsSchema), [{ ...klass, Urunler: [product] }]),
      },
    },
    async (request) =>
      classesWithProducts(await getCatalogue(ctx), idParam(request.params.groupId), requestLanguage(request)),
  );
  r.get(
    '/GetGrupSinifUrunSelectler/:groupId',
    {
      schema: {
        ...docs(
          opts,
          TAGS.catalogue,
          'Flat select list of a group',
          'The group, its classes and their products as one flat list ({Id, Kod, Ad, Seviye, UstId}) in tree order, for select boxes. 400 UNKNOWN_ID when the id is not a group.',
        ),
        params: groupIdParams,
        response: answers(z.array(selectOptionSchema), [
          { Id: 1, Kod: '01', Ad: group.GrupAdi, Seviye: 'GROUP', UstId: null },
          { Id: 2, Kod: '0101', Ad: klass.SinifAdi, Seviye: 'CLASS', UstId: 1 },
          { Id: 3, Kod: '010101', Ad: product.UrunAdi, Seviye: 'PRODUCT', UstId: 2 },
        ]),
      },
    },
    async (request) =>
      selectOptions(await getCatalogue(ctx), idParam(request.params.groupId), requestLanguage(request)),
  );
}
