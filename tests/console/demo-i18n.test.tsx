import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import BlogDetailPage from '../../src/demo/blog/BlogDetailPage';
import BlogPostsPage from '../../src/demo/blog/BlogPostsPage';
import CalendarPage from '../../src/demo/calendar/CalendarPage';
import ChatPage from '../../src/demo/chat/ChatPage';
import ContactsPage from '../../src/demo/contacts/ContactsPage';
import CheckoutPage from '../../src/demo/ecommerce/CheckoutPage';
import ProductDetailPage from '../../src/demo/ecommerce/ProductDetailPage';
import ProductListPage from '../../src/demo/ecommerce/ProductListPage';
import ShopPage from '../../src/demo/ecommerce/ShopPage';
import EmailPage from '../../src/demo/email/EmailPage';
import NotesPage from '../../src/demo/notes/NotesPage';
import FollowersPage from '../../src/demo/social/FollowersPage';
import FriendsPage from '../../src/demo/social/FriendsPage';
import GalleryPage from '../../src/demo/social/GalleryPage';
import UserProfilePage from '../../src/demo/social/UserProfilePage';
import TicketsPage from '../../src/demo/tickets/TicketsPage';
import { i18n } from '../../src/i18n';
import { renderDemo, setupDemoServer } from './demo-helpers';
import { addAllLanguages, rawKeys, readLanguage } from './i18n-helpers';

setupDemoServer();
addAllLanguages();
// Sixteen screens, each with its data: slow under jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Every demo screen, with the title key of its heading. */
const SCREENS: [string, ReactElement, string, string?, string?][] = [
  ['chat', <ChatPage />, 'chat.title'],
  ['email', <EmailPage />, 'email.title'],
  ['support tickets', <TicketsPage />, 'tickets.title'],
  ['contacts', <ContactsPage />, 'contacts.title'],
  ['shop', <ShopPage />, 'shop.title'],
  [
    'product detail',
    <ProductDetailPage />,
    'shop.detailTitle',
    '/apps/ecommerce/detail/2',
    '/apps/ecommerce/detail/:id',
  ],
  ['product list', <ProductListPage />, 'shop.listTitle'],
  ['checkout', <CheckoutPage />, 'checkout.title'],
  ['profile', <UserProfilePage />, 'social.profileTitle'],
  ['followers', <FollowersPage />, 'social.followersTitle'],
  ['friends', <FriendsPage />, 'social.friendsTitle'],
  ['gallery', <GalleryPage />, 'social.galleryTitle'],
  ['blog', <BlogPostsPage />, 'blog.title'],
  ['notes', <NotesPage />, 'notes.title'],
  ['calendar', <CalendarPage />, 'calendar.title'],
];

const arabic = readLanguage('ar').demo as Record<string, Record<string, string>>;
/** The Arabic text of a `section.key` (placeholders cut off: titles may carry a count). */
const arabicTitle = (key: string) => {
  const [section, name] = key.split('.');
  return arabic[section][name].split('{{')[0].replace(/[\s(]+$/, '');
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Arabic: right to left, and a language whose missing key would fall back to a raw key only if
// English lacked it too (tests/console/i18n-keys.test.ts makes every language hold the same keys).
beforeAll(() => act(() => i18n.changeLanguage('ar')));
afterAll(() => act(() => i18n.changeLanguage('en')));

describe('every demo screen, in Arabic', () => {
  it.each(SCREENS)('%s shows its texts and no raw key', async (_, page, titleKey, path, route) => {
    renderDemo(page, path, route);
    expect(
      await screen.findByRole('heading', {
        name: new RegExp(escapeRegExp(arabicTitle(titleKey))),
      }),
    ).toBeInTheDocument();
    // Loaded: the data is on screen, not the spinner.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(rawKeys()).toEqual([]);
  });

  it('a blog post, by its slug', async () => {
    renderDemo(
      <BlogDetailPage />,
      '/apps/blog/detail/designing-a-poster-that-sells-tickets',
      '/apps/blog/detail/:slug',
    );
    expect(
      await screen.findByRole('heading', { name: 'Designing a poster that sells tickets' }),
    ).toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });
});
