/** The product page of a catalogue node (product, class or group): `/online-bulten[-ch]/{id}`. */
export function bulletinPath(itemId: number, liveAnimal: boolean): string {
  return `/${liveAnimal ? 'online-bulten-ch' : 'online-bulten'}/${itemId}`;
}

/** The hall detail of a catalogue node, on a date when given: `/salon-satis-detay/{id}?tarih=…`. */
export function hallDetailPath(itemId: number, date?: string): string {
  return `/salon-satis-detay/${itemId}${date ? `?tarih=${date}` : ''}`;
}
