import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import BlogDetailPage from '../../src/demo/blog/BlogDetailPage';
import BlogPostsPage from '../../src/demo/blog/BlogPostsPage';
import CalendarPage from '../../src/demo/calendar/CalendarPage';
import { cart } from '../../src/demo/ecommerce/cart';
import CheckoutPage from '../../src/demo/ecommerce/CheckoutPage';
import ShopPage from '../../src/demo/ecommerce/ShopPage';
import FollowersPage from '../../src/demo/social/FollowersPage';
import FriendsPage from '../../src/demo/social/FriendsPage';
import UserProfilePage from '../../src/demo/social/UserProfilePage';
import { renderDemo, setupDemoServer } from './demo-helpers';

const server = setupDemoServer();
// antd forms and user-event typing are slow under jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('demo shop', () => {
  it('filters the grid and adds a product to the cart', async () => {
    cart.clear();
    const user = userEvent.setup();
    renderDemo(<ShopPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('radio', { name: 'Books' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Add Event planning handbook to the cart' }),
    );
    expect(
      await screen.findByText('Event planning handbook added to the cart'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('checks out with a 5% discount and free shipping, ending with a thank-you', async () => {
    cart.clear();
    cart.add(9, 2, '#0A7EA4'); // 2 x $28.80
    const user = userEvent.setup();
    renderDemo(<CheckoutPage />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$54.72');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('-$2.88')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Full name'), 'Nina Park');
    await user.type(screen.getByLabelText('Address'), '1 Main Street');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
  });
});

describe('demo social profile', () => {
  it('likes a post through the fake and shows the new count', async () => {
    const user = userEvent.setup();
    renderDemo(<UserProfilePage />);
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(4);
    await user.click(within(posts[0]).getByRole('button', { name: 'Like (102)' }));
    expect(
      await within(posts[0]).findByRole('button', { name: 'Unlike (103)' }),
    ).toBeInTheDocument();
  });

  it("shows the fake's 500 when a like fails, and keeps the count", async () => {
    server.use(
      http.post('*/api/data/posts/like', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderDemo(<UserProfilePage />);
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first).getByRole('button', { name: 'Like (102)' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Like (102)' })).toBeInTheDocument();
  });

  it('makes a follower a friend when the user follows them back', async () => {
    const user = userEvent.setup();
    renderDemo(
      <>
        <FollowersPage />
        <FriendsPage />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Followers (20)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friends (7)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow Lucas Moreau' }));
    expect(screen.getByRole('heading', { name: 'Friends (8)' })).toBeInTheDocument();
    expect(screen.getAllByText('Lucas Moreau')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Unfollow Lucas Moreau' }));
    expect(screen.getByRole('heading', { name: 'Friends (7)' })).toBeInTheDocument();
    expect(screen.getAllByText('Lucas Moreau')).toHaveLength(1);
  });

  it('comments on a post and replies to a comment', async () => {
    const user = userEvent.setup();
    renderDemo(<UserProfilePage />);
    const [first] = await screen.findAllByRole('article');
    await user.type(within(first).getByLabelText('Write a comment'), 'See you there{Enter}');
    expect(await within(first).findByText('See you there')).toBeInTheDocument();
    expect(within(first).getByText('Comments (4)')).toBeInTheDocument();
    await user.click(within(first).getAllByRole('button', { name: 'Reply' })[0]);
    await user.type(within(first).getByLabelText('Write a reply'), 'Thanks!{Enter}');
    expect(await within(first).findByText('Thanks!')).toBeInTheDocument();
  });
});

describe('demo blog', () => {
  it('shows the featured and regular cards with pagination', async () => {
    const user = userEvent.setup();
    renderDemo(<BlogPostsPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(8); // 2 featured + 6
    expect(screen.getAllByText('Featured')).toHaveLength(2);
    await user.click(screen.getByTitle('2'));
    expect(screen.getAllByRole('article')).toHaveLength(4); // 2 featured + 2
  });

  it('opens a post by slug and puts a new comment first', async () => {
    const user = userEvent.setup();
    renderDemo(
      <BlogDetailPage />,
      '/apps/blog/detail/how-to-run-a-sold-out-rooftop-party',
      '/apps/blog/detail/:slug',
    );
    expect(
      await screen.findByRole('heading', { name: 'How to run a sold-out rooftop party' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a comment'), 'Great tips{Enter}');
    const comments = within(screen.getByRole('region', { name: 'Comments' })).getAllByRole(
      'listitem',
    );
    expect(await within(comments[0]).findByText('Great tips')).toBeInTheDocument();
    expect(screen.getByText('Comments (2)')).toBeInTheDocument();
  });

  it('shows "Post not found" for an unknown slug', async () => {
    renderDemo(<BlogDetailPage />, '/apps/blog/detail/nope', '/apps/blog/detail/:slug');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });
});

describe('demo calendar', () => {
  it('adds an event from the day view', async () => {
    const user = userEvent.setup();
    renderDemo(<CalendarPage />);
    await user.click(screen.getByText('Day'));
    await user.click(screen.getByRole('button', { name: /^Add an event on / }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Event title'), 'Karaoke night');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Karaoke night' })).toBeInTheDocument();
  });
});
