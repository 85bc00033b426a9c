import { ProductView } from './ProductView';

/** `online-bulten/:itemId`: a crop product's (class's, group's) page. */
export function ProductPage() {
  return <ProductView liveAnimal={false} />;
}
