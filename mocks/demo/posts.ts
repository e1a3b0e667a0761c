import type { BlogComment, BlogPost, Likes, Post, PostComment, PostReply } from './types';

/**
 * The posts' state changes (SPEC.md §4). Each returns false when the body does not name an
 * existing post or comment, or carries no usable comment: the handler then answers a 500.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A comment or reply as the screens build it: an id, a profile and data.comment text. */
const isCommentLike = (v: unknown): v is PostComment =>
  isRecord(v) &&
  isId(v.id) &&
  isRecord(v.profile) &&
  isRecord(v.data) &&
  typeof v.data.comment === 'string' &&
  isRecord(v.data.likes);

export const toggleLike = (likes: Likes): void => {
  likes.like = !likes.like;
  likes.value += likes.like ? 1 : -1;
};

const findPost = (posts: Post[], body: unknown): Post | undefined =>
  isRecord(body) && isId(body.postId) ? posts.find((p) => p.id === body.postId) : undefined;

export function likePost(posts: Post[], body: unknown): boolean {
  const post = findPost(posts, body);
  if (!post) return false;
  toggleLike(post.data.likes);
  return true;
}

export function addComment(posts: Post[], body: unknown): boolean {
  const post = findPost(posts, body);
  if (!post || !isRecord(body) || !isCommentLike(body.comment)) return false;
  post.data.comments.push(body.comment);
  return true;
}

/** Appends the reply only when the comment has a replies list; otherwise leaves it as it is. */
export function addReply(posts: Post[], body: unknown): boolean {
  const post = findPost(posts, body);
  if (!post || !isRecord(body) || !isCommentLike(body.reply)) return false;
  const comment = post.data.comments.find((c) => c.id === body.commentId);
  if (!comment) return false;
  if (Array.isArray(comment.data.replies)) comment.data.replies.push(body.reply as PostReply);
  return true;
}

/** Toggles the like of the comment, or of the reply, whose id is `commentId`. */
export function likeComment(posts: Post[], body: unknown): boolean {
  const post = findPost(posts, body);
  if (!post || !isRecord(body) || !isId(body.commentId)) return false;
  for (const comment of post.data.comments) {
    if (comment.id === body.commentId) {
      toggleLike(comment.data.likes);
      return true;
    }
    const reply = comment.data.replies?.find((r) => r.id === body.commentId);
    if (reply) {
      toggleLike(reply.data.likes);
      return true;
    }
  }
  return false;
}

const isBlogComment = (v: unknown): v is BlogComment =>
  isRecord(v) && isId(v.id) && isRecord(v.profile) && typeof v.comment === 'string';

/** A blog comment goes to the front of the post's comments. */
export function addBlogComment(posts: BlogPost[], body: unknown): boolean {
  if (!isRecord(body) || !isId(body.postId) || !isBlogComment(body.comment)) return false;
  const post = posts.find((p) => p.id === body.postId);
  if (!post) return false;
  post.comments.unshift({ ...body.comment, replies: body.comment.replies ?? [] });
  return true;
}
