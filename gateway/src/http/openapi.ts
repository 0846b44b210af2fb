import { Router, type Express } from 'express';
import type SwaggerUi from 'swagger-ui-express';
import { lazyRequire } from '../lib/lazy.ts';
import { buildOpenApiDocument, type JsonSchema, type ModuleApi } from '../lib/openapi.ts';

/**
 * `GET /api/openapi.json` and the browsable page at `/api/docs`. Swagger UI's assets are served
 * from the installed package ('self' in the CSP); the online validator badge is switched off so
 * that the page loads nothing from elsewhere.
 */
export function mountApiDocs(app: Express, apis: ModuleApi[]): void {
  let document: JsonSchema | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    res.json((document ??= buildOpenApiDocument(apis)));
  });
  // Swagger UI is mounted by the first visit to the page: readers never load it.
  const swaggerUi = lazyRequire<typeof SwaggerUi>('swagger-ui-express');
  let docs: Router | undefined;
  app.use('/api/docs', (req, res, next) => {
    docs ??= Router().use(
      swaggerUi().serve,
      swaggerUi().setup(undefined, {
        customSiteTitle: 'Venue API',
        swaggerOptions: { url: '/api/openapi.json', validatorUrl: null },
      }),
    );
    docs(req, res, next);
  });
}
