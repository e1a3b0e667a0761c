/** The fake's calls (SPEC.md §7). Handlers match any origin, so they work beside VITE_API_URL. */
export const DEMO_PATHS = {
  notes: '/api/data/notes/NotesData',
  chats: '/api/data/chat/ChatData',
  emails: '/api/data/email/EmailData',
  tickets: '/api/data/ticket/TicketData',
  contacts: '/api/data/contacts/ContactsData',
  products: '/api/data/eCommerce/ProductsData',
  posts: '/api/data/postData',
  followers: '/api/data/users',
  gallery: '/api/data/gallery',
  blogPosts: '/api/data/blog/BlogPosts',
  languages: '/api/data/language/LanguageData',
  postLike: '/api/data/posts/like',
  commentAdd: '/api/data/posts/comments/add',
  replyAdd: '/api/data/posts/replies/add',
  replyLike: '/api/data/posts/replies/like',
  blogPost: '/api/data/blog/post',
  blogCommentAdd: '/api/data/blog/post/add',
} as const;

export const SERVER_ERROR = 'Internal server error';
export const POST_NOT_FOUND = 'Post not found';
