import type { BasisMappings, Language } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { nodeName } from '../catalogue/catalogue.service.js';
import { allBasisMappings, turibInstrumentNames } from './basis.repository.js';

/** Every crop class (catalogue order) with its TÜRİB class or null, and the TÜRİB classes to choose from. */
export async function basisMappings(ctx: AppContext, lang: Language): Promise<BasisMappings> {
  const catalogue = await getCatalogue(ctx);
  const mapped = new Map(
    (await allBasisMappings(ctx.db.kysely)).map((m) => [m.class_id, m.turib_instrument]),
  );
  const classes = catalogue.groups
    .filter((g) => !g.isLiveAnimal)
    .flatMap((g) => catalogue.classesOf(g.id).map((c) => ({ group: g, node: c })));
  return {
    Eslesmeler: classes.map(({ group, node }) => ({
      SinifId: node.id,
      SinifAdi: nodeName(node, lang),
      GrupAdi: nodeName(group, lang),
      TuribSinif: mapped.get(node.id) ?? null,
    })),
    TuribSiniflari: await turibInstrumentNames(ctx.db.kysely),
  };
}
