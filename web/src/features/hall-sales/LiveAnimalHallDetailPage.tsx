import { HallDetailView } from './HallDetailView';

/** `salon-satis-detay-ch[/:itemId]`: a live-animal product's hall detail. */
export function LiveAnimalHallDetailPage() {
  return <HallDetailView liveAnimal />;
}
