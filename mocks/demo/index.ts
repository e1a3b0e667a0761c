export { createDemoHandlers } from './handlers';
export { createDemoStore, type DemoStore } from './store';
export { DEMO_PATHS, POST_NOT_FOUND, SERVER_ERROR } from './paths';
export { randomPostId, MAX_RANDOM_POST_ID } from './ids';
export { toSlug } from './slug';
export type * from './types';
