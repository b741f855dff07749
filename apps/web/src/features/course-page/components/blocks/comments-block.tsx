import { Avatar, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseComment } from '@shop/contract/catalog/comments';
import { mediaUrl } from '../../../../lib/media-url';
import { useComments } from '../../api/list-comments';
import { useCoursePage } from '../../hooks/course-page-context';
import { threadComments } from '../../utils/thread-comments';
import { formatCourseDate } from '../../utils/format-date';
import { CommentForm } from './comment-form';
import '../../styles/comments.css';

const CommentBody = ({ comment }: { comment: CourseComment }) => {
  const { i18n } = useTranslation();
  const image = mediaUrl(comment.author_image);
  return (
    <div className="comment-body">
      <Avatar {...(image ? { src: <img src={image} alt="" /> } : {})}>
        {comment.author_name.slice(0, 1)}
      </Avatar>
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
      <CommentForm replyTo={replyTo} onDone={() => setReplyTo(null)} />
      {comments.isPending && <Skeleton active avatar />}
      {!comments.isPending && threads.length === 0 && <Empty description={t('catalog.comments.empty')} />}
      <ol className="comment-list">
        {threads.map(({ comment, replies }) => (
          <li key={comment.id} className="comment">
            <CommentBody comment={comment} />
            {viewer.user && (
              <Button
                type="link"
                size="small"
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
