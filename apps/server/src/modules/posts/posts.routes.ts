import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  success,
  withMessage,
  ZComment,
  ZCommentRequest,
  ZIdParam,
  ZMessageResponse,
  ZPost,
  ZPostRequest,
  ZPostsQuery,
  ZPostsResponse,
} from '@zborovodja/contracts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/guards.ts';

const ZPostMessage = withMessage('post', ZPost);

export async function postsRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const posts = ctx.services.posts;

  app.get('/posts', { schema: { summary: 'Objave', querystring: ZPostsQuery, response: { 200: ZPostsResponse } } }, async (request) =>
    posts.list(requireUser(request), request.query),
  );

  app.get('/posts/:id', { schema: { summary: 'Ena objava s komentarji', params: ZIdParam, response: { 200: ZPost } } }, async (request) =>
    posts.get(requireUser(request), request.params.id),
  );

  app.post('/posts', { schema: { summary: 'Objavi', body: ZPostRequest, response: { 201: ZPostMessage } } }, async (request, reply) => {
    const post = await posts.create(requireUser(request), request.body);
    return reply.status(201).send({ message: success.postCreated, post });
  });

  app.put('/posts/:id', { schema: { summary: 'Uredi objavo', params: ZIdParam, body: ZPostRequest, response: { 200: ZPostMessage } } }, async (request) => {
    const { id } = request.params;
    return { message: success.postUpdated, post: await posts.update(requireUser(request), id, request.body) };
  });

  app.delete('/posts/:id', { schema: { summary: 'Izbriši objavo', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    await posts.delete(requireUser(request), request.params.id);
    return { message: success.postDeleted };
  });

  app.post('/comments', { schema: { summary: 'Komentiraj objavo', body: ZCommentRequest, response: { 201: withMessage('comment', ZComment) } } }, async (request, reply) => {
    const comment = await posts.comment(requireUser(request), request.body);
    return reply.status(201).send({ message: success.commentCreated, comment });
  });

  app.delete('/comments/:id', { schema: { summary: 'Izbriši komentar', params: ZIdParam, response: { 200: ZMessageResponse } } }, async (request) => {
    await posts.deleteComment(requireUser(request), request.params.id);
    return { message: success.commentDeleted };
  });
}
