import type { Gender, Product, ProductCategory } from '../types';
import { productPhoto } from './images';

/** [title, price, discount %, categories, gender, rating, stock, colours] */
const ROWS: [string, number, number, ProductCategory[], Gender, number, boolean, string[]][] = [
  ['Glow-in-the-dark festival hoodie', 59, 10, ['fashion'], 'Men', 4, true, ['#1A1A2E', '#5D87FF']],
  ['LED party sneakers', 89, 20, ['fashion'], 'Women', 5, true, ['#FFFFFF', '#FA896B']],
  ['Wireless earplugs for concerts', 35, 0, ['electronics'], 'Men', 4, true, ['#2A3547']],
  ['Portable Bluetooth speaker', 120, 15, ['electronics'], 'Kids', 3, false, ['#13DEB9', '#2A3547']],
  ['The nightlife history book', 24, 0, ['books'], 'Women', 5, true, ['#FFAE1F']],
  ['DJ starter controller', 249, 5, ['electronics', 'toys'], 'Kids', 4, true, ['#000000']],
  ['Neon face paint kit', 15, 0, ['toys'], 'Kids', 3, true, ['#FA896B', '#13DEB9', '#FFAE1F']],
  ['Sequin party dress', 140, 25, ['fashion'], 'Women', 5, true, ['#C0C0C0', '#763EBD']],
  ['Event planning handbook', 32, 10, ['books'], 'Men', 4, true, ['#0A7EA4']],
  ['Light-up bubble gun', 19, 0, ['toys'], 'Kids', 4, false, ['#49BEFF', '#FA896B']],
  ['Festival rain poncho', 12, 0, ['fashion'], 'Men', 2, true, ['#FFFFFF', '#01C0C8']],
  ['Smart ticket wallet', 45, 5, ['electronics', 'fashion'], 'Women', 4, true, ['#2A3547', '#FA896B']],
];

export const PRODUCTS: Product[] = ROWS.map(
  ([title, price, discount, category, gender, rating, stock, colors], i) => ({
    id: i + 1,
    title,
    price,
    discount,
    related: i % 3 === 0,
    salesPrice: Math.round(price * (1 - discount / 100) * 100) / 100,
    category,
    gender,
    rating,
    stock,
    qty: 1,
    colors,
    photo: productPhoto(i + 1),
    created: new Date(Date.UTC(2025, 11, 1 + i * 2)).toISOString(),
    description: `${title}: made for long nights out, tested at PartyPass venues.`,
  }),
);
