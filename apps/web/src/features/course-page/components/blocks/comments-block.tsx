import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseComment } from '@shop/contract/catalog/comments';
import { lazyWithAntd } from '../../../../app/lazy-with-antd';
import { Alert } from '../../../../components/ui/alert';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { Empty } from '../../../../components/ui/empty';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSignInPath } from '../../../../hooks/use-sign-in-path';
import { mediaUrl } from '../../../../lib/media-url';
import { useComments } from '../../api/list-comments';
import { useCoursePage } from '../../hooks/course-page-context';
import { threadComments } from '../../utils/thread-comments';
import { formatCourseDate } from '../../utils/format-date';
import '../../styles/comments.css';

// The form is built on Ant Design: only a signed-in reader, who can write, downloads it.
const CommentForm = lazyWithAntd('course-page.comment-form', () =>
  import('./comment-form').then((module) => module.CommentForm),
);

const CommentBody = ({ comment }: { comment: CourseComment }) => {
  const { i18n } = useTranslation();
  return (
    <div className="comment-body">
      <Avatar src={mediaUrl(comment.author_image)} name={comment.author_name} size={32} />
      <div>
        <strong>{comment.author_name}</strong>{' '}
        <time dateTime={comment.created_at} className="comment-date">
          {formatCourseDate(comment.created_at, i18n.language)}
        </time>
        {/* Plain text: React escapes it. */}
        <p className="comment-text">{comment.body}</p>
      </div>
    </div>
  );
};

/** A visitor is invited to sign in to ask; a signed-in reader gets the form. */
const AskArea = ({
  replyTo,
  onDone,
}: {
  replyTo: { id: number; name: string } | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { viewer } = useCoursePage();
  const signInPath = useSignInPath();
  if (!viewer.user) {
    return (
      <Alert
        type="info"
        className="comments-sign-in"
        title={t('catalog.comments.signInToAsk')}
        action={<Link to={signInPath}>{t('catalog.comments.signIn')}</Link>}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton rows={2} title={false} />}>
      <CommentForm replyTo={replyTo} onDone={onDone} />
    </Suspense>
  );
};

/** Questions and comments with their answers, newest first, and the form to ask. */
export const CommentsBlock = () => {
  const { t } = useTranslation();
  const { course, viewer } = useCoursePage();
  const comments = useComments(course.id);
  const [replyTo, setReplyTo] = useState<{ id: number; name: string } | null>(null);

  const loaded = comments.data?.pages.flatMap((page) => page.data) ?? [];
  const threads = threadComments(loaded);
  return (
    <div className="comments">
      <AskArea replyTo={replyTo} onDone={() => setReplyTo(null)} />
      {comments.isPending && <Skeleton rows={2} />}
      {!comments.isPending && threads.length === 0 && <Empty description={t('catalog.comments.empty')} />}
      <ol className="comment-list">
        {threads.map(({ comment, replies }) => (
          <li key={comment.id} className="comment">
            <CommentBody comment={comment} />
            {viewer.user && (
              <Button
                variant="link"
                size="small"
                className="comment-reply"
                onClick={() => setReplyTo({ id: comment.id, name: comment.author_name })}
              >
                {t('catalog.comments.reply')}
              </Button>
            )}
            {replies.length > 0 && (
              <ol className="comment-replies" aria-label={t('catalog.comments.replies')}>
                {replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentBody comment={reply} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      {comments.hasNextPage && (
        <Button onClick={() => void comments.fetchNextPage()} loading={comments.isFetchingNextPage}>
          {t('catalog.comments.loadMore')}
        </Button>
      )}
    </div>
  );
};
