import { useBulletinDetailCh } from '../../api/hooks/use-bulletin-day';
import { DayBulletinView } from './DayBulletinView';

/** `online-bulten-ch`: a day's live-animal bulletin (heads, TL per head, TL per kg live weight). */
export function LiveAnimalBulletinPage() {
  return <DayBulletinView liveAnimal useDetail={useBulletinDetailCh} />;
}
