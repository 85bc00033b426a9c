export { DailyBulletinPage } from './DailyBulletinPage';
export { LiveAnimalBulletinPage } from './LiveAnimalBulletinPage';
export { LiveAnimalProductPage } from './LiveAnimalProductPage';
export { ProductPage } from './ProductPage';
