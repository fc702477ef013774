import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { ArticleEditPage, ArticleForm } from './article-form-page';
import { ArticlesPage } from './articles-page';

/** The article pages (issue 28 §3): reading and writing both need `content:write`. */
export const articlesRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="content:write">
      <ArticlesPage />
    </PermittedPage>
  ),
};

export const articleNewRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="content:write">
      <ArticleForm />
    </PermittedPage>
  ),
};

function Edit() {
  const { id = '' } = useParams();
  return <ArticleEditPage key={id} id={id} />;
}

export const articleEditRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="content:write">
      <Edit />
    </PermittedPage>
  ),
};
