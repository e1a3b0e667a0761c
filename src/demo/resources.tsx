import {
  CalendarOutlined,
  CommentOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  IdcardOutlined,
  MailOutlined,
  PictureOutlined,
  ReadOutlined,
  ShopOutlined,
  SnippetsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { lazy, type ReactNode } from 'react';
import type { ResourceDefinition, ResourceRoute } from '../resources/types';

type Page = ResourceRoute['component'];

/** A demo section: every one shares the `apps` policy entry (all roles) and the Apps group. */
const section = (
  name: string,
  menuKey: string,
  icon: ReactNode,
  list: [string, Page],
  show?: [string, Page],
): ResourceDefinition => ({
  name: `demo-${name}`,
  policy: 'apps',
  labelKey: `demo:menu.${menuKey}`,
  icon,
  group: 'apps',
  scope: 'all',
  routes: {
    list: { path: list[0], component: list[1] },
    ...(show ? { show: { path: show[0], component: show[1] } } : {}),
  },
});

/**
 * The demo sections (SPEC.md §1), each page lazily loaded; none with VITE_DEMO_APPS=false. The
 * flag is tested right here, where the build replaces it by a constant: the sections below are
 * then dead code, and their pages, the fake and its worker never reach dist/.
 */
export const DEMO_RESOURCES: readonly ResourceDefinition[] =
  import.meta.env.VITE_DEMO_APPS === 'false'
    ? []
    : [
        section('chats', 'chats', <CommentOutlined />, [
          '/apps/chats',
          lazy(() => import('./chat/ChatPage')),
        ]),
        section('email', 'email', <MailOutlined />, [
          '/apps/email',
          lazy(() => import('./email/EmailPage')),
        ]),
        section('tickets', 'tickets', <CustomerServiceOutlined />, [
          '/apps/tickets',
          lazy(() => import('./tickets/TicketsPage')),
        ]),
        section('contacts', 'contacts', <ContactsOutlined />, [
          '/apps/contacts',
          lazy(() => import('./contacts/ContactsPage')),
        ]),
        section(
          'shop',
          'shop',
          <ShopOutlined />,
          ['/apps/ecommerce/shop', lazy(() => import('./ecommerce/ShopPage'))],
          ['/apps/ecommerce/detail/:id', lazy(() => import('./ecommerce/ProductDetailPage'))],
        ),
        section('products', 'list', <UnorderedListOutlined />, [
          '/apps/ecommerce/list',
          lazy(() => import('./ecommerce/ProductListPage')),
        ]),
        section('checkout', 'checkout', <CreditCardOutlined />, [
          '/apps/ecommerce/checkout',
          lazy(() => import('./ecommerce/CheckoutPage')),
        ]),
        section('profile', 'profile', <IdcardOutlined />, [
          '/user-profile',
          lazy(() => import('./social/UserProfilePage')),
        ]),
        section('followers', 'followers', <UserAddOutlined />, [
          '/apps/followers',
          lazy(() => import('./social/FollowersPage')),
        ]),
        section('friends', 'friends', <TeamOutlined />, [
          '/apps/friends',
          lazy(() => import('./social/FriendsPage')),
        ]),
        section('gallery', 'gallery', <PictureOutlined />, [
          '/apps/gallery',
          lazy(() => import('./social/GalleryPage')),
        ]),
        section(
          'blog',
          'posts',
          <ReadOutlined />,
          ['/apps/blog/posts', lazy(() => import('./blog/BlogPostsPage'))],
          ['/apps/blog/detail/:slug', lazy(() => import('./blog/BlogDetailPage'))],
        ),
        section('notes', 'notes', <SnippetsOutlined />, [
          '/apps/notes',
          lazy(() => import('./notes/NotesPage')),
        ]),
        section('calendar', 'calendar', <CalendarOutlined />, [
          '/apps/calendar',
          lazy(() => import('./calendar/CalendarPage')),
        ]),
      ];
