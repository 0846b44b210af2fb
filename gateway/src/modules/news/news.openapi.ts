// The REST contract of /api/news, beside news.routes.ts: each route's access, request and answer
// schemas and statuses. modules/index.ts collects every module's into /api/openapi.json.
import type { ModuleApi } from '../../lib/openapi.ts';
import {
  newsInput,
  newsListQuery,
  newsOutput,
  newsPageOutput,
  newsRecordOutput,
  newsUpdate,
} from './news.schemas.ts';

export const newsApi: ModuleApi = {
  schemas: { News: newsOutput, NewsPage: newsPageOutput, NewsInput: newsInput, NewsUpdate: newsUpdate },
  routes: [
    {
      method: 'get',
      path: '/api/news/all',
      tag: 'news',
      summary: 'News, filtered and paginated (staff also see drafts)',
      access: 'optional',
      query: newsListQuery,
      results: newsPageOutput,
    },
    {
      method: 'get',
      path: '/api/news/slug/:slug',
      tag: 'news',
      summary: 'One news post by slug (staff may open drafts)',
      access: 'optional',
      results: newsOutput,
    },
    {
      method: 'post',
      path: '/api/news/create',
      tag: 'news',
      summary: 'Create a news post',
      access: 'staff',
      body: 'NewsInput',
      results: newsOutput,
      status: 201,
      errors: [409],
    },
    {
      method: 'put',
      path: '/api/news/:id',
      tag: 'news',
      summary: 'Update a news post',
      access: 'staff',
      body: 'NewsUpdate',
      results: newsOutput,
      errors: [409],
    },
    {
      method: 'delete',
      path: '/api/news/delete/:id',
      tag: 'news',
      summary: 'Delete a news post',
      access: 'staff',
      results: newsRecordOutput,
    },
    {
      method: 'put',
      path: '/api/news/publish/:id',
      tag: 'news',
      summary: 'Publish a news post',
      access: 'staff',
      results: newsOutput,
    },
    {
      method: 'put',
      path: '/api/news/unpublish/:id',
      tag: 'news',
      summary: 'Back to draft',
      access: 'staff',
      results: newsOutput,
    },
  ],
};
