import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_PATHS } from '../../../mocks/demo/paths';
import type { Post, PostsReply, Profile } from '../../../mocks/demo/types';
import { randomPostId } from '../../../mocks/demo/ids';
import { demoRequest } from '../shared/api';
import { errorText } from '../shared/DemoStatus';
import { demoListKey, useDemoList } from '../shared/useDemoList';

/** Every comment and reply id of the posts: new ones must not reuse them. */
const takenIds = (posts: Post[]) =>
  posts.flatMap((p) =>
    p.data.comments.flatMap((c) => [c.id, ...(c.data.replies ?? []).map((r) => r.id)]),
  );

/** The social posts and their calls (like, comment, reply, reply-like) on the demo fake. */
export function usePosts() {
  const { t } = useTranslation('demo');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useDemoList<Post>('posts');

  const me = (): Profile => ({
    id: 0,
    avatar: '/demo/avatars/12.svg',
    name: t('social.you'),
    time: t('social.justNow'),
  });

  const call = async (path: string, body: unknown) => {
    try {
      const reply = await demoRequest<PostsReply>(path, body);
      queryClient.setQueryData(demoListKey('posts'), reply.posts);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return {
    ...list,
    like: (postId: number) => call(DEMO_PATHS.postLike, { postId }),
    likeComment: (postId: number, commentId: number) =>
      call(DEMO_PATHS.replyLike, { postId, commentId }),
    comment: (postId: number, text: string) =>
      call(DEMO_PATHS.commentAdd, {
        postId,
        comment: {
          id: randomPostId(takenIds(list.items)),
          profile: me(),
          data: { comment: text, likes: { like: false, value: 0 }, replies: [] },
        },
      }),
    reply: (postId: number, commentId: number, text: string) =>
      call(DEMO_PATHS.replyAdd, {
        postId,
        commentId,
        reply: {
          id: randomPostId(takenIds(list.items)),
          profile: me(),
          data: { comment: text, likes: { like: false, value: 0 } },
        },
      }),
  };
}

export type PostsApi = ReturnType<typeof usePosts>;
