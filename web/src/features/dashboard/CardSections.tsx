import type { Card } from '@bulten/core';
import { Stack, Title } from '@mantine/core';
import { MarketCard } from './MarketCard';

/** Cards split by main group, in the API's order (the group card first, then its classes). */
export function byGroup<T extends Card>(
  cards: readonly T[],
): { groupId: number; name: string; cards: T[] }[] {
  const groups = new Map<number, { groupId: number; name: string; cards: T[] }>();
  for (const card of cards) {
    const group = groups.get(card.GrupId) ?? { groupId: card.GrupId, name: card.GrupAdi, cards: [] };
    group.cards.push(card);
    groups.set(card.GrupId, group);
  }
  return [...groups.values()];
}

/** A section per main group with its cards (`h3` group name). */
export function CardSections({ cards, liveAnimal }: { cards: readonly Card[]; liveAnimal: boolean }) {
  return (
    <Stack gap="md">
      {byGroup(cards).map((group) => (
        <section key={group.groupId} aria-labelledby={`grup-${group.groupId}`}>
          <Title order={3} size="h5" id={`grup-${group.groupId}`} mb={6}>
            {group.name}
          </Title>
          <div className="card-grid">
            {group.cards.map((card) => (
              <MarketCard
                key={`${card.Seviye}-${card.SinifId ?? card.GrupId}`}
                card={card}
                liveAnimal={liveAnimal}
              />
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
