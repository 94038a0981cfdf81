import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { articlePath, type Article, type ArticleSummary } from '@sl/contracts';
import { publishedText } from '../news/format';
import { editorApi, messageOf, statusOfError } from './api';
import { ArticleEditor } from './ArticleEditor';
import {
  Badge,
  Button,
  DataTable,
  ErrorState,
  Skeleton,
  TextLink,
  VisuallyHidden,
  color,
  fontWeight,
  lineHeight,
  space,
  type BadgeTone,
  type DataTableColumn,
} from '@sl/ui';

const STATUS_LABELS: Record<ArticleSummary['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

const STATUS_TONES: Record<ArticleSummary['status'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'positive',
  unpublished: 'warning',
};

const Notice = styled.p`
  min-height: ${lineHeight.normal}em;
  color: ${color.positive};
  font-weight: ${fontWeight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.xs};
`;

const Top = styled.div`
  margin: ${space.md} 0 ${space.lg};
`;

/** The signed-in editor's newsroom: every article with its status, and the form to write or change one. */
export function EditorHome() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['content', 'editor', 'list'] as const,
    queryFn: () => editorApi.list(),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const refresh = () => client.invalidateQueries({ queryKey: ['content'] });
  const open = async (id: string) => {
    try {
      setEditing(await editorApi.get(id));
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const act = async (article: ArticleSummary, action: 'publish' | 'unpublish') => {
    setError('');
    try {
      await editorApi.action(article.id, action);
      setNotice(`“${article.title}” ${action === 'publish' ? 'published' : 'unpublished'}.`);
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const columns: Array<DataTableColumn<ArticleSummary>> = [
    {
      key: 'headline',
      header: 'Headline',
      isRowHeader: true,
      render: (article) =>
        article.status === 'published' ? (
          <TextLink to={articlePath(article)}>{article.title}</TextLink>
        ) : (
          article.title
        ),
    },
    {
      key: 'kind',
      header: 'Sport and category',
      hideBelow: 'mobile',
      render: (article) => `${article.sport}, ${article.categories.join(', ')}`,
    },
    {
      key: 'status',
      header: 'Status',
      render: (article) => <Badge tone={STATUS_TONES[article.status]}>{STATUS_LABELS[article.status]}</Badge>,
    },
    {
      key: 'when',
      header: 'Publish time',
      hideBelow: 'mobile',
      render: (article) => (article.publishedAt ? publishedText(article.publishedAt) : '–'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (article) => (
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => void open(article.id)}>
            Edit<VisuallyHidden> {article.title}</VisuallyHidden>
          </Button>
          {article.status === 'published' || article.status === 'scheduled' ? (
            <Button variant="secondary" size="sm" onClick={() => void act(article, 'unpublish')}>
              Unpublish<VisuallyHidden> {article.title}</VisuallyHidden>
            </Button>
          ) : (
            <Button variant="primary" size="sm" onClick={() => void act(article, 'publish')}>
              Publish<VisuallyHidden> {article.title}</VisuallyHidden>
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  if (list.isError) {
    const status = statusOfError(list.error);
    return (
      <ErrorState
        title={
          status === 403
            ? 'This account is not an editor account. Sign in with an editor’s account to write articles.'
            : messageOf(list.error)
        }
      />
    );
  }

  if (editing)
    return (
      <ArticleEditor
        key={editing === 'new' ? 'new' : editing.id}
        article={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSaved={(saved, what) => {
          setEditing(null);
          setNotice(`“${saved.title}” ${what}.`);
          void refresh();
        }}
      />
    );

  return (
    <>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorState title={error} />}
      <Top>
        <Button variant="primary" onClick={() => setEditing('new')}>
          Write a new article
        </Button>
      </Top>
      {list.isPending ? (
        <div role="status" aria-label="Loading the articles">
          <Skeleton lines={5} />
        </div>
      ) : (
        <DataTable
          caption="Articles, most recently changed first"
          columns={columns}
          rows={list.data}
          rowKey={(article) => article.id}
          empty="No articles yet: write the first one."
          collapse
        />
      )}
    </>
  );
}
