import { useBulletinDetail } from '../../api/hooks/use-bulletin-day';
import { DayBulletinView } from './DayBulletinView';

/** `online-bulten`: a day's crops bulletin. */
export function DailyBulletinPage() {
  return <DayBulletinView liveAnimal={false} useDetail={useBulletinDetail} />;
}
