import { ProductView } from './ProductView';

/** `online-bulten-ch/:itemId`: a live-animal product's page (TL per head and per kg live weight). */
export function LiveAnimalProductPage() {
  return <ProductView liveAnimal />;
}
