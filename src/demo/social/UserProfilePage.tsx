import { useTranslation } from 'react-i18next';
import type { Follower } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { PostCard } from './PostCard';
import { ProfileBanner } from './ProfileBanner';
import { usePosts } from './usePosts';

/** Social profile: banner and counters, posts with like, comment, reply and reply-like. */
export default function UserProfilePage() {
  const { t } = useTranslation('demo');
  const api = usePosts();
  const followers = useDemoList<Follower>('followers');
  return (
    <>
      <PageTitle>{t('social.profileTitle')}</PageTitle>
      <ProfileBanner
        name={api.items[0]?.profile.name ?? ''}
        posts={api.items.length}
        followers={followers.items.length}
        following={followers.items.filter((f) => f.isFollowed).length}
      />
      <DemoStatus isLoading={api.isLoading} error={api.error}>
        {api.items.map((post) => (
          <PostCard key={post.id} post={post} api={api} />
        ))}
      </DemoStatus>
    </>
  );
}
