import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_PATHS, POST_NOT_FOUND, SERVER_ERROR } from './paths';
import { addBlogComment, addComment, addReply, likeComment, likePost } from './posts';
import { toSlug } from './slug';
import { createDemoStore, type DemoStore } from './store';
import type { Post } from './types';

/** `*` matches any origin: the console may call the fake on its own origin or VITE_API_URL's. */
const any = (path: string) => `*${path}`;

const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
};

const serverError = () => HttpResponse.json({ message: SERVER_ERROR }, { status: 500 });

/** A POST on the posts: applies `change` to the store, answers `{posts}` or a 500. */
const postsChange = (
  store: DemoStore,
  path: string,
  change: (posts: Post[], body: unknown) => boolean,
) =>
  http.post(any(path), async ({ request }) => {
    const body = await readJson(request);
    return change(store.posts, body) ? HttpResponse.json({ posts: store.posts }) : serverError();
  });

/**
 * The demo sections' fake API (SPEC.md §7, §8): exactly the /api/data calls, over one in-memory
 * store. Lists come back as bare JSON arrays; no call is delayed.
 */
export function createDemoHandlers(store: DemoStore = createDemoStore()): HttpHandler[] {
  const list = (path: string, read: () => unknown[]) =>
    http.get(any(path), () => HttpResponse.json(read(), { status: 200 }));

  return [
    list(DEMO_PATHS.notes, () => store.notes),
    list(DEMO_PATHS.chats, () => store.chats),
    list(DEMO_PATHS.emails, () => store.emails),
    list(DEMO_PATHS.tickets, () => store.tickets),
    list(DEMO_PATHS.contacts, () => store.contacts),
    list(DEMO_PATHS.products, () => store.products),
    list(DEMO_PATHS.posts, () => store.posts),
    list(DEMO_PATHS.followers, () => store.followers),
    list(DEMO_PATHS.gallery, () => store.gallery),
    list(DEMO_PATHS.blogPosts, () => store.blogPosts),
    list(DEMO_PATHS.languages, () => store.languages),
    postsChange(store, DEMO_PATHS.postLike, likePost),
    postsChange(store, DEMO_PATHS.commentAdd, addComment),
    postsChange(store, DEMO_PATHS.replyAdd, addReply),
    postsChange(store, DEMO_PATHS.replyLike, likeComment),
    // Registered before `blog/post` so the longer path is never read as a slug lookup.
    http.post(any(DEMO_PATHS.blogCommentAdd), async ({ request }) => {
      const body = await readJson(request);
      return addBlogComment(store.blogPosts, body)
        ? HttpResponse.json({ posts: store.blogPosts })
        : serverError();
    }),
    http.post(any(DEMO_PATHS.blogPost), async ({ request }) => {
      const body = await readJson(request);
      const slug =
        typeof body === 'object' && body !== null && 'title' in body ? body.title : undefined;
      const post =
        typeof slug === 'string'
          ? store.blogPosts.find((p) => toSlug(p.title) === slug)
          : undefined;
      return post
        ? HttpResponse.json({ post })
        : HttpResponse.json({ message: POST_NOT_FOUND }, { status: 404 });
    }),
  ];
}
