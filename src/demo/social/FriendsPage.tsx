import { PeopleGrid } from './FollowersPage';

/** Friends: the same people, searchable, with their role. */
export default function FriendsPage() {
  return <PeopleGrid mode="friends" />;
}
