import { EnvironmentOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Follower } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';

/**
 * People cards from /api/data/users (the followers). Friends are the followers the user follows
 * back: following someone on the followers page makes them a friend.
 */
export function PeopleGrid({ mode }: { mode: 'followers' | 'friends' }) {
  const { t } = useTranslation('demo');
  const { items, isLoading, error, update } = useDemoList<Follower>('followers');
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const people = mode === 'friends' ? items.filter((f) => f.isFollowed) : items;
  const shown = people.filter((f) => f.name.toLowerCase().includes(q));
  const toggle = (id: number) =>
    update((all) => all.map((f) => (f.id === id ? { ...f, isFollowed: !f.isFollowed } : f)));

  return (
    <>
      <PageTitle
        extra={
          <Input.Search
            allowClear
            aria-label={t('social.searchPeople')}
            placeholder={t('social.searchPeople')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 280 }}
          />
        }
      >
        {t(mode === 'followers' ? 'social.followersTitle' : 'social.friendsTitle', {
          count: people.length,
        })}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        {shown.length === 0 && <Empty description={t('social.empty')} />}
        <Row gutter={[16, 16]}>
          {shown.map((f) => (
            <Col key={f.id} xs={24} sm={12} lg={8} xl={6}>
              <Card>
                <Flex gap={12} align="center">
                  <Avatar size={48} src={f.avatar} alt="" />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {f.name}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      {mode === 'followers' ? (
                        <>
                          <EnvironmentOutlined /> {f.country}
                        </>
                      ) : (
                        f.role
                      )}
                    </Typography.Text>
                  </div>
                  {mode === 'followers' && (
                    <Button
                      type={f.isFollowed ? 'default' : 'primary'}
                      aria-label={t(f.isFollowed ? 'social.unfollowName' : 'social.followName', {
                        name: f.name,
                      })}
                      onClick={() => toggle(f.id)}
                    >
                      {t(f.isFollowed ? 'social.unfollow' : 'social.follow')}
                    </Button>
                  )}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </DemoStatus>
    </>
  );
}

export default function FollowersPage() {
  return <PeopleGrid mode="followers" />;
}
