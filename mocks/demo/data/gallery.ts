import type { GalleryItem } from '../types';
import { galleryImage } from './images';

const NAMES = [
  'Neon Hall opening night',
  'Rooftop sunset set',
  'Warehouse techno marathon',
  'Jazz cellar session',
  'Silent disco on the pier',
  'Halloween masquerade',
  'Student night queue',
  'Summer festival main stage',
  'Salsa Sunday',
  'Indie band showcase',
  'New Year countdown',
  'Afterparty at The Vault',
];

export const GALLERY: GalleryItem[] = NAMES.map((name, i) => ({
  id: i + 1,
  cover: galleryImage(i + 1),
  name,
  time: `2025-${String(12 - i).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}T21:00:00.000Z`,
}));
