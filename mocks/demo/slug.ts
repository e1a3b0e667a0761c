/** The blog's slug rule: lower case, spaces to hyphens, every other non-word character dropped. */
export const toSlug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
