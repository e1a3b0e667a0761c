import { BLOG_POSTS } from './data/blog';
import { CHATS } from './data/chats';
import { CONTACTS } from './data/contacts';
import { EMAILS } from './data/emails';
import { FOLLOWERS } from './data/followers';
import { GALLERY } from './data/gallery';
import { LANGUAGES } from './data/languages';
import { NOTES } from './data/notes';
import { POSTS } from './data/posts';
import { PRODUCTS } from './data/products';
import { SUPPORT_TICKETS } from './data/tickets';

/**
 * The fake's state: a deep copy of the seed data. The browser worker keeps one for the page's
 * lifetime (a reload starts again from the seed); tests make a fresh one per test.
 */
export const createDemoStore = () =>
  structuredClone({
    notes: NOTES,
    chats: CHATS,
    emails: EMAILS,
    tickets: SUPPORT_TICKETS,
    contacts: CONTACTS,
    products: PRODUCTS,
    posts: POSTS,
    followers: FOLLOWERS,
    gallery: GALLERY,
    blogPosts: BLOG_POSTS,
    languages: LANGUAGES,
  });

export type DemoStore = ReturnType<typeof createDemoStore>;
