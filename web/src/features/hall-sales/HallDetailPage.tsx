import { HallDetailView } from './HallDetailView';

/** `salon-satis-detay[/:itemId]`: a crop product's hall detail with analyses. */
export function HallDetailPage() {
  return <HallDetailView liveAnimal={false} />;
}
