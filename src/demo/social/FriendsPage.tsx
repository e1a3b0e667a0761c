import { PeopleGrid } from './FollowersPage';

/** Friends: the followers the user follows back, searchable, with their role. */
export default function FriendsPage() {
  return <PeopleGrid mode="friends" />;
}
