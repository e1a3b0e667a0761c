import type { Gender, Product, ProductCategory } from '../../../mocks/demo/types';

export type ShopSort = 'newest' | 'priceDesc' | 'priceAsc' | 'discounted';
export interface ShopFilters {
  category: ProductCategory | 'all';
  gender: Gender | 'all';
  price: 'all' | 'under50' | '50to100' | '100to200' | 'over200';
  color: string | null;
  sort: ShopSort;
}
export const DEFAULT_FILTERS: ShopFilters = {
  category: 'all',
  gender: 'all',
  price: 'all',
  color: null,
  sort: 'newest',
};
export const CATEGORIES: ProductCategory[] = ['books', 'fashion', 'electronics', 'toys'];
export const GENDERS: Gender[] = ['Men', 'Women', 'Kids'];
export const PRICE_RANGES: ShopFilters['price'][] = [
  'all',
  'under50',
  '50to100',
  '100to200',
  'over200',
];

const inRange = (price: number, range: ShopFilters['price']) =>
  ({
    all: true,
    under50: price < 50,
    '50to100': price >= 50 && price <= 100,
    '100to200': price > 100 && price <= 200,
    over200: price > 200,
  })[range];

export function applyFilters(products: Product[], f: ShopFilters, search = ''): Product[] {
  const q = search.trim().toLowerCase();
  const shown = products.filter(
    (p) =>
      (f.category === 'all' || p.category.includes(f.category)) &&
      (f.gender === 'all' || p.gender === f.gender) &&
      inRange(p.salesPrice, f.price) &&
      (!f.color || p.colors.includes(f.color)) &&
      p.title.toLowerCase().includes(q),
  );
  const by: Record<ShopSort, (a: Product, b: Product) => number> = {
    newest: (a, b) => b.created.localeCompare(a.created),
    priceDesc: (a, b) => b.salesPrice - a.salesPrice,
    priceAsc: (a, b) => a.salesPrice - b.salesPrice,
    discounted: (a, b) => b.discount - a.discount,
  };
  return shown.sort(by[f.sort]);
}
