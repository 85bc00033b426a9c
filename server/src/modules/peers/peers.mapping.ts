import { type ClassCandidate, type PeerPriceUnit, sameNamedClass } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { allPeerMappings } from './peer-mappings.repository.js';

/** One of our crop classes with its group, as a peer class may be compared with it. */
export interface OwnCropClass {
  node: CatalogueNode;
  group: CatalogueNode;
}

/** Every crop class of our catalogue with its group, in catalogue order. */
export function ownCropClasses(catalogue: Catalogue): OwnCropClass[] {
  return catalogue.groups
    .filter((g) => !g.isLiveAnimal)
    .flatMap((group) => catalogue.classesOf(group.id).map((node) => ({ node, group })));
}

/** Our crop classes as candidates for a peer class's name (Turkish and English names). */
export function classCandidates(classes: readonly OwnCropClass[]): ClassCandidate[] {
  return classes.map(({ node }) => ({ id: node.id, names: [node.nameTr, node.nameEn] }));
}

/** What a peer class is compared with (`NONE`: nobody decided and no name matches), and how its prices are read. */
export interface ResolvedMapping {
  classId: number | null;
  source: 'STAFF' | 'AUTO' | 'NONE';
  unit: PeerPriceUnit;
  unitByStaff: boolean;
}

/** Resolves peer classes to ours: staff's choice first, else the one class of the same name. */
export interface PeerClassResolver {
  resolve(peerId: number, className: string, peerUnit: PeerPriceUnit): ResolvedMapping;
}

/** A resolver over staff's mappings (read once) and our classes. */
export async function peerClassResolver(
  db: Kysely<Database>,
  classes: readonly OwnCropClass[],
): Promise<PeerClassResolver> {
  const staff = new Map((await allPeerMappings(db)).map((m) => [`${m.peer_id}|${m.peer_class}`, m]));
  const candidates = classCandidates(classes);
  const known = new Set(candidates.map((c) => c.id));
  const byName = new Map<string, number | null>();
  const auto = (name: string) => {
    if (!byName.has(name)) byName.set(name, sameNamedClass(name, candidates));
    return byName.get(name)!;
  };
  return {
    resolve(peerId, className, peerUnit) {
      const chosen = staff.get(`${peerId}|${className}`);
      const unit = chosen?.price_unit ?? peerUnit;
      const unitByStaff = chosen?.price_unit != null;
      // Staff's "none" is a decision (not listed as unmapped); a class that left the catalogue is none.
      if (chosen) {
        const classId = chosen.class_id !== null && known.has(chosen.class_id) ? chosen.class_id : null;
        return { classId, source: 'STAFF', unit, unitByStaff };
      }
      const classId = auto(className);
      return { classId, source: classId === null ? 'NONE' : 'AUTO', unit, unitByStaff };
    },
  };
}
