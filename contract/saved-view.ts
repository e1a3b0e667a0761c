import { z } from 'zod';

/** The console lists a saved view can belong to (src/resources names). */
export const VIEW_LISTS = ['institutions', 'lockers', 'tickets', 'users', 'purchases'] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

export const MAX_VIEW_NAME = 60;
/** A user's views of one list, at most (a picker, not a library). */
export const MAX_VIEWS_PER_LIST = 50;

export const VIEW_MESSAGES = {
  name: `Name must be 1 to ${MAX_VIEW_NAME} characters`,
  list: `List must be one of ${VIEW_LISTS.join(', ')}`,
  nameTaken: 'You already have a view with this name for this list',
  tooMany: `At most ${MAX_VIEWS_PER_LIST} views per list`,
  notFound: 'View not found',
  created: 'View saved',
  updated: 'View updated',
  deleted: 'View deleted',
} as const;

/** One filter as Refine's table holds it (`{field, operator, value}`). */
const viewFilterSchema = z.object({
  field: z.string().max(60),
  operator: z.string().max(20),
  value: z.unknown(),
});
const viewSorterSchema = z.object({
  field: z.string().max(60),
  order: z.enum(['asc', 'desc']),
});

/**
 * What a view restores: the list's filters and sort as Refine's `useTable` holds them, and the
 * keys of its visible columns (none: the list's defaults).
 */
export const viewStateSchema = z.object({
  filters: z.array(viewFilterSchema).max(30).default([]),
  sorters: z.array(viewSorterSchema).max(5).default([]),
  columns: z.array(z.string().max(60)).max(40).optional(),
  pageSize: z.number().int().min(1).max(200).optional(),
});
export type ViewState = z.infer<typeof viewStateSchema>;

const viewName = z
  .string({ error: VIEW_MESSAGES.name })
  .trim()
  .min(1, VIEW_MESSAGES.name)
  .max(MAX_VIEW_NAME, VIEW_MESSAGES.name);
const viewListName = z.enum(VIEW_LISTS, { error: VIEW_MESSAGES.list });

/** A saved view as the server returns it: always the signed-in user's own. */
export const savedViewSchema = z.object({
  id: z.number().int(),
  list: viewListName,
  name: z.string(),
  state: viewStateSchema,
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** `POST views`. */
export const viewCreateSchema = z.object({
  list: viewListName,
  name: viewName,
  state: viewStateSchema,
});
export type ViewCreateInput = z.infer<typeof viewCreateSchema>;

/** `PATCH views/{id}`: a new name, a new state, or both. */
export const viewUpdateSchema = z.object({
  name: viewName.optional(),
  state: viewStateSchema.optional(),
});
export type ViewUpdateInput = z.infer<typeof viewUpdateSchema>;

/** `GET views?list=lockers`: one list's views, by name. */
export const viewListQuerySchema = z.object({ list: viewListName });
