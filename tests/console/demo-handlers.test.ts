import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_PATHS,
  MAX_RANDOM_POST_ID,
  createDemoHandlers,
  randomPostId,
  toSlug,
  type BlogPost,
  type Post,
} from '../../mocks/demo';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A fresh fake (seed data) for every test.
beforeEach(() => server.resetHandlers(...createDemoHandlers()));
afterAll(() => server.close());

const url = (path: string) => new URL(path, window.location.origin).toString();
const get = async (path: string) => {
  const res = await fetch(url(path));
  return { status: res.status, body: await res.json() };
};
const post = async (path: string, body: unknown) => {
  const res = await fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const comment = (id: number, text: string) => ({
  id,
  profile: { id: 99, avatar: '/demo/avatars/1.svg', name: 'Me', time: 'now' },
  data: { comment: text, likes: { like: false, value: 0 }, replies: [] },
});

describe('demo fake: lists', () => {
  it.each([
    [DEMO_PATHS.notes, 4],
    [DEMO_PATHS.chats, 10],
    [DEMO_PATHS.emails, 20],
    [DEMO_PATHS.tickets, 8],
    [DEMO_PATHS.contacts, 30],
    [DEMO_PATHS.products, 12],
    [DEMO_PATHS.posts, 4],
    [DEMO_PATHS.followers, 20],
    [DEMO_PATHS.gallery, 12],
    [DEMO_PATHS.blogPosts, 10],
    [DEMO_PATHS.languages, 5],
  ])('GET %s answers 200 with %i items', async (path, size) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body).toHaveLength(size);
  });

  it('answers the notes with no delay and the note fields of SPEC §3', async () => {
    // With the clock stopped, a handler that waits (MSW's delay(ms) is a timer) never answers:
    // the reply arriving at all shows there is no delay, without timing anything.
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let reply: Awaited<ReturnType<typeof get>> | 'stuck';
    try {
      reply = await Promise.race([
        get(DEMO_PATHS.notes),
        new Promise<'stuck'>((resolve) => realSetTimeout(() => resolve('stuck'), 10_000)),
      ]);
    } finally {
      vi.useRealTimers();
    }
    expect(reply).not.toBe('stuck');
    const { status, body } = reply as Awaited<ReturnType<typeof get>>;
    expect(status).toBe(200);
    expect(Object.keys(body[0]).sort()).toEqual(['color', 'datef', 'deleted', 'id', 'title']);
    expect(body.map((n: { color: string }) => n.color)).toEqual([
      'info',
      'error',
      'warning',
      'success',
    ]);
  });

  it('gives chats 4 to 5 messages with text and image types and the SPEC §3 fields', async () => {
    const { body } = await get(DEMO_PATHS.chats);
    for (const chat of body) {
      expect(chat.messages.length).toBeGreaterThanOrEqual(4);
      expect(chat.messages.length).toBeLessThanOrEqual(5);
      expect(['online', 'away', 'busy', 'offline']).toContain(chat.status);
    }
    const types = new Set(
      body.flatMap((c: Post & { messages: { type: string }[] }) => c.messages.map((m) => m.type)),
    );
    expect(types).toEqual(new Set(['text', 'image']));
    expect(Object.keys(body[0].messages[0]).sort()).toEqual(
      ['attachment', 'createdAt', 'id', 'msg', 'senderId', 'type'].sort(),
    );
  });

  it('keeps the exact field names of e-mails, support tickets, contacts and products', async () => {
    const email = (await get(DEMO_PATHS.emails)).body[0];
    for (const key of ['To', 'emailExcerpt', 'attchments', 'important', 'label', 'starred'])
      expect(email).toHaveProperty(key);
    const ticket = (await get(DEMO_PATHS.tickets)).body[0];
    for (const key of ['Id', 'ticketTitle', 'Status', 'Label', 'AgentName', 'Date', 'deleted'])
      expect(ticket).toHaveProperty(key);
    const contact = (await get(DEMO_PATHS.contacts)).body[0];
    for (const key of ['firstname', 'lastname', 'department', 'frequentlycontacted', 'starred'])
      expect(contact).toHaveProperty(key);
    const products = (await get(DEMO_PATHS.products)).body;
    for (const p of products) for (const c of p.colors) expect(c).toMatch(/^#[0-9A-F]{6}$/i);
    const blog = (await get(DEMO_PATHS.blogPosts)).body as BlogPost[];
    expect(blog.filter((b) => b.featured)).toHaveLength(2);
  });

  it('serves only images that ship with the console', async () => {
    const all = JSON.stringify(
      await Promise.all(
        Object.values(DEMO_PATHS)
          .slice(0, 11)
          .map((p) => get(p)),
      ),
    );
    expect(all).not.toMatch(/https?:\/\//);
  });
});

describe('demo fake: posts', () => {
  it('toggles a post like and moves the count by one each way', async () => {
    const before = (await get(DEMO_PATHS.posts)).body[0] as Post;
    const liked = await post(DEMO_PATHS.postLike, { postId: 1 });
    expect(liked.status).toBe(200);
    expect(liked.body.posts[0].data.likes).toEqual({
      like: true,
      value: before.data.likes.value + 1,
    });
    const unliked = await post(DEMO_PATHS.postLike, { postId: 1 });
    expect(unliked.body.posts[0].data.likes).toEqual({
      like: false,
      value: before.data.likes.value,
    });
  });

  it('keeps changes while the fake lives and starts again from the seed when recreated', async () => {
    await post(DEMO_PATHS.postLike, { postId: 1 });
    expect((await get(DEMO_PATHS.posts)).body[0].data.likes.like).toBe(true);
    server.resetHandlers(...createDemoHandlers());
    expect((await get(DEMO_PATHS.posts)).body[0].data.likes.like).toBe(false);
  });

  it('appends a comment at the end of the post', async () => {
    const { status, body } = await post(DEMO_PATHS.commentAdd, {
      postId: 1,
      comment: comment(500, 'See you Friday'),
    });
    expect(status).toBe(200);
    const comments = body.posts[0].data.comments;
    expect(comments).toHaveLength(4);
    expect(comments[3].data.comment).toBe('See you Friday');
  });

  it('appends a reply only when the comment has a replies list', async () => {
    const withList = await post(DEMO_PATHS.replyAdd, {
      postId: 1,
      commentId: 11,
      reply: comment(501, 'Agreed'),
    });
    expect(withList.status).toBe(200);
    expect(
      withList.body.posts[0].data.comments[0].data.replies.map((r: { id: number }) => r.id),
    ).toEqual([111, 501]);

    const withoutList = await post(DEMO_PATHS.replyAdd, {
      postId: 1,
      commentId: 12,
      reply: comment(502, 'Ignored'),
    });
    expect(withoutList.status).toBe(200);
    expect(withoutList.body.posts[0].data.comments[1].data.replies).toBeUndefined();
  });

  it('toggles the like of a comment and of a reply', async () => {
    const c = await post(DEMO_PATHS.replyLike, { postId: 1, commentId: 11 });
    expect(c.body.posts[0].data.comments[0].data.likes).toEqual({ like: true, value: 5 });
    const r = await post(DEMO_PATHS.replyLike, { postId: 1, commentId: 111 });
    expect(r.body.posts[0].data.comments[0].data.replies[0].data.likes).toEqual({
      like: false,
      value: 1,
    });
  });

  it.each([
    [DEMO_PATHS.postLike, { postId: 9999 }],
    [DEMO_PATHS.postLike, '{not json'],
    [DEMO_PATHS.commentAdd, { postId: 1 }],
    [DEMO_PATHS.commentAdd, { postId: 1, comment: 'just text' }],
    [DEMO_PATHS.replyAdd, { postId: 1, commentId: 404, reply: comment(503, 'x') }],
    [DEMO_PATHS.replyLike, { postId: 1, commentId: 404 }],
    [DEMO_PATHS.replyLike, {}],
  ])('%s answers 500 "Internal server error" on the bad body %j', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });
});

describe('demo fake: blog', () => {
  it('slugs a title: lower case, spaces to hyphens, other non-word characters dropped', () => {
    expect(toSlug('How to run a sold-out rooftop party')).toBe(
      'how-to-run-a-sold-out-rooftop-party',
    );
    expect(toSlug("Rock 'n' Roll: Night & Day!")).toBe('rock-n-roll-night--day');
    expect(toSlug('Ça va?')).toBe('a-va');
  });

  it('finds a post by its slug', async () => {
    const { status, body } = await post(DEMO_PATHS.blogPost, {
      title: 'designing-a-poster-that-sells-tickets',
    });
    expect(status).toBe(200);
    expect(body.post.title).toBe('Designing a poster that sells tickets');
  });

  it('answers 404 "Post not found" when no slug matches', async () => {
    for (const title of ['Designing a poster that sells tickets', 'nope', undefined]) {
      const res = await post(DEMO_PATHS.blogPost, { title });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Post not found' });
    }
  });

  it('puts a new blog comment at the front', async () => {
    const newComment = {
      id: 777,
      profile: { id: 99, avatar: '/demo/avatars/2.svg', name: 'Me' },
      time: '2026-01-16T10:00:00.000Z',
      comment: 'First!',
      replies: [],
    };
    const { status, body } = await post(DEMO_PATHS.blogCommentAdd, {
      postId: 1,
      comment: newComment,
    });
    expect(status).toBe(200);
    const target = (body.posts as BlogPost[]).find((p) => p.id === 1);
    expect(target?.comments.map((c) => c.id)).toEqual([777, 1]);
    const bad = await post(DEMO_PATHS.blogCommentAdd, { postId: 12345, comment: newComment });
    expect(bad.status).toBe(500);
    expect(bad.body).toEqual({ message: 'Internal server error' });
  });
});

describe('demo ids', () => {
  it('hands out random post ids from 1 to 2000, avoiding taken ones', () => {
    for (let i = 0; i < 500; i++) {
      const id = randomPostId([1, 2, 3]);
      expect(id).toBeGreaterThanOrEqual(4);
      expect(id).toBeLessThanOrEqual(MAX_RANDOM_POST_ID);
      expect(Number.isInteger(id)).toBe(true);
    }
    const allButOne = Array.from({ length: 1999 }, (_, i) => i + 1);
    expect(randomPostId(allButOne)).toBe(2000);
  });
});
