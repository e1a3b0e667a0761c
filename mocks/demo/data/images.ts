/** Paths of the demo images shipped under public/demo/ (no network images). */
export const avatar = (n: number): string => `/demo/avatars/${((n - 1) % 12) + 1}.svg`;
export const productPhoto = (n: number): string => `/demo/products/${n}.svg`;
export const galleryImage = (n: number): string => `/demo/gallery/${((n - 1) % 12) + 1}.svg`;
export const blogCover = (n: number): string => `/demo/blog/${n}.svg`;
export const flag = (code: string): string => `/demo/flags/${code}.svg`;
export const BANNER = '/demo/banner.svg';
